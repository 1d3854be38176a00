/** The mark of a required field beside its label; screen readers hear "required" from the control itself. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? <span aria-hidden="true" className="field__required"> *</span> : null;
}
