/**
 * Names content files may use. The renderer's and portal's registries are typed against these
 * lists, so a name here without a component (or the reverse) fails to compile, and content:check
 * can verify content without loading React.
 */
export const BUILTIN_WIDGETS = [
  'text', 'textarea', 'password', 'email', 'uri', 'color', 'date', 'datetime', 'time', 'updown', 'range',
  'radio', 'select', 'checkbox', 'checkboxes', 'hidden', 'file', 'alt-date', 'alt-datetime',
] as const;

/** Project widgets, registered in src/widgets/index.ts. */
export const PROJECT_WIDGETS = ['money', 'phone', 'ssn', 'dateText', 'usState', 'zip', 'documentUpload', 'slotPicker'] as const;
export type ProjectWidgetName = (typeof PROJECT_WIDGETS)[number];

/** Custom rjsf fields, registered in src/widgets/index.ts. */
export const PROJECT_FIELDS = ['address'] as const;
export type ProjectFieldName = (typeof PROJECT_FIELDS)[number];

/** Pages that are more than a form, registered in src/portal/pages/registry.tsx. */
export const PAGE_NAMES = [
  'offer-select',
  'conditions', 'condition-answer', 'income-upload', 'income-link', 'income-callback', 'bank-link', 'bank-confirm', 'identity-upload',
  'bpo-hold', 'signing', 'signing-additional', 'notary-schedule', 'notary-session', 'notary-error', 'notary-reserved', 'insurance',
  'funding-complete', 'disclosures', 'signing-support',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];
