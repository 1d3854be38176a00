import { createContext } from 'react';

/**
 * Whether the field being drawn failed a rule of its own (not one of its parts'): an object's template
 * is not told its own errors, which its field's template knows, and marks its group invalid with it.
 */
export const FieldInvalidContext = createContext(false);
