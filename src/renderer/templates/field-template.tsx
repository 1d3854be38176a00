import { ariaDescribedByIds, getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { AnswerNote } from './answer-note';
import { FieldControl } from './field-control';
import { FieldInvalidContext } from './field-invalid';
import { RequiredMark } from './required-mark';

/** Widgets that draw several controls (radio buttons, check boxes, the parts of a date): no single control a label could point at. */
const GROUP_WIDGETS = new Set(['radio', 'checkboxes', 'alt-date', 'alt-datetime', 'RadioWidget', 'CheckboxesWidget', 'AltDateWidget', 'AltDateTimeWidget']);

const isControlGroup = ({ uiSchema }: Pick<FieldTemplateProps, 'uiSchema'>): boolean => {
  const widget = getUiOptions(uiSchema).widget;
  return typeof widget === 'string' && GROUP_WIDGETS.has(widget);
};

/** An object or a list: its children are fields of their own. */
const isGroup = ({ schema }: Pick<FieldTemplateProps, 'schema'>) => schema.type === 'object' || schema.type === 'array';

/**
 * One field: label, control, description, errors and help, tied together for screen readers. A group
 * of controls is a fieldset whose legend names it, so "check one or more" questions and the parts of a
 * date are announced as one. An entry a person added to an open object is wrapped with its name and
 * its Remove button (WrapIfAdditionalTemplate).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, classNames, label, required, displayLabel, description, rawDescription, rawErrors, errors, help, children, hidden, registry, uiSchema } = props;
  if (hidden) return <div hidden>{children}</div>;
  const WrapIfAdditional = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  const invalid = Boolean(rawErrors?.length);
  const className = `field ${classNames ?? ''} ${invalid ? 'field--invalid' : ''}`;
  const shownDescription = displayLabel && rawDescription ? description : null;
  // A lone checkbox carries its own label; a second one above it would be read twice.
  const ownLabel = props.schema.type === 'boolean' && !['radio', 'select'].includes(String(getUiOptions(uiSchema).widget ?? 'checkbox'));
  if (displayLabel && label && isControlGroup(props)) {
    return (
      <WrapIfAdditional {...props}>
        <fieldset className={`${className} field--group`} aria-describedby={ariaDescribedByIds(id)} aria-invalid={invalid || undefined}>
          <legend className="field__label">
            {label}
            <RequiredMark required={required} />
          </legend>
          {shownDescription}
          {children}
          <AnswerNote uiSchema={uiSchema} value={props.formData} />
          {errors}
          {help}
        </fieldset>
      </WrapIfAdditional>
    );
  }
  return (
    <WrapIfAdditional {...props}>
      <div className={className}>
        {displayLabel && label && !ownLabel ? (
          <label htmlFor={id} className="field__label">
            {label}
            <RequiredMark required={required} />
          </label>
        ) : null}
        {shownDescription}
        {isGroup(props) ? <FieldInvalidContext.Provider value={invalid}>{children}</FieldInvalidContext.Provider> : <FieldControl>{children}</FieldControl>}
        {errors}
        {help}
      </div>
    </WrapIfAdditional>
  );
}
