import { ADDITIONAL_PROPERTY_FLAG, buttonId, TranslatableString, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { RemoveButton } from './buttons';
import { FieldControl } from './field-control';

/**
 * An entry a person added to an open object (additionalProperties, patternProperties): a box for its
 * name, its value, and a Remove button naming it. The name is taken when the box is left or Enter is
 * pressed (rjsf renames the key then); the box keeps its focus through the rename. Any other field is
 * drawn as it is.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, schema, children, readonly, disabled, registry, onKeyRename, onRemoveProperty } = props;
  const [name, setName] = useState(label);
  useEffect(() => setName(label), [label]);
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return <>{children}</>;
  const keyId = `${id}-key`;
  const rename = () => {
    if (name !== label) onKeyRename(name);
  };
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter names the entry; it does not send the form with a name half taken
    event.preventDefault();
    rename();
  };
  return (
    <div className="field-entry">
      <div className="field field-entry__name">
        <label htmlFor={keyId} className="field__label">{registry.translateString(TranslatableString.KeyLabel, [label])}</label>
        <FieldControl>
          <input
            id={keyId}
            type="text"
            className="form-control"
            value={name}
            readOnly={readonly}
            disabled={disabled}
            onChange={(event) => setName(event.target.value)}
            onBlur={rename}
            onKeyDown={enter}
          />
        </FieldControl>
      </div>
      {children}
      {readonly ? null : (
        <RemoveButton id={buttonId(id, 'remove')} className="field-entry__remove" onClick={onRemoveProperty} disabled={disabled} registry={registry} itemName={label} />
      )}
    </div>
  );
}
