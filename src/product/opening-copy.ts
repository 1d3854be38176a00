/**
 * The copy the opening pages (registration, sign-in, password reset, the signer's sign-in) never show: the
 * sections of schemas/copy/en.json written for the journey after registration and for staff. The opening
 * pages' bundle carries every other key (src/generated/opening-copy.json, written by content:gen); the rest
 * arrives with the whole bundled content, which every other page loads before it renders
 * (src/portal/content.ts). A key is in a section by the word before its first dot.
 */
export const LATER_COPY_SECTIONS: readonly string[] = [
  'agent', 'bank', 'bpo', 'cancel', 'complete', 'conditions', 'costs', 'dashboard', 'decision', 'disclosures',
  'funded', 'funding', 'identity', 'income', 'insurance', 'letter', 'letters', 'notary', 'notice', 'offerSummary',
  'offers', 'pdf', 'refusal', 'sandbox', 'signing', 'staff', 'step', 'studio', 'summary', 'waiting',
];

/** Whether the opening pages' bundle carries `key`. */
export const isOpeningCopyKey = (key: string): boolean => !LATER_COPY_SECTIONS.includes(key.split('.')[0] ?? '');

/** The opening part of a copy file: its keys outside the later sections (and its `$schema`). */
export function openingCopy(copy: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(copy).filter(([key]) => key === '$schema' || isOpeningCopyKey(key)));
}
