/**
 * The skill the agent desk routes a chat by (spec chat section 7): CLOC_HELOC for a crypto HELOC
 * visitor, FHEL for the main organisation (any of its variants: New York, wholesale), White Label for
 * every other lender. One rule for the server that opens conversations and the widget that asks.
 */
export type ChatSkill = 'CLOC_HELOC' | 'FHEL' | 'White Label';

/** The canonical code of the main organisation; its variants name it as their canonicalOrgCode. */
export const MAIN_ORG_CODE = 'HEARTH';

export function skillFor(org: { canonicalOrgCode: string }, crypto: boolean): ChatSkill {
  if (crypto) return 'CLOC_HELOC';
  return org.canonicalOrgCode === MAIN_ORG_CODE ? 'FHEL' : 'White Label';
}
