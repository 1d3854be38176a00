import { createContext } from 'react';

/**
 * The alternative each oneOf/anyOf field of a form shows, by the field's id: the one the applicant
 * chose, whose failures are theirs to fix (the form's data alone cannot always tell: an empty answer
 * fits every alternative). The form's choice templates keep it; its error messages read it.
 */
export type ChosenOptions = Map<string, number>;

export const ChosenOptionsContext = createContext<ChosenOptions | null>(null);
