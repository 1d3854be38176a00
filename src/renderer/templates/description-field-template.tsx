import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** A field's, a group's or the form's description, under the id its controls name in aria-describedby. */
export function DescriptionFieldTemplate({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <div id={id} className="field__description">
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </div>
  );
}
