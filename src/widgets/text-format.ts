import type { HTMLAttributes } from 'react';

/** What kind of text box a format wants: its type and the keyboard a phone shows for it. */
export interface InputKind {
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export interface TextFormat extends InputKind {
  maxLength?: number;
  /** The stored value for what was typed; undefined clears the field. */
  toValue: (text: string) => unknown;
  /** The text shown for a stored value while the field does not have focus. */
  toText: (value: unknown) => string;
  /** Typed as digits only, with the separators put in as they are typed (src/widgets/masked-input.tsx). */
  mask?: DigitMask;
}

/** A digits-only mask: `#` stands for a digit, anything else is put in for the person. */
export interface DigitMask {
  pattern: string;
  /** The digits of pasted or stored text (default: every digit in it). */
  digitsOf?: (text: string) => string;
}
