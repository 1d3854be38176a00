/** Names of the server's automatic effects, as flows name them (content:check reads this list). */
export const AUTOMATIC_EFFECT_NAMES = [
  'prepareSummary', 'reviewIncome', 'receiveValuation', 'generateDisclosures', 'countSigners', 'prepareClosing', 'fundIfDue',
  'receiveFloodCert', 'adverseActionNotice', 'cancellationConfirmation',
] as const;
export type AutomaticEffectName = (typeof AUTOMATIC_EFFECT_NAMES)[number];
