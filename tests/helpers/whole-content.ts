import { loadWholeContent } from '../../src/portal/content';

/**
 * Imported for its effect by tests of pages that read the applicant journey's content: the portal
 * loads that part after the opening one (src/portal/content.ts), before any such page renders.
 */
await loadWholeContent();
