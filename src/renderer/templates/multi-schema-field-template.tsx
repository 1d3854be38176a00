import { ariaDescribedByIds, type MultiSchemaFieldTemplateProps, type WidgetProps } from '@rjsf/utils';
import { cloneElement, isValidElement, useContext, useEffect, type ReactElement } from 'react';
import { ChosenOptionsContext } from '../chosen-options';
import { useFormCopy } from '../content-context';
import { FieldControl } from './field-control';

const SELECTOR_SUFFIX = /__(oneof|anyof)_select$/;

/**
 * A oneOf/anyOf field: the list choosing the alternative, labelled with the field's title and
 * described by the field's errors, then the chosen alternative's fields. The alternative chosen is
 * kept for the form's error messages, which speak of it and not of the others.
 */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const chosen = useContext(ChosenOptionsContext);
  const copy = useFormCopy();
  const widget = isValidElement<WidgetProps>(selector) ? (selector as ReactElement<WidgetProps>) : undefined;
  const id = widget?.props.id;
  const field = id?.replace(SELECTOR_SUFFIX, '');
  const option = widget?.props.value;
  useEffect(() => {
    if (!chosen || field === undefined || typeof option !== 'number') return undefined;
    chosen.set(field, option);
    return () => {
      chosen.delete(field);
    };
  }, [chosen, field, option]);
  return (
    <div className="field-choice">
      {widget && id && field ? (
        <div className="field">
          <label htmlFor={id} className="field__label">{widget.props.label || copy('form.choose')}</label>
          <FieldControl>{cloneElement(widget, { 'aria-describedby': ariaDescribedByIds(field) })}</FieldControl>
        </div>
      ) : selector}
      {optionSchemaField}
    </div>
  );
}
