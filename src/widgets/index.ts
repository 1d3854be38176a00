import type { Field, Widget } from '@rjsf/utils';
import type { ProjectFieldName, ProjectWidgetName } from '../product/registry-names';
import { AddressField } from './address-field';
import { LazySlotPickerWidget } from './lazy-slot-picker';
import { laterWidget } from './later-widgets';
import { DateTextWidget, MoneyWidget, PhoneWidget, SsnWidget, UsStateWidget, ZipWidget } from './basic-widgets';

/** Project widgets by the names content uses (src/product/registry-names.ts); a missing one fails to compile. */
export const widgets: Record<ProjectWidgetName, Widget> = {
  money: MoneyWidget,
  phone: PhoneWidget,
  ssn: SsnWidget,
  dateText: DateTextWidget,
  usState: UsStateWidget,
  zip: ZipWidget,
  documentUpload: laterWidget('DocumentUploadWidget'),
  slotPicker: LazySlotPickerWidget,
};

/** Project fields by name (ui:field). */
export const fields: Record<ProjectFieldName, Field> = {
  address: AddressField as Field,
};
