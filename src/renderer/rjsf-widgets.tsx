import CheckboxesWidget from '@rjsf/core/lib/components/widgets/CheckboxesWidget.js';
import DateWidget from '@rjsf/core/lib/components/widgets/DateWidget.js';
import EmailWidget from '@rjsf/core/lib/components/widgets/EmailWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import RadioWidget from '@rjsf/core/lib/components/widgets/RadioWidget.js';
import TextareaWidget from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';
import UpDownWidget from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
import URLWidget from '@rjsf/core/lib/components/widgets/URLWidget.js';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { laterPart as later } from './rjsf-parts';

/**
 * rjsf's default widgets (@rjsf/core/lib/components/widgets/index.js, which this module stands in for in the
 * build: scripts/browser-aliases.ts), with the ones no opening screen draws (files, ratings, ranges, colours,
 * times, and those the project's theme draws its own way: src/renderer/widgets) loaded apart
 * (src/renderer/rjsf-parts.tsx).
 */
export default function widgets(): RegistryWidgetsType {
  return {
    AltDateWidget: later('AltDateWidget'),
    AltDateTimeWidget: later('AltDateTimeWidget'),
    CheckboxWidget: later('CheckboxWidget'),
    CheckboxesWidget,
    ColorWidget: later('ColorWidget'),
    DateWidget,
    DateTimeWidget: later('DateTimeWidget'),
    EmailWidget,
    FileWidget: later('FileWidget'),
    HiddenWidget,
    PasswordWidget: later('PasswordWidget'),
    RadioWidget,
    RangeWidget: later('RangeWidget'),
    RatingWidget: later('RatingWidget'),
    SelectWidget: later('SelectWidget'),
    TextWidget,
    TextareaWidget,
    TimeWidget: later('TimeWidget'),
    UpDownWidget,
    URLWidget,
  };
}
