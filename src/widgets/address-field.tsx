import { errorId, helpId, type FieldProps, type RJSFSchema, type WidgetProps } from '@rjsf/utils';
import { fillTemplate } from '../product/registration';
import { stateName } from '../lib/us-states';
import { UsStateWidget, ZipWidget } from './basic-widgets';
import type { TextFormat } from './text-format';
import { FormattedInput } from './text-input';
import { FieldControl } from '../renderer/templates';

/** The parts of a structured address, in reading order. */
export const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'zip'] as const;
type Part = (typeof ADDRESS_PARTS)[number];
type AddressValue = Partial<Record<Part, string>>;

const plainText: TextFormat = {
  toValue: (text) => (text.trim() === '' ? undefined : text),
  toText: (value) => (typeof value === 'string' ? value : ''),
};

export interface AddressFormContext {
  /** States the org lends in; a state outside them is refused on the spot with the field's x-unlicensed text. */
  licensedStates?: readonly string[];
}

/**
 * A structured address (street1, street2, city, state, zip) as one group with its own legend, each
 * part with browser autofill hints. When the page passes the org's licensed states, choosing any
 * other state shows why right away instead of after submitting.
 */
export function AddressField(props: FieldProps<AddressValue>) {
  const { schema, uiSchema = {}, formData = {}, errorSchema, fieldPathId, onChange, onBlur, onFocus, disabled, readonly, registry } = props;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const requiredParts = new Set(schema.required ?? []);
  const context = (registry.formContext ?? {}) as AddressFormContext;
  const rootId = fieldPathId.$id;
  const groupErrors = (errorSchema?.__errors ?? []) as string[];

  const state = formData.state;
  const template = typeof uiSchema['x-unlicensed'] === 'string' ? uiSchema['x-unlicensed'] : undefined;
  const unlicensed = state && context.licensedStates && !context.licensedStates.includes(state)
    ? fillTemplate(template ?? 'We do not lend in {stateName} yet.', {
      state, stateName: stateName(state), states: [...context.licensedStates].sort().join(', '),
    })
    : undefined;

  return (
    <fieldset className="address-field" id={rootId} aria-describedby={groupErrors.length ? errorId(rootId) : undefined}>
      <legend>{(uiSchema['ui:title'] as string | undefined) ?? schema.title}</legend>
      {groupErrors.length ? (
        <ul id={errorId(rootId)} className="error-detail">{groupErrors.map((e, i) => <li key={i}>{e}</li>)}</ul>
      ) : null}
      {ADDRESS_PARTS.filter((part) => properties[part]).map((part) => {
        const sub = properties[part] as RJSFSchema;
        const subUi = (uiSchema[part] ?? {}) as Record<string, unknown>;
        const id = `${rootId}_${part}`;
        const own = ((errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[part]?.__errors ?? []);
        const errors = part === 'state' && unlicensed && !own.includes(unlicensed) ? [...own, unlicensed] : own;
        const help = typeof subUi['ui:help'] === 'string' ? subUi['ui:help'] : undefined;
        const widgetProps = {
          id,
          htmlName: `${rootId}_${part}`,
          name: part,
          label: sub.title ?? part,
          schema: sub,
          uiSchema: subUi,
          value: formData[part],
          required: requiredParts.has(part),
          disabled: Boolean(disabled),
          readonly: Boolean(readonly),
          autofocus: false,
          placeholder: typeof subUi['ui:placeholder'] === 'string' ? subUi['ui:placeholder'] : '',
          options: { autocomplete: subUi['ui:autocomplete'] },
          rawErrors: errors,
          registry,
          onChange: (value: unknown) => onChange(value as never, [...fieldPathId.path, part]),
          onBlur: (_id: string, value: unknown) => onBlur(id, value),
          onFocus: (_id: string, value: unknown) => onFocus(id, value),
        } as unknown as WidgetProps; // the sub-inputs need only the props above, not a full rjsf field context
        return (
          <div key={part} className={`field field--${part} ${errors.length ? 'field--invalid' : ''}`}>
            <label htmlFor={id} className="field__label">
              {sub.title ?? part}
              {requiredParts.has(part) ? <span aria-hidden="true" className="field__required"> *</span> : null}
            </label>
            <FieldControl>
              {part === 'state' ? <UsStateWidget {...widgetProps} /> : part === 'zip' ? <ZipWidget {...widgetProps} /> : <FormattedInput {...widgetProps} format={plainText} />}
            </FieldControl>
            {errors.length ? (
              <ul id={errorId(id)} className="error-detail">{errors.map((e, i) => <li key={i}>{e}</li>)}</ul>
            ) : null}
            {help ? <div id={helpId(id)} className="help-block">{help}</div> : null}
          </div>
        );
      })}
    </fieldset>
  );
}
