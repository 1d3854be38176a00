import type { FieldTemplateProps } from '@rjsf/utils';
import { AnswerNote } from './answer-note';
import { FieldControl } from './field-control';

/** Choice groups (radio buttons, check one or more) have no single control a label could point at. */
function isChoiceGroup({ schema, uiSchema }: Pick<FieldTemplateProps, 'schema' | 'uiSchema'>): boolean {
  const widget = uiSchema?.['ui:widget'];
  if (widget === 'radio' || widget === 'checkboxes') return true;
  const items = schema.items as { enum?: unknown[]; oneOf?: unknown[]; anyOf?: unknown[] } | undefined;
  return schema.type === 'array' && Boolean(schema.uniqueItems) && Boolean(items && (items.enum || items.oneOf || items.anyOf));
}

/** An object or a list: its children are fields of their own. */
const isGroup = ({ schema }: Pick<FieldTemplateProps, 'schema'>) => schema.type === 'object' || schema.type === 'array';

/**
 * One field: label, control, description, errors and help, tied together for screen readers. A choice
 * group is a fieldset whose legend names it, so "check one or more" questions are announced as a group.
 */
export function FieldTemplate(props: FieldTemplateProps) {
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
        <AnswerNote uiSchema={props.uiSchema} value={props.formData} />
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
      {isGroup(props) ? children : <FieldControl>{children}</FieldControl>}
      {errors}
      {help}
    </div>
  );
}
