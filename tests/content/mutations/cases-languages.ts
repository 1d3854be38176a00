import type { Doc, Draft, Mutation } from './harness';

const ES = 'schemas/copy/es.json';
const SPANISH_LENDER = 'orgs/ALL_IN_CU.json';
const ENGLISH_LENDER = 'orgs/QUORUM_FCU.json';
const SALE = 'schemas/registration/sale-status.es.json';

/** Changes a content file, made empty first when the content has none yet. */
const editOrNew = (d: Draft, file: string, change: (doc: Doc) => void) => {
  if (d.texts[file] === undefined) d.write(file, '{}');
  d.edit(file, change);
};
/** A lender that offers Spanish (whether or not its file says so already). */
const offerSpanish = (d: Draft) => d.edit(SPANISH_LENDER, (o) => { o.languages = ['en', 'es']; });

/** Mistakes in the Spanish content: missing texts, placeholders that differ, names of choices, stray translations. */
export const LANGUAGE_MUTATIONS: Mutation[] = [
  { kind: 'languages', mistake: 'a copy key a Spanish lender lacks', make: (d) => { offerSpanish(d); editOrNew(d, ES, (c) => { delete c['footer.availability']; }); }, file: ES, pointer: '/footer.availability', says: /"footer\.availability" has no Spanish text, and the lender of orgs\/ALL_IN_CU\.json offers Spanish/ },
  { kind: 'languages', mistake: 'a Spanish copy text with a placeholder of its own', make: (d) => editOrNew(d, ES, (c) => { c['footer.availability'] = 'Disponible en {estados}.'; }), file: ES, pointer: '/footer.availability', says: /leaves out \{states\} and names \{estados\}, which the English has not/ },
  { kind: 'languages', mistake: 'a Spanish copy text of no key', make: (d) => editOrNew(d, ES, (c) => { c['footer.availabilty'] = 'Disponible.'; }), file: ES, pointer: '/footer.availabilty', says: /"footer\.availabilty" is no copy key of schemas\/copy\/en\.json \(did you mean "footer\.availability"\?\)/ },
  { kind: 'languages', mistake: 'a screen text a Spanish lender lacks', make: (d) => { offerSpanish(d); editOrNew(d, SALE, (t) => { delete t['/ui/x-screen/title']; }); }, file: SALE, pointer: '/~1ui~1x-screen~1title', says: /"Are you planning to sell\?" has no Spanish text/ },
  { kind: 'languages', mistake: 'a choice whose last name is not in Spanish', make: (d) => { offerSpanish(d); editOrNew(d, SALE, (t) => { delete t['/ui/saleStatus/ui:enumNames/2']; }); }, file: SALE, pointer: '/~1ui~1saleStatus~1ui:enumNames~12', says: /the choice's name "It is listed for sale now" has no Spanish name.*every value of a choice is named in both languages/ },
  { kind: 'languages', mistake: 'a Spanish screen text with another placeholder', make: (d) => editOrNew(d, 'schemas/registration/property-info.es.json', (t) => { t['/ui/address/x-unlicensed'] = 'Aún no prestamos en {estado}. Prestamos en {states}.'; }), file: 'schemas/registration/property-info.es.json', pointer: '/~1ui~1address~1x-unlicensed', says: /leaves out \{stateName\} and names \{estado\}/ },
  { kind: 'languages', mistake: 'a translation of a text the pair does not have', make: (d) => editOrNew(d, SALE, (t) => { t['/ui/x-screen/titel'] = '¿Piensa vender?'; }), file: SALE, pointer: '/~1ui~1x-screen~1titel', says: /names no text of schemas\/registration\/sale-status \(did you mean "\/ui\/x-screen\/title"\?\)/ },
  { kind: 'languages', mistake: 'a translation of no schema pair', make: (d) => d.write('schemas/screens/lien.es.json', '{"/ui/x-screen/title": "Préstamos"}'), file: 'schemas/screens/lien.es.json', pointer: '', says: /translates "lien", which has no schema pair/ },
  { kind: 'languages', mistake: 'a lender\'s Spanish words though it offers no Spanish', make: (d) => d.edit(ENGLISH_LENDER, (o) => { delete o.languages; o.copy = { es: { strings: { 'footer.availability': 'Prestamos en {states}.' } } }; }), file: ENGLISH_LENDER, pointer: '/copy/es', says: /never shown, as its "languages" does not list "es"/ },
  { kind: 'languages', mistake: 'a lender\'s Spanish rewording with another placeholder', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.languages = ['en', 'es']; o.copy = { es: { strings: { 'footer.availability': 'Prestamos en {estados}.' } } }; }), file: SPANISH_LENDER, pointer: '/copy/es/strings/footer.availability', says: /names \{estados\}/ },
  { kind: 'languages', mistake: 'a lender\'s Spanish rewording of no screen text', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.languages = ['en', 'es']; o.copy = { es: { screens: { liens: { '/ui/x-screen/titel': 'Sus préstamos' } } } }; }), file: SPANISH_LENDER, pointer: '/copy/es/screens/liens/~1ui~1x-screen~1titel', says: /names no text of schemas\/screens\/liens/ },
  { kind: 'languages', mistake: 'a lender\'s Spanish text for a part of its file that is no text', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.languages = ['en', 'es']; o.copy = { es: { org: { '/orgMetaData/footer/disclosureCopi': 'Asegurado.' } } }; }), file: SPANISH_LENDER, pointer: '/copy/es/org/~1orgMetaData~1footer~1disclosureCopi', says: /names no text of this file/ },
  { kind: 'languages', mistake: 'a lender offering a language the portal has not', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.languages = ['en', 'fr']; }), file: SPANISH_LENDER, pointer: /^\/languages(\/1)?$/, says: /"es"|es/ },
  { kind: 'languages', mistake: 'a document kept in English that the portal does not produce', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.englishOnlyDocuments = { HELOC_AGREEMENT: ['FL'] }; }), file: SPANISH_LENDER, pointer: '/englishOnlyDocuments/HELOC_AGREEMENT', says: /"HELOC_AGREEMENT" is no document the portal produces \(did you mean "HELOC_AGREEMENT_AND_DISCLOSURES"\?\)/ },
  { kind: 'languages', mistake: 'a document kept in English in no US state', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.englishOnlyDocuments = { NOTICE_OF_RIGHT_TO_CANCEL: ['FLA'] }; }), file: SPANISH_LENDER, pointer: '/englishOnlyDocuments/NOTICE_OF_RIGHT_TO_CANCEL/0', says: /"FLA" is no US state.*two capital letters/ },
  { kind: 'languages', mistake: 'a document kept in English in a state the lender does not lend in', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.englishOnlyDocuments = { NOTICE_OF_RIGHT_TO_CANCEL: ['TX'] }; }), file: SPANISH_LENDER, pointer: '/englishOnlyDocuments/NOTICE_OF_RIGHT_TO_CANCEL/0', says: /the lender does not lend in TX/ },
  { kind: 'languages', mistake: 'a document kept in English without its Spanish summary', make: (d) => { offerSpanish(d); editOrNew(d, ES, (c) => { delete c['englishOnly.noticeOfRightToCancel.summary']; }); }, file: ES, pointer: '/englishOnly.noticeOfRightToCancel.summary', says: /gives the notice of right to cancel in English only, to borrowers who read "es" too: write the summary/ },
  { kind: 'languages', mistake: 'a lender offering Spanish but not English', make: (d) => d.edit(SPANISH_LENDER, (o) => { o.languages = ['es']; }), file: SPANISH_LENDER, pointer: /^\/languages/, says: /en/ },
];
