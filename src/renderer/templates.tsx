import type {
  ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, ErrorListProps, FieldTemplateProps, ObjectFieldTemplateProps,
  SubmitButtonProps, TemplatesType, UiSchema,
} from '@rjsf/utils';
import { buttonId, getSubmitButtonOptions, getUiOptions } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { interpolate } from '../engine/org';
import { fieldLabel } from '../engine/plain-errors';
import type { JsonObject } from '../engine/types';
import { useFormStrings } from './content-context';
import { pointerOf } from './errors';
import { DeferredBaseInput } from './deferred-input';

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

/** An object or a list: its children are fields of their own. */
const isGroup = ({ schema }: Pick<FieldTemplateProps, 'schema'>) => schema.type === 'object' || schema.type === 'array';

/**
 * Holds a field's control in block flow, out of the field's flex column: a text box there is laid out
 * on its own (styles.css, .field__control), so a keystroke re-lays out the box, not the page around it.
 */
export function FieldControl({ children }: { children: ReactNode }) {
  return <div className="field__control">{children}</div>;
}

/**
 * What follows from the answer chosen (ui:options answerNotes, by value), said as it is chosen: "you
 * own it with your spouse" tells the applicant now that they will invite them to sign.
 */
function AnswerNote({ uiSchema, value }: { uiSchema: UiSchema | undefined; value: unknown }) {
  const notes = getUiOptions(uiSchema).answerNotes as Record<string, string> | undefined;
  const note = typeof value === 'string' ? notes?.[value] : undefined;
  if (!notes) return null;
  return <p className="field__answer-note" role="status">{note ?? ''}</p>;
}

/**
 * The form's own object carries no heading (the page title from x-screen is the heading); a nested
 * object is a fieldset named by its title, so related fields are announced together.
 */
function ObjectFieldTemplate({ title, description, properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps) {
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

/** A list item's own title from its ui file ("Owner {number}" -> "Owner 2"), when it has one. */
function itemTitle(uiSchema: UiSchema | undefined, index: unknown): string | undefined {
  const pattern = getUiOptions(uiSchema).itemTitle;
  return typeof pattern === 'string' && typeof index === 'number' ? pattern.replace('{number}', String(index + 1)) : undefined;
}

/** A list: its title as the legend, the items, and a button with words that adds one (ui:options addText). */
function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, required, schema, title, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const label = options.title ?? title ?? schema.title;
  return (
    <fieldset className="field-list" id={fieldPathId.$id}>
      {label ? <legend className="field-group__title">{label}{required ? <span aria-hidden="true" className="field__required"> *</span> : null}</legend> : null}
      <div className="field-list__items">{items}</div>
      {canAdd && !readonly ? (
        <button type="button" id={buttonId(fieldPathId, 'add')} className="button field-list__add" onClick={onAddClick} disabled={disabled}>
          {typeof options.addText === 'string' ? options.addText : '+'}
        </button>
      ) : null}
    </fieldset>
  );
}

/** One item of a list, with a Remove button in words naming the item (ui:options removeText on the items). */
function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const name = itemTitle(uiSchema, index);
  const { hasRemove, onRemoveItem, disabled, readonly, fieldPathId } = buttonsProps;
  return (
    <div className="field-list__item">
      {children}
      {hasToolbar && hasRemove && !readonly ? (
        <button type="button" id={buttonId(fieldPathId, 'remove')} className="button field-list__remove" onClick={onRemoveItem} disabled={disabled}>
          {typeof options.removeText === 'string' ? options.removeText : '×'}
          {name ? <span className="visually-hidden"> {name}</span> : null}
        </button>
      ) : null}
    </div>
  );
}

/** Moves to a field from the summary: its control, or the first control of its group. */
function goToField(id: string) {
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}"]`);
  const control = target?.matches('input, select, textarea, button') ? target : target?.querySelector<HTMLElement>('input, select, textarea, button') ?? target;
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus();
}

/**
 * The summary shown above the form after a failed submit: each field by name with what to do, each
 * line once, linked to the field.
 */
function ErrorListTemplate({ errors, schema, uiSchema }: ErrorListProps) {
  const strings = useFormStrings();
  const seen = new Set<string>();
  const lines = errors.flatMap((e) => {
    const path = pointerOf(e.property);
    const field = fieldLabel(path, schema as JsonObject, uiSchema as JsonObject | undefined);
    const text = field ? interpolate(strings['form.errorSummaryItem'] ?? '{field}: {message}', { field, message: e.message ?? '' }) : (e.message ?? '');
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ text, id: ['root', ...path.split('/').filter(Boolean)].join('_') }];
  });
  return (
    <div className="form-errors" role="alert">
      <p className="form-errors__title">{strings['form.errorSummary']}</p>
      <ul>
        {lines.map(({ text, id }) => (
          <li key={text}>
            <a href={`#${id}`} onClick={(event) => {
              event.preventDefault();
              goToField(id);
            }}>{text}</a>
          </li>
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
  BaseInputTemplate: DeferredBaseInput,
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
