import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useFormCopy } from '../content-context';
import { useLive } from '../use-live';

/**
 * A password box with a button that shows what was typed, so a person can check it before sending.
 * The button keeps its name and says by aria-pressed whether the password is shown; the input keeps
 * its value and focus stays where it was.
 */
export function PasswordWidget(props: WidgetProps) {
  const [shown, setShown] = useState(false);
  const copy = useFormCopy();
  const live = useLive();
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return (
    <div className="password-input">
      <BaseInputTemplate {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="button password-input__toggle"
        aria-controls={props.id}
        aria-pressed={shown}
        disabled={props.disabled || !live}
        onClick={() => setShown((s) => !s)}
      >
        {copy('form.showPassword')}
      </button>
    </div>
  );
}
