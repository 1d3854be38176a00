import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContentAt, formatProblem } from '../../src/server/content/load';
import { ContentService } from '../../src/server/core/content-service';

/**
 * One deliberate mistake per rule, each in a fresh copy of the real content: content:check must name
 * the file, the JSON pointer (with line and column where the file has them) and say what to write.
 */

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- fixtures reach deep into content files of every shape

let root: string;
const editJson = (file: string, change: (doc: Doc) => void) => {
  const path = join(root, file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Doc;
  change(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2) + '\n');
};
const editText = (file: string, change: (text: string) => string) => {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`fixture changed nothing in ${file}`);
  writeFileSync(path, after);
};
const remove = (file: string) => rmSync(join(root, file));

interface Rule {
  rule: string;
  mistake: () => void;
  file: string;
  pointer: string;
  says: string | RegExp;
}

const HEARTH = 'orgs/HEARTH.json';
const NAME = 'schemas/registration/name.schema.json';
const NAME_UI = 'schemas/registration/name.ui.json';

const RULES: Rule[] = [
  // JSON itself
  { rule: 'invalid JSON is reported at a line and column', mistake: () => editText('flows/status-routes.json', (t) => t.replace(/,\n(\s*)"terminal"/, '\n$1"terminal"')), file: 'flows/status-routes.json', pointer: '', says: 'is not valid JSON: a comma is missing after the value of "waiting": add ,' },
  { rule: 'a trailing comma is invalid JSON', mistake: () => editText(NAME, (t) => t.replace('"V"] }\n  }', '"V"] },\n  }')), file: NAME, pointer: '', says: 'remove the comma before }' },
  { rule: 'a key written twice in one object', mistake: () => editText(HEARTH, (t) => t.replace('"orgBrand": "Hearth",', '"orgBrand": "Hearth",\n  "orgBrand": "Hearth Two",')), file: HEARTH, pointer: '/orgBrand', says: /"orgBrand" is written twice in this object \(first at line 5, column 3\); JSON keeps only the last one/ },

  // org meta-schema, in words
  { rule: 'org field of the wrong form says what to write', mistake: () => editJson(HEARTH, (d) => { d.support.phone = '(888) 819-6388'; }), file: HEARTH, pointer: '/support/phone', says: 'support.phone: write 10 digits, like 8775550142' },
  { rule: 'org colour slot missing', mistake: () => editJson(HEARTH, (d) => { delete d.theme.colors.link; }), file: HEARTH, pointer: '/theme/colors', says: 'theme.colors: add "link" (Links (4.5:1 on background and surface))' },
  { rule: 'primary too faint to serve as accent on the surface', mistake: () => editJson(HEARTH, (d) => { delete d.theme.colors.accent; d.theme.colors.primary = '#8f9bb0'; d.theme.colors.onPrimary = '#000000'; }), file: HEARTH, pointer: '/theme/colors/primary', says: 'theme.colors.primary (serving as accent): #8f9bb0 on surface #f4f7fb' },
  { rule: 'org fact stated twice (companyInfo.phoneFormatted)', mistake: () => editJson(HEARTH, (d) => { d.orgMetaData.companyInfo.phoneFormatted = '(888) 819-6388'; }), file: HEARTH, pointer: '/orgMetaData/companyInfo/phoneFormatted', says: 'orgMetaData.companyInfo.phoneFormatted: "phoneFormatted" is not a field here: remove it' },
  { rule: 'org colour not a hex colour', mistake: () => editJson(HEARTH, (d) => { d.theme.colors.link = 'blue'; }), file: HEARTH, pointer: '/theme/colors/link', says: 'theme.colors.link: write a hex colour, like #0b5cab' },
  { rule: 'operating hours time not 24-hour', mistake: () => editJson(HEARTH, (d) => { d.operatingHours.OPS_PHONE[0].startTime = '6am'; }), file: HEARTH, pointer: '/operatingHours/OPS_PHONE/0/startTime', says: 'operatingHours.OPS_PHONE[0].startTime: write a 24-hour time, like 07:00 or 18:30' },
  { rule: 'enumerated org field', mistake: () => editJson(HEARTH, (d) => { d.orgMetaData.footer.footerImage = 'EQUAL'; }), file: HEARTH, pointer: '/orgMetaData/footer/footerImage', says: 'orgMetaData.footer.footerImage: write one of "EHL", "EOL" or "OTHER"' },
  { rule: 'org file name and orgCode differ', mistake: () => editJson(HEARTH, (d) => { d.orgCode = 'HEARTHS'; }), file: HEARTH, pointer: '/orgCode', says: 'orgCode: write "HEARTH", the file\'s name (or name the file HEARTHS.json)' },
  { rule: 'an org without the HELOC product', mistake: () => editJson(HEARTH, (d) => { d.orgMetaData.products = { HELOAN: d.orgMetaData.products.HELOC }; }), file: HEARTH, pointer: '/orgMetaData/products', says: 'orgMetaData.products: add "HELOC"' },
  { rule: 'org e-mail that is no address', mistake: () => editJson(HEARTH, (d) => { d.support.email = 'support at hearth'; }), file: HEARTH, pointer: '/support/email', says: 'support.email: write an e-mail address, like support@lender.example' },
  { rule: 'a week of six days', mistake: () => editJson(HEARTH, (d) => { d.operatingHours.OPS_CHAT.pop(); }), file: HEARTH, pointer: '/operatingHours/OPS_CHAT', says: 'operatingHours.OPS_CHAT: write seven days, MONDAY to SUNDAY, each once' },
  { rule: 'an APR outside the range offered', mistake: () => editJson(HEARTH, (d) => { d.orgPricingData[1].aprGrid[0].byMaxCltv[0].apr = 5; }), file: HEARTH, pointer: '/orgPricingData/1/aprGrid/0/byMaxCltv/0/apr', says: 'orgPricingData[1].aprGrid[0].byMaxCltv[0].apr: write a number of at least 7.6' },
  { rule: 'logo name of a type the portal does not serve', mistake: () => editJson(HEARTH, (d) => { d.theme.logo = 'hearth.gif'; }), file: HEARTH, pointer: '/theme/logo', says: 'theme.logo: write the file name of the logo in public/logos/' },

  // lender rules
  { rule: 'smallest line above the largest', mistake: () => editJson(HEARTH, (d) => { d.orgPricingData[0].lineAmount = { min: 300000, max: 250000 }; }), file: HEARTH, pointer: '/orgPricingData/0/lineAmount/min', says: 'lineAmount.min: 300000 is above the largest line 250000, so no line can be offered' },
  { rule: 'origination fee above its own maximum', mistake: () => editJson(HEARTH, (d) => { d.orgPricingData[2].fees.originationPct = 4.5; d.orgPricingData[2].fees.originationPctMax = 3; }), file: HEARTH, pointer: '/orgPricingData/2/fees/originationPct', says: 'fees.originationPct: 4.5% is above originationPctMax 3%' },
  { rule: 'two lenders on one host', mistake: () => editJson('orgs/EVERGREEN_CU.json', (d) => { d.baseUrl = 'https://HELOC.hearth-lending.example/start'; }), file: 'orgs/EVERGREEN_CU.json', pointer: '/baseUrl', says: 'baseUrl: heloc.hearth-lending.example is already the address of the lender in orgs/HEARTH.json' },
  { rule: 'partner code the platform does not know', mistake: () => editJson('orgs/QUORUM_FCU.json', (d) => { d.partnerCode = 'QUORAM'; }), file: 'orgs/QUORUM_FCU.json', pointer: '/partnerCode', says: 'partnerCode: "QUORAM" is no partner organisation code (did you mean "QUORUM"?)' },
  { rule: 'listed-for-sale rule that does not exist', mistake: () => editJson(HEARTH, (d) => { d.underwriting = { listedForSale: 'ALLOW' }; }), file: HEARTH, pointer: '/underwriting/listedForSale', says: 'underwriting.listedForSale: write one of "DECLINE" or "REVIEW"' },
  { rule: 'loan officer required with no originators', mistake: () => editJson('orgs/EVERGREEN_CU.json', (d) => { d.originators = []; }), file: 'orgs/EVERGREEN_CU.json', pointer: '/originator/loanOfficerRequired', says: 'lists no originators, so nobody can apply' },
  { rule: 'logo file missing', mistake: () => remove('public/logos/hearth.svg'), file: HEARTH, pointer: '/theme/logo', says: 'theme.logo: public/logos/hearth.svg does not exist' },
  { rule: 'logo file not an image', mistake: () => writeFileSync(join(root, 'public/logos/hearth.svg'), 'not a picture'), file: HEARTH, pointer: '/theme/logo', says: 'public/logos/hearth.svg is not a readable SVG image' },
  { rule: 'accent colour too faint (WCAG AA)', mistake: () => editJson(HEARTH, (d) => { d.theme.colors.accent = '#f0f0f0'; }), file: HEARTH, pointer: '/theme/colors/accent', says: /theme\.colors\.accent: #f0f0f0 on background #ffffff has a contrast of 1\.\d\d:1, below the 3:1 WCAG AA asks for borders and marks of controls/ },
  { rule: 'text colour too faint (WCAG AA)', mistake: () => editJson(HEARTH, (d) => { d.theme.colors.textMuted = '#aaaaaa'; }), file: HEARTH, pointer: '/theme/colors/textMuted', says: 'below the 4.5:1 WCAG AA asks for text' },
  { rule: 'canonicalOrgCode names no lender', mistake: () => editJson('orgs/HEARTH_NY.json', (d) => { d.canonicalOrgCode = 'HERATH'; }), file: 'orgs/HEARTH_NY.json', pointer: '/canonicalOrgCode', says: 'canonicalOrgCode: "HERATH" is no lender\'s orgCode (did you mean "HEARTH"?)' },
  { rule: 'weekday number disagrees with its day', mistake: () => editJson(HEARTH, (d) => { d.operatingHours.OPS_CHAT[5].weekdayValue = 7; }), file: HEARTH, pointer: '/operatingHours/OPS_CHAT/5/weekdayValue', says: 'SATURDAY is day 6 of the week (Monday is 1): write 6' },
  { rule: 'a day closing before it opens', mistake: () => editJson(HEARTH, (d) => { d.operatingHours.OPS_PHONE[1].endTime = '05:00'; }), file: HEARTH, pointer: '/operatingHours/OPS_PHONE/1/endTime', says: 'TUESDAY closes at 05:00, not after it opens at 06:00' },
  { rule: 'one referral id for two originators', mistake: () => editJson('orgs/HARBORSTONE_BANK.json', (d) => { d.originators[0].uuid = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b'; }), file: 'orgs/HEARTH.json', pointer: '/originators/0/uuid', says: 'is already the referral id of an originator in orgs/HARBORSTONE_BANK.json' },
  { rule: 'org copy override of a key that does not exist', mistake: () => editJson(HEARTH, (d) => { d.copy = { strings: { 'footer.term': 'Terms' } }; }), file: HEARTH, pointer: '/copy/strings/footer.term', says: 'copy.strings: "footer.term" is no copy key (did you mean "footer.terms"?)' },
  { rule: 'org screen override pointing at no text', mistake: () => editJson(HEARTH, (d) => { d.copy = { screens: { 'start-profile': { '/ui/x-screen/titel': 'Hi' } } }; }), file: HEARTH, pointer: '/copy/screens/start-profile/~1ui~1x-screen~1titel', says: 'names no text of schemas/screens/start-profile.ui.json' },
  { rule: 'org flag that is not declared', mistake: () => editJson(HEARTH, (d) => { d.flags = { 'fe-webchats': { enabled: true } }; }), file: HEARTH, pointer: '/flags/fe-webchats', says: 'flags: "fe-webchats" is not declared in flows/feature-flags.json (did you mean "fe-webchat"?)' },
  { rule: 'org flag variable of the wrong kind', mistake: () => editJson(HEARTH, (d) => { d.flags = { 'fe-heloc-maintenance': { enabled: true, variables: { shouldShowDashboardLink: 'yes' } } }; }), file: HEARTH, pointer: '/flags/fe-heloc-maintenance/variables/shouldShowDashboardLink', says: 'write true or false, as flows/feature-flags.json declares it, not text' },
  { rule: 'flags file variable of the wrong kind', mistake: () => editJson('flows/feature-flags.json', (d) => { d.flags['fe-heloc-maintenance'].variables.shouldShowDashboardLink = 'false'; }), file: 'flows/feature-flags.json', pointer: '/flags/fe-heloc-maintenance/variables/shouldShowDashboardLink', says: 'flags.fe-heloc-maintenance.variables.shouldShowDashboardLink: write true or false' },
  { rule: 'org flag variable that does not exist', mistake: () => editJson(HEARTH, (d) => { d.flags = { 'fe-heloc-maintenance': { enabled: true, variables: { title: 'Down' } } }; }), file: HEARTH, pointer: '/flags/fe-heloc-maintenance/variables/title', says: 'the flag has no such variable' },

  // form schemas, strictly
  { rule: 'invalid regular expression in a pattern', mistake: () => editJson(NAME, (d) => { d.properties.firstName.pattern = '^[A-Za-z'; }), file: NAME, pointer: '/properties/firstName/pattern', says: 'firstName: the pattern "^[A-Za-z" is not a valid regular expression' },
  { rule: 'misspelt type', mistake: () => editJson('schemas/registration/income-info.schema.json', (d) => { d.properties.statedIncome.type = 'nubmer'; }), file: 'schemas/registration/income-info.schema.json', pointer: '/properties/statedIncome/type', says: 'statedIncome: "nubmer" is not a type (did you mean "number"?)' },
  { rule: 'unknown keyword', mistake: () => editJson(NAME, (d) => { d.properties.lastName.maxLenght = 50; }), file: NAME, pointer: '/properties/lastName/maxLenght', says: '"maxLenght" is not a JSON Schema keyword, so it checks nothing and the validator refuses the file (did you mean "maxLength"?)' },
  { rule: 'required names no field', mistake: () => editJson(NAME, (d) => { d.required.push('nickname'); }), file: NAME, pointer: '/required/2', says: '"nickname" is required but is no field of this form, so every answer is refused' },
  { rule: 'const of the wrong type can never be chosen', mistake: () => editJson('schemas/registration/login-info.schema.json', (d) => { d.properties.agreeToTerms.const = 'true'; }), file: 'schemas/registration/login-info.schema.json', pointer: '/properties/agreeToTerms/const', says: 'agreeToTerms: "true" is not true or false, so this choice can never be accepted' },
  { rule: 'const outside its own enum', mistake: () => editJson(NAME, (d) => { d.properties.suffix.const = 'Esq.'; }), file: NAME, pointer: '/properties/suffix/const', says: 'const "Esq." is not among the enum values, so nothing can pass' },
  { rule: 'enum value its own length limit refuses', mistake: () => editJson(NAME, (d) => { d.properties.suffix.maxLength = 2; }), file: NAME, pointer: '/properties/suffix/enum/0', says: 'suffix: "Jr." is longer than maxLength 2, so this choice can never be accepted' },
  { rule: 'enum that is not a list', mistake: () => editJson('schemas/registration/sale-status.schema.json', (d) => { d.properties.saleStatus.enum = 'NOT_SELLING'; }), file: 'schemas/registration/sale-status.schema.json', pointer: '/properties/saleStatus/enum', says: 'saleStatus: write enum as a list of the values to offer' },
  { rule: 'a condition naming a value the field never offers', mistake: () => editJson('schemas/screens/start-hmda.schema.json', (d) => { d.properties.hmda.properties.raceAsian.items.enum[6] = 'Other asian'; }), file: 'schemas/screens/start-hmda.schema.json', pointer: '/properties/hmda/allOf/8/then/properties/raceAsian/contains/const', says: 'hmda.raceAsian: this condition names "Other Asian", which the field never offers, so it can never match (did you mean "Other asian"?)' },
  { rule: 'lower limit above upper limit', mistake: () => editJson(NAME, (d) => { d.properties.firstName.minLength = 60; }), file: NAME, pointer: '/properties/firstName/minLength', says: 'minLength 60 is above maxLength 50, so no answer can pass' },
  { rule: 'unknown format', mistake: () => editJson('schemas/registration/birthdate.schema.json', (d) => { d.properties.dob.format = 'day'; }), file: 'schemas/registration/birthdate.schema.json', pointer: '/properties/dob/format', says: 'dob: "day" is not a format the validator knows' },
  { rule: '$ref to nothing', mistake: () => editJson(NAME, (d) => { d.properties.middleName = { $ref: '#/definitions/name' }; }), file: NAME, pointer: '/properties/middleName/$ref', says: 'middleName: "#/definitions/name" points at nothing in this file' },
  { rule: 'form object left open to any field', mistake: () => editJson('schemas/screens/start-profile.schema.json', (d) => { d.properties.borrower.additionalProperties = true; }), file: 'schemas/screens/start-profile.schema.json', pointer: '/properties/borrower/additionalProperties', says: 'borrower: add "additionalProperties": false' },
  { rule: 'free text with no length limit', mistake: () => editJson(NAME, (d) => { delete d.properties.middleName.maxLength; }), file: NAME, pointer: '/properties/middleName', says: 'middleName: add a "maxLength" (for example 100)' },
  { rule: 'enumeration value the product does not know', mistake: () => editJson('schemas/conditions/BANK_ACCOUNT_FRAUD_REVIEW.schema.json', (d) => { d.properties.documentType.oneOf[0].const = 'BANK_STATMENT'; }), file: 'schemas/conditions/BANK_ACCOUNT_FRAUD_REVIEW.schema.json', pointer: '/properties/documentType/oneOf/0/const', says: 'documentType: "BANK_STATMENT" is not a known documentType (did you mean "BANK_STATEMENT"?)' },
  { rule: 'US state code that does not exist', mistake: () => editJson('schemas/registration/property-info.schema.json', (d) => { d.properties.address.properties.state.enum[0] = 'AX'; }), file: 'schemas/registration/property-info.schema.json', pointer: '/properties/address/properties/state/enum/0', says: 'address.state: "AX" is not a known state' },
  { rule: 'a keyword of the wrong kind (writeOnly)', mistake: () => editJson('schemas/screens/start-contact.schema.json', (d) => { d.properties.ssn.writeOnly = 'yes'; }), file: 'schemas/screens/start-contact.schema.json', pointer: '/properties/ssn/writeOnly', says: 'ssn: writeOnly: write true or false, not "yes"' },
  { rule: 'a length that is not a whole number', mistake: () => editJson(NAME, (d) => { d.properties.firstName.maxLength = '50'; }), file: NAME, pointer: '/properties/firstName/maxLength', says: 'firstName: maxLength: write a whole number of 0 or more, not "50"' },
  { rule: 'form schema meta: missing title', mistake: () => editJson(NAME, (d) => { delete d.title; }), file: NAME, pointer: '', says: 'the file: add "title"' },

  // UI schemas name what the schema has
  { rule: 'UI settings for a field the schema lacks', mistake: () => editJson(NAME_UI, (d) => { d.firstNmae = d.firstName; delete d.firstName; }), file: NAME_UI, pointer: '/firstNmae', says: '"firstNmae" is no field of this form (did you mean "firstName"?)' },
  { rule: 'ui:order naming no field', mistake: () => editJson(NAME_UI, (d) => { d['ui:order'][1] = 'midName'; }), file: NAME_UI, pointer: '/ui:order/1', says: 'ui:order names "midName", which is no field of this form' },
  { rule: 'ui:order leaving a field out', mistake: () => editJson(NAME_UI, (d) => { d['ui:order'].pop(); }), file: NAME_UI, pointer: '/ui:order', says: 'ui:order leaves out "suffix", so the form cannot be drawn' },
  { rule: 'x-errors message for a rule the field lacks', mistake: () => editJson(NAME_UI, (d) => { d.suffix['x-errors'].maxLength = 'Too long'; }), file: NAME_UI, pointer: '/suffix/x-errors/maxLength', says: 'x-errors has a message for "maxLength", but the field has no maxLength rule' },
  { rule: 'widget option naming no field', mistake: () => editJson('schemas/screens/identity-document.ui.json', (d) => { d.documentUuid['ui:options'].documentTypeField = 'docType'; }), file: 'schemas/screens/identity-document.ui.json', pointer: '/documentUuid/ui:options/documentTypeField', says: 'option documentTypeField names "docType", which is no field of this form' },
  { rule: 'a note on an answer the field cannot take', mistake: () => editJson('schemas/screens/start-contact.ui.json', (d) => { d.ownershipType['ui:options'].answerNotes.JOINT_WITH_SPOSE = 'x'; }), file: 'schemas/screens/start-contact.ui.json', pointer: '/ownershipType/ui:options/answerNotes/JOINT_WITH_SPOSE', says: 'answerNotes has a note for "JOINT_WITH_SPOSE", which is no answer of this field (did you mean "JOINT_WITH_SPOUSE"?)' },
  { rule: 'widget that is not registered', mistake: () => editJson(NAME_UI, (d) => { d.suffix['ui:widget'] = 'selekt'; }), file: NAME_UI, pointer: '/suffix/ui:widget', says: 'ui:widget: "selekt" is no registered widget (did you mean "select"?)' },
  { rule: 'x-screen of the wrong form', mistake: () => editJson('schemas/screens/start-contact.ui.json', (d) => { d['x-screen'].store = 'a b'; }), file: 'schemas/screens/start-contact.ui.json', pointer: '/x-screen/store', says: 'x-screen.store: write a key in letters and digits' },

  // flows and screens
  { rule: 'screen event no transition takes', mistake: () => editJson('schemas/screens/start-contact.ui.json', (d) => { d['x-screen'].event = 'submitContacts'; }), file: 'schemas/screens/start-contact.ui.json', pointer: '/x-screen/event', says: 'sends "submitContacts", which state' },
  { rule: 'a registration screen event its step does not take', mistake: () => editJson('schemas/registration/name.ui.json', (d) => { d['x-screen'].event = 'nxt'; }), file: 'schemas/registration/name.ui.json', pointer: '/x-screen/event', says: 'sends "nxt", which state "name" of flows/registration.flow.json (showing this screen) has no transition for (did you mean "next"?)' },
  { rule: 'a form state whose screen sends no event', mistake: () => editJson('schemas/screens/start-profile.ui.json', (d) => { delete d['x-screen'].event; }), file: 'schemas/screens/start-profile.ui.json', pointer: '/x-screen', says: 'x-screen: state "profile" shows this screen and is left only by "submitProfile"' },
  { rule: 'a UI schema without its screen copy', mistake: () => editJson('schemas/conditions/MISSING_PHONE_NUMBER.ui.json', (d) => { delete d['x-screen']; }), file: 'schemas/conditions/MISSING_PHONE_NUMBER.ui.json', pointer: '', says: 'the file: add "x-screen" (Copy and layout of the whole screen)' },
  { rule: 'a condition category without its pair', mistake: () => { remove('schemas/conditions/MISSING_PHONE_NUMBER.schema.json'); remove('schemas/conditions/MISSING_PHONE_NUMBER.ui.json'); }, file: 'schemas/conditions/MISSING_PHONE_NUMBER.schema.json', pointer: '', says: 'condition category "MISSING_PHONE_NUMBER" has no schema pair' },
  {
    rule: 'a condition pair named after no category',
    mistake: () => {
      for (const half of ['schema', 'ui']) cpSync(join(root, `schemas/conditions/GENERIC_DOCUMENT_REQUEST.${half}.json`), join(root, `schemas/conditions/GENERIC_DOCUMENT_REQUESTS.${half}.json`));
    },
    file: 'schemas/conditions/GENERIC_DOCUMENT_REQUESTS.schema.json', pointer: '', says: '"GENERIC_DOCUMENT_REQUESTS" is no condition category (did you mean "GENERIC_DOCUMENT_REQUEST"?)',
  },
  { rule: 'progress step the sidebar does not draw', mistake: () => editJson('flows/applicant.flow.json', (d) => { d.states.profile.progressStep = 'basicInformation'; }), file: 'flows/applicant.flow.json', pointer: '/states/profile/progressStep', says: 'states.profile.progressStep: "basicInformation" is no step of the progress sidebar' },
  { rule: 'flow guard that is not registered', mistake: () => editJson('flows/registration.flow.json', (d) => { d.states.birthdate.transitions[0].guard = 'signedIn'; }), file: 'flows/registration.flow.json', pointer: '/states/birthdate/transitions/0/guard', says: 'states.birthdate.transitions[0].guard: "signedIn" is no registered guard (did you mean "registrationSignedIn"?)' },

  // copy
  { rule: 'copy key used by code deleted (progress.basicInfo)', mistake: () => editJson('schemas/copy/en.json', (d) => { delete d['progress.basicInfo']; }), file: 'schemas/copy/en.json', pointer: '/progress.basicInfo', says: /"progress\.basicInfo" is shown by src\/product\/progress\.ts:\d+:\d+ but has no text: add "progress\.basicInfo"/ },
  { rule: 'copy key used by code deleted (footer.terms)', mistake: () => editJson('schemas/copy/en.json', (d) => { delete d['footer.terms']; }), file: 'schemas/copy/en.json', pointer: '/footer.terms', says: /"footer\.terms" is shown by src\/portal\/shell\/footer\.tsx:\d+:\d+ but has no text/ },
  { rule: 'chatbot answer placeholder that does not exist', mistake: () => editJson('flows/chatbot-knowledge.json', (d) => { d.entries[0].answer += ' From {minAPR}.'; }), file: 'flows/chatbot-knowledge.json', pointer: '/entries/0/answer', says: '{minAPR} is no value the chatbot can fill in (did you mean "minApr"?)' },
  { rule: 'org rewording of a chatbot answer with an unknown placeholder', mistake: () => editJson(HEARTH, (d) => { d.copy = { strings: { 'chatbot.fallback': 'Call {telephone}.' } }; }), file: HEARTH, pointer: '/copy/strings/chatbot.fallback', says: '{telephone} is no value the chatbot can fill in' },
  { rule: 'two chatbot answers with one id', mistake: () => editJson('flows/chatbot-knowledge.json', (d) => { d.entries[1].id = d.entries[0].id; }), file: 'flows/chatbot-knowledge.json', pointer: '/entries/1/id', says: 'is already the id of entries[0]' },
  { rule: 'a form rule without a plain message', mistake: () => editJson('schemas/screens/credit-social.ui.json', (d) => { delete d.ssn['x-errors'].pattern; }), file: 'schemas/screens/credit-social.schema.json', pointer: '/properties/ssn/pattern', says: 'ssn: the pattern rule has no plain message, so people would read the validator\'s own words: add "x-errors": { "pattern": "<what to write>" } at schemas/screens/credit-social.ui.json#/ssn' },
  { rule: 'a generic rule message removed from the copy', mistake: () => editJson('schemas/copy/en.json', (d) => { delete d['validation.maxItems']; }), file: 'schemas/screens/insurance-proof.schema.json', pointer: '/properties/documentUuids/maxItems', says: 'documentUuids: the maxItems rule has no plain message' },
  { rule: 'x-errors message for something that is no keyword', mistake: () => editJson(NAME_UI, (d) => { d.firstName['x-errors'].tooLong = 'Too long'; }), file: NAME_UI, pointer: '/firstName/x-errors', says: '"tooLong" cannot be a key here: write a JSON Schema keyword of the field' },
  { rule: 'a placeholder the code does not fill in', mistake: () => editJson('schemas/copy/en.json', (d) => { d['footer.availability'] = 'Available in {state}.'; }), file: 'schemas/copy/en.json', pointer: '/footer.availability', says: 'footer.availability: {state} is no value the code fills in here (src/portal/shell/footer.tsx:' },
  { rule: 'an org rewording with a placeholder the code does not fill in', mistake: () => editJson(HEARTH, (d) => { d.copy = { strings: { 'signing.supportIntro': 'Call {telephone}.' } }; }), file: HEARTH, pointer: '/copy/strings/signing.supportIntro', says: '{telephone} is no value the code fills in here' },
  { rule: 'a condition without its text', mistake: () => editJson('schemas/conditions/REVIEW_TRUST_REQUIREMENTS.ui.json', (d) => { delete d['x-condition']; }), file: 'schemas/conditions/REVIEW_TRUST_REQUIREMENTS.ui.json', pointer: '/x-condition/text', says: 'x-condition.text: write the text shown with the condition' },
  { rule: 'a condition text placeholder that is not filled in', mistake: () => editJson('schemas/conditions/HELOC_MANUAL_PAYSTUB_UPLOAD.ui.json', (d) => { d['x-condition'].text = d['x-condition'].text.replace('{count}', '{number}'); }), file: 'schemas/conditions/HELOC_MANUAL_PAYSTUB_UPLOAD.ui.json', pointer: '/x-condition/text', says: 'x-condition.text: {number} is no value filled in here' },
  { rule: 'a step notice for a state that does not exist', mistake: () => editJson('schemas/copy/en.json', (d) => { d['notice.docVerfy.title'] = d['notice.docVerify.title']; delete d['notice.docVerify.title']; }), file: 'schemas/copy/en.json', pointer: '/notice.docVerfy.title', says: 'notice.docVerfy.title: "docVerfy" is no state of flows/applicant.flow.json (did you mean "docVerify"?), so this text is never shown' },
  { rule: 'a sandbox hint for a screen that does not exist', mistake: () => editJson('schemas/copy/en.json', (d) => { d['sandbox.incomeReviews'] = d['sandbox.incomeReview']; delete d['sandbox.incomeReview']; }), file: 'schemas/copy/en.json', pointer: '/sandbox.incomeReviews', says: 'sandbox.incomeReviews: "incomeReviews" is no screen (in camel case) (did you mean "incomeReview"?)' },
  { rule: 'a meta-schema that cannot be compiled', mistake: () => editJson('schemas/meta/status-routes.schema.json', (d) => { d.type = 'objekt'; }), file: 'schemas/meta/status-routes.schema.json', pointer: '', says: 'this meta-schema cannot be compiled, so the files it describes go unchecked' },
  { rule: 'a file of the wrong shape is reported, not stumbled on', mistake: () => editJson('flows/status-routes.json', (d) => { d.routes = {}; }), file: 'flows/status-routes.json', pointer: '/routes', says: 'routes: write a list [ ... ]' },
  { rule: 'copy value that is not text', mistake: () => editJson('schemas/copy/en.json', (d) => { d['footer.terms'] = 12; }), file: 'schemas/copy/en.json', pointer: '/footer.terms', says: 'footer.terms: write text in double quotes' },
];

describe('content:check rules, one broken copy of the content each', () => {
  let pristine: string;
  beforeAll(() => {
    pristine = mkdtempSync(join(tmpdir(), 'content-pristine-'));
    for (const d of ['schemas', 'flows', 'orgs', 'public']) cpSync(d, join(pristine, d), { recursive: true });
  });
  afterAll(() => rmSync(pristine, { recursive: true, force: true }));

  it(`keeps at least 40 rules (${RULES.length})`, () => {
    expect(RULES.length).toBeGreaterThanOrEqual(40);
    expect(checkContentAt(pristine).problems).toEqual([]);
  });

  it.each(RULES)('$rule', ({ mistake, file, pointer, says }) => {
    root = mkdtempSync(join(tmpdir(), 'content-rule-'));
    try {
      cpSync(pristine, root, { recursive: true });
      mistake();
      const problems = checkContentAt(root).problems.filter((p) => p.file === file && p.pointer === pointer);
      expect(problems.map(formatProblem), checkContentAt(root).problems.map(formatProblem).join('\n')).toContainEqual(typeof says === 'string' ? expect.stringContaining(says) : expect.stringMatching(says));
      // a file the check could read has every report placed at a line and column
      if (!file.startsWith('schemas/conditions/MISSING')) expect(problems.every((p) => typeof p.line === 'number' && typeof p.column === 'number')).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the server refuses broken content with the same report', () => {
    root = mkdtempSync(join(tmpdir(), 'content-rule-'));
    try {
      cpSync(pristine, root, { recursive: true });
      editJson(HEARTH, (d) => { d.support.phone = 'call us'; });
      expect(() => ContentService.load({ root, flagsFile: join(root, 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' }))
        .toThrow(/orgs\/HEARTH\.json:\d+:\d+ \/support\/phone: support\.phone: write 10 digits, like 8775550142/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
