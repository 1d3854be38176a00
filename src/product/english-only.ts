import { BASE_LANGUAGE } from '../engine/languages';
import { encodePointerToken } from '../engine/json-pointer';
import { didYouMean, oneOf } from '../engine/suggest';
import type { ContentIndex, OrgFile, Problem } from '../engine/types';
import { US_STATES } from '../lib/us-states';

/**
 * Legal documents a lender may have to give in English in a state, whatever language the borrower
 * reads (docs/languages.md "Legal documents that stay English"). The lender's file marks them
 * (`englishOnlyDocuments`: document kind -> home states); a borrower reading another language gets
 * the English document with a summary in their language before it, and the page offering it says why.
 */
export const ENGLISH_ONLY_DOCUMENTS = {
  HELOC_AGREEMENT_AND_DISCLOSURES: { name: 'the HELOC agreement and disclosures', key: 'helocAgreementAndDisclosures' },
  NOTICE_OF_RIGHT_TO_CANCEL: { name: 'the notice of right to cancel', key: 'noticeOfRightToCancel' },
} as const;

export type EnglishOnlyDocument = keyof typeof ENGLISH_ONLY_DOCUMENTS;
const KINDS = Object.keys(ENGLISH_ONLY_DOCUMENTS) as EnglishOnlyDocument[];

/** The documents the disclosures PDF holds, in its order: the agreement and disclosures, then the notice of right to cancel. */
export const DISCLOSURE_PDF_DOCUMENTS = ['HELOC_AGREEMENT_AND_DISCLOSURES', 'NOTICE_OF_RIGHT_TO_CANCEL'] as const satisfies readonly EnglishOnlyDocument[];

/** The copy keys of a document's summary in the borrower's language: its title and its summary. */
export const summaryKeys = (kind: EnglishOnlyDocument) => {
  const key = ENGLISH_ONLY_DOCUMENTS[kind].key;
  return { title: `englishOnly.${key}.title`, summary: `englishOnly.${key}.summary` } as const;
};

/**
 * Of the given documents, those the lender gives only in English to a borrower reading `lang` whose
 * home is in `state` (none for a borrower reading English, or a home in a state not marked).
 */
export function englishOnlyFor(
  org: Pick<OrgFile, 'englishOnlyDocuments'>, lang: string, state: unknown, documents: readonly EnglishOnlyDocument[] = KINDS,
): EnglishOnlyDocument[] {
  if (lang === BASE_LANGUAGE || typeof state !== 'string') return [];
  const marked = org.englishOnlyDocuments ?? {};
  return documents.filter((kind) => (marked[kind] ?? []).includes(state.toUpperCase()));
}

/**
 * content:check: each marker names a document kind the portal produces and states the lender lends
 * in, and each language the lender offers besides English has the summary of each marked document.
 */
export function checkEnglishOnly(content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  for (const org of Object.values(content.orgs)) {
    const marked = org.englishOnlyDocuments;
    if (!marked || typeof marked !== 'object') continue;
    for (const [kind, states] of Object.entries(marked)) {
      const at = `/englishOnlyDocuments/${encodePointerToken(kind)}`;
      if (!Object.hasOwn(ENGLISH_ONLY_DOCUMENTS, kind)) {
        problems.push({ file: org.file, pointer: at, message: `englishOnlyDocuments: "${kind}" is no document the portal produces${didYouMean(kind, KINDS)}, so nothing is kept in English: write one of ${oneOf(KINDS)}` });
        continue;
      }
      const doc = ENGLISH_ONLY_DOCUMENTS[kind as EnglishOnlyDocument];
      (Array.isArray(states) ? states : []).forEach((state, i) => {
        if (typeof state !== 'string' || !Object.hasOwn(US_STATES, state)) {
          problems.push({ file: org.file, pointer: `${at}/${i}`, message: `englishOnlyDocuments.${kind}[${i}]: "${String(state)}" is no US state${typeof state === 'string' ? didYouMean(state, Object.keys(US_STATES)) : ''}: write its two capital letters, like "FL"` });
        } else if (!org.licensedStates.includes(state)) {
          problems.push({ file: org.file, pointer: `${at}/${i}`, message: `englishOnlyDocuments.${kind}[${i}]: the lender does not lend in ${state} (licensedStates lists ${oneOf(org.licensedStates)}), so ${doc.name} is never given there: write a state it lends in, or remove it` });
        }
      });
      for (const lang of org.languages ?? []) {
        if (lang === BASE_LANGUAGE) continue;
        const strings = content.languages?.[lang]?.strings ?? {};
        const file = content.languages?.[lang]?.file ?? `schemas/copy/${lang}.json`;
        for (const key of Object.values(summaryKeys(kind as EnglishOnlyDocument))) {
          if (typeof strings[key] !== 'string' || !strings[key].trim()) {
            problems.push({ file, pointer: `/${encodePointerToken(key)}`, message: `"${key}" has no text, but ${org.file} gives ${doc.name} in English only, to borrowers who read "${lang}" too: write the summary they read before the English document` });
          }
        }
      }
    }
  }
  return problems;
}
