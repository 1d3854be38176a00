import type { LanguageScope } from '../engine/check-languages';
import { STAFF_ACTIONS } from './decisions';

/**
 * What only staff read, so it stays English whatever a lender offers (docs/languages.md): the
 * operations console, the studio and the agent console, and the staff's own forms.
 */
export const LANGUAGE_SCOPE: LanguageScope = {
  // the names of the steps (staff.status.*) are also in the refusals a borrower reads
  staffKey: (key) => /^(staff|studio|agent)\./.test(key) && !key.startsWith('staff.status.'),
  staffScreens: ['forms/staff-condition', 'forms/agent-note', ...Object.values(STAFF_ACTIONS).map((action) => action.form)],
};
