import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { itemTitle } from './item-title';

/**
 * The form's own object carries no heading (the page title from x-screen is the heading); a nested
 * object is a fieldset named by its title, so related fields are announced together.
 */
export function ObjectFieldTemplate({ title, description, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
  const content = properties.map((p) => p.content);
  if (fieldPathId.path.length === 0) return <div className="form-fields">{content}</div>;
  const shown = itemTitle(uiSchema, fieldPathId.path.at(-1)) ?? title;
  return (
    <fieldset className="field-group" id={fieldPathId.$id}>
      {shown ? <legend className="field-group__title">{shown}</legend> : null}
      {description ? <div className="field__description">{description}</div> : null}
      {content}
    </fieldset>
  );
}
