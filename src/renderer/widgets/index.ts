import type { RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxWidget } from './checkbox-widget';
import { PasswordWidget } from './password-widget';
import { SelectWidget } from './select-widget';
import { laterPart } from '../rjsf-parts';

/**
 * rjsf's own widgets as the project's theme draws them: each control named and tied to its field's errors. The
 * date drawn as lists, which no opening screen has, loads apart with rjsf's other later parts (src/renderer/rjsf-parts.tsx).
 */
export const themeWidgets: RegistryWidgetsType = { AltDateWidget: laterPart('ThemeAltDateWidget'), CheckboxWidget, PasswordWidget, SelectWidget };
