import { ariaDescribedByIds, descriptionId, getTemplate, getUiOptions, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';

/**
 * A box to tick, labelled by its title. A field whose ui file hides its label (ui:options label: false)
 * still has it for screen readers, unseen: a box without a name cannot be told from another.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { schema, uiSchema, options, id, value, disabled, readonly, label, hideLabel, autofocus = false, onBlur, onFocus, onChange, registry, htmlName, required, rawErrors } = props;
  const Description = getTemplate('DescriptionFieldTemplate', registry, options);
  const mustTick = schemaRequiresTrueValue(schema) && required;
  // ui:widget checkbox: the field's own template shows the description
  const description = getUiOptions(uiSchema).widget === 'checkbox' ? undefined : (options.description ?? schema.description);
  return (
    <div className={`checkbox ${disabled || readonly ? 'disabled' : ''}`}>
      {!hideLabel && description ? <Description id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      <label>
        <input
          type="checkbox"
          id={id}
          name={htmlName || id}
          checked={value === true}
          required={mustTick}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={(event) => onBlur(id, event.target.checked)}
          onFocus={(event) => onFocus(id, event.target.checked)}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={rawErrors?.length ? true : undefined}
        />
        <span className={hideLabel ? 'visually-hidden' : undefined}>
          {label}
          {mustTick ? <span aria-hidden="true" className="field__required"> *</span> : null}
        </span>
      </label>
    </div>
  );
}
