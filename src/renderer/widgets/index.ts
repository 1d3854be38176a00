import type { RegistryWidgetsType } from '@rjsf/utils';
import { AltDateWidget } from './alt-date-widget';
import { CheckboxWidget } from './checkbox-widget';
import { PasswordWidget } from './password-widget';
import { SelectWidget } from './select-widget';

/** rjsf's own widgets as the project's theme draws them: each control named and tied to its field's errors. */
export const themeWidgets: RegistryWidgetsType = { AltDateWidget, CheckboxWidget, PasswordWidget, SelectWidget };
