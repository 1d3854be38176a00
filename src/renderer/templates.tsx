import type { ErrorListProps, FieldTemplateProps, ObjectFieldTemplateProps, SubmitButtonProps, TemplatesType } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';

/** Choice groups (radio buttons, check one or more) have no single control a label could point at. */
function isChoiceGroup({ schema, uiSchema }: Pick<FieldTemplateProps, 'schema' | 'uiSchema'>): boolean {
  const widget = uiSchema?.['ui:widget'];
  if (widget === 'radio' || widget === 'checkboxes') return true;
  const items = schema.items as { enum?: unknown[]; oneOf?: unknown[]; anyOf?: unknown[] } | undefined;
  return schema.type === 'array' && Boolean(schema.uniqueItems) && Boolean(items && (items.enum || items.oneOf || items.anyOf));
}

/**
 * One field: label, control, description, errors and help, tied together for screen readers. A choice
 * group is a fieldset whose legend names it, so "check one or more" questions are announced as a group.
 */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, label, required, displayLabel, description, rawErrors, errors, help, children, hidden } = props;
  if (hidden) return <div hidden>{children}</div>;
  const invalid = Boolean(rawErrors?.length);
  const className = `field ${classNames ?? ''} ${invalid ? 'field--invalid' : ''}`;
  const mark = required ? <span aria-hidden="true" className="field__required"> *</span> : null;
  // A lone checkbox carries its own label; a second one above it would be read twice.
  const ownLabel = props.schema.type === 'boolean' && !['radio', 'select'].includes(String(props.uiSchema?.['ui:widget'] ?? 'checkbox'));
  if (displayLabel && label && isChoiceGroup(props)) {
    return (
      <fieldset className={`${className} field--group`} aria-describedby={description ? `${id}__description` : undefined}>
        <legend className="field__label">
          {label}
          {mark}
        </legend>
        {description ? <div className="field__description">{description}</div> : null}
        {children}
        {errors}
        {help}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      {displayLabel && label && !ownLabel ? (
        <label htmlFor={id} className="field__label">
          {label}
          {mark}
        </label>
      ) : null}
      {displayLabel && description ? <div className="field__description">{description}</div> : null}
      {children}
      {errors}
      {help}
    </div>
  );
}

/**
 * The form's own object carries no heading (the page title from x-screen is the heading); a nested
 * object is a fieldset named by its title, so related fields are announced together.
 */
function ObjectFieldTemplate({ title, description, properties, fieldPathId }: ObjectFieldTemplateProps) {
  const content = properties.map((p) => p.content);
  if (fieldPathId.path.length === 0) return <div className="form-fields">{content}</div>;
  return (
    <fieldset className="field-group" id={fieldPathId.$id}>
      {title ? <legend className="field-group__title">{title}</legend> : null}
      {description ? <div className="field__description">{description}</div> : null}
      {content}
    </fieldset>
  );
}

/** The summary shown above the form after a failed submit. */
function ErrorListTemplate({ errors }: ErrorListProps) {
  return (
    <div className="form-errors" role="alert">
      <p className="form-errors__title">Please correct the highlighted fields.</p>
      <ul>
        {errors.map((e, i) => (
          <li key={i}>{e.message}</li>
        ))}
      </ul>
    </div>
  );
}

function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" className="button button--primary" {...props}>
      {submitText}
    </button>
  );
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
