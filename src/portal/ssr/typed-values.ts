type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (el: EventTarget | null): el is Field =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const valueSetter = (el: Field) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;

/**
 * Keeps what a visitor types into a served form before its script runs: the fields' values, by id, from now
 * (and what was typed before the script came, read at once). `restore` hands each to the form that is now
 * live as the browser's own input event would (the form's state takes it, whatever React made of the field
 * while attaching to it), so nothing typed is lost and what is submitted is what is shown.
 */
export function keepTypedValues(root: HTMLElement): { restore: () => void } {
  const typed = new Map<string, string>();
  const keep = (el: Field) => {
    if (!el.id || (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'file'))) return;
    typed.set(el.id, el.value);
  };
  // what was typed or chosen before this script ran: values other than the served ones
  for (const el of root.querySelectorAll<Field>('input, textarea, select')) {
    const changed = el instanceof HTMLSelectElement ? [...el.options].some((o) => o.selected !== o.defaultSelected) : el.value !== el.defaultValue;
    if (changed) keep(el);
  }
  const onInput = (event: Event) => {
    if (isField(event.target)) keep(event.target);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  return {
    restore() {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      for (const [id, value] of typed) {
        const el = document.getElementById(id);
        if (!isField(el)) continue;
        // through the field's own setter first, so React's record of the value differs from the one set next
        el.value = '';
        valueSetter(el)?.call(el, value);
        el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      }
    },
  };
}
