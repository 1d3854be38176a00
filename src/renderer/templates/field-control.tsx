import type { ReactNode } from 'react';

/**
 * Holds a field's control in block flow, out of the field's flex column: a text box there is laid out
 * on its own (styles.css, .field__control), so a keystroke re-lays out the box, not the page around it.
 */
export function FieldControl({ children }: { children: ReactNode }) {
  return <div className="field__control">{children}</div>;
}
