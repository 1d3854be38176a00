/** The {placeholders} a condition's text (x-condition.text of its pair) may use: the documents asked for, in words, and the bank account's last four digits. */
export const CONDITION_TEXT_PLACEHOLDERS = ['count', 'last4'] as const;
export type ConditionTextValues = Record<(typeof CONDITION_TEXT_PLACEHOLDERS)[number], string>;
