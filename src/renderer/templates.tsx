import type { ErrorListProps, FieldTemplateProps, SubmitButtonProps, TemplatesType } from '@rjsf/utils';
import { getSubmitButtonOptions } from '@rjsf/utils';

/** One field: label, control, description, errors and help, tied together for screen readers. */
function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, label, required, displayLabel, description, rawErrors, errors, help, children, hidden } = props;
  if (hidden) return <div hidden>{children}</div>;
  const invalid = Boolean(rawErrors?.length);
  return (
    <div className={`field ${classNames ?? ''} ${invalid ? 'field--invalid' : ''}`}>
      {displayLabel && label ? (
        <label htmlFor={id} className="field__label">
          {label}
          {required ? <span aria-hidden="true" className="field__required"> *</span> : null}
        </label>
      ) : null}
      {displayLabel && description ? <div className="field__description">{description}</div> : null}
      {children}
      {errors}
      {help}
    </div>
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
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
