import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';

export function SubmitButton({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <button type="submit" className="button button--primary" {...props}>
      {submitText}
    </button>
  );
}
