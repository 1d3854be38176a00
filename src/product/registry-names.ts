/**
 * Names content files may use. The renderer's and portal's registries are typed against these
 * lists, so a name here without a component (or the reverse) fails to compile, and content:check
 * can verify content without loading React.
 */
/** rjsf's standard widgets by the names content writes, for each field type they draw (rjsf's getWidget). */
export const STANDARD_WIDGETS = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden',
    'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
} as const satisfies Record<string, readonly string[]>;

export const BUILTIN_WIDGETS = [...new Set(Object.values(STANDARD_WIDGETS).flat())];

/** rjsf's standard fields a ui:field may name (its default registry's). */
export const STANDARD_FIELDS = [
  'SchemaField', 'ObjectField', 'ArrayField', 'StringField', 'NumberField', 'BooleanField', 'NullField', 'OneOfField', 'AnyOfField',
] as const;

/** Project widgets, registered in src/widgets/index.ts. */
export const PROJECT_WIDGETS = ['money', 'phone', 'ssn', 'dateText', 'usState', 'zip', 'documentUpload', 'slotPicker'] as const;
export type ProjectWidgetName = (typeof PROJECT_WIDGETS)[number];

/** The field types each project widget draws: one on a field of another type could not be drawn. */
export const PROJECT_WIDGET_TYPES: Record<ProjectWidgetName, readonly string[]> = {
  money: ['number', 'integer'], phone: ['string'], ssn: ['string'], dateText: ['string'], usState: ['string'], zip: ['string'], documentUpload: ['string'], slotPicker: ['string'],
};

/** Every widget by the field types it draws: rjsf's standard ones and the project's. */
export const WIDGETS_BY_TYPE: Record<string, readonly string[]> = Object.fromEntries(Object.entries(STANDARD_WIDGETS).map(([type, names]) => [
  type, [...names, ...PROJECT_WIDGETS.filter((w) => PROJECT_WIDGET_TYPES[w].includes(type))],
]));

/** Custom rjsf fields, registered in src/widgets/index.ts. */
export const PROJECT_FIELDS = ['address'] as const;
export type ProjectFieldName = (typeof PROJECT_FIELDS)[number];

/** Pages that are more than a form, registered in src/portal/pages/registry.tsx. */
export const PAGE_NAMES = [
  'offer-select',
  'conditions', 'condition-answer', 'income-upload', 'income-verify', 'income-link', 'income-callback', 'bank-link', 'bank-confirm', 'identity-upload',
  'bpo-hold', 'signing', 'signing-additional', 'notary-schedule', 'notary-session', 'notary-error', 'notary-reserved', 'insurance',
  'funding-complete', 'disclosures', 'signing-support',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];
