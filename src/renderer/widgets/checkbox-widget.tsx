import type { ReactNode } from 'react';
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
          {withLinks(label, options.links, registry.formContext)}
          {mustTick ? <span aria-hidden="true" className="field__required"> *</span> : null}
        </span>
      </label>
    </div>
  );
}

/**
 * The label with the phrases ui:options.links names made links to the addresses the page gives under
 * those names (formContext.links), opening in a new tab so the form keeps what was typed. A phrase the
 * label lacks, or an address the page does not give, leaves the text as it is.
 */
function withLinks(label: string, links: unknown, formContext: unknown): ReactNode {
  const urls = (formContext as { links?: Record<string, string | undefined>; newTab?: string } | undefined)?.links;
  if (!links || typeof links !== 'object' || !urls) return label;
  const newTab = (formContext as { newTab?: string }).newTab;
  let parts: ReactNode[] = [label];
  for (const [phrase, name] of Object.entries(links as Record<string, string>)) {
    const url = urls[name];
    if (!url) continue;
    parts = parts.flatMap((part) => {
      if (typeof part !== 'string' || !part.includes(phrase)) return [part];
      const [before, ...after] = part.split(phrase);
      return [before, (
        <a key={phrase} href={url} target="_blank" rel="noopener noreferrer">
          {phrase}
          {newTab ? <span className="visually-hidden"> {newTab}</span> : null}
        </a>
      ), after.join(phrase)];
    });
  }
  return parts;
}
