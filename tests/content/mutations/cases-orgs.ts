import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Doc, Draft, Mutation } from './harness';

const HEARTH = 'orgs/HEARTH.json';
const QUORUM = 'orgs/QUORUM_FCU.json';
const NEW = 'orgs/NEW_LENDER.json';
const COPY = 'schemas/copy/en.json';

/** A new lender's file made as people make one: a copy of Hearth's, renamed, with its own code, host and logo. */
const newLender = (d: Draft, change: (o: Doc) => void = () => undefined) => {
  const o = d.json(HEARTH);
  Object.assign(o, { orgCode: 'NEW_LENDER', canonicalOrgCode: 'NEW_LENDER', orgBrand: 'New Lender', baseUrl: 'https://heloc.new-lender.example' });
  delete o.originators;
  change(o);
  d.write(NEW, JSON.stringify(o, null, 2));
};
const pricing = (o: Doc, key: string) => o.orgPricingData.find((p: Doc) => key in p);

/** Mistakes in lenders' files, their pricing, colours and logos, and in the copy. */
export const ORG_MUTATIONS: Mutation[] = [
  // lenders against each other
  { kind: 'orgs', mistake: 'a new lender reusing an existing host', make: (d) => newLender(d, (o) => { o.baseUrl = 'https://heloc.hearth-lending.example/apply'; }), file: NEW, pointer: '/baseUrl', says: /heloc\.hearth-lending\.example is already the address of the lender in orgs\/HEARTH\.json/ },
  { kind: 'orgs', mistake: 'an existing lender given another lender\'s host', make: (d) => d.edit(QUORUM, (o) => { o.baseUrl = 'https://heloc.hearth-lending.example'; }), file: QUORUM, pointer: '/baseUrl', says: /already the address of the lender in orgs\/HEARTH\.json/ },
  { kind: 'orgs', mistake: 'a lender whose file sorts first given another lender\'s host', make: (d) => d.edit('orgs/ALL_IN_CU.json', (o) => { o.baseUrl = 'https://heloc.quorum-fcu.example'; }), file: 'orgs/ALL_IN_CU.json', pointer: '/baseUrl', says: /heloc\.quorum-fcu\.example is already the address of the lender in orgs\/QUORUM_FCU\.json/ },
  { kind: 'orgs', mistake: 'a new lender keeping the copied orgCode', make: (d) => newLender(d, (o) => { o.orgCode = 'HEARTH'; }), file: NEW, pointer: '/orgCode', says: /"HEARTH" is already the code of the lender in orgs\/HEARTH\.json/ },
  { kind: 'orgs', mistake: 'a second file of an existing lender under a name no code can have', make: (d) => d.write('orgs/hearth-copy.json', d.texts[HEARTH] as string), file: 'orgs/hearth-copy.json', pointer: '', says: /"hearth-copy\.json" is no name for a lender's file/ },
  { kind: 'orgs', mistake: 'a file named after a code it does not hold', make: (d) => newLender(d, (o) => { o.orgCode = 'NEWLENDER'; o.canonicalOrgCode = 'NEWLENDER'; }), file: NEW, pointer: '/orgCode', says: /write "NEW_LENDER", the file's name/ },
  { kind: 'orgs', mistake: 'a canonical code of no lender', make: (d) => d.edit('orgs/HEARTH_NY.json', (o) => { o.canonicalOrgCode = 'HEART'; }), file: 'orgs/HEARTH_NY.json', pointer: '/canonicalOrgCode', says: /"HEART" is no lender's orgCode \(did you mean "HEARTH"\?\)/ },
  { kind: 'orgs', mistake: 'a canonical code that is itself a variant', make: (d) => d.edit('orgs/HEARTH_NY.json', (o) => { o.canonicalOrgCode = 'HEARTH_CRYPTO'; }), file: 'orgs/HEARTH_NY.json', pointer: '/canonicalOrgCode', says: /"HEARTH_CRYPTO" is itself a variant of "HEARTH".*write "HEARTH"/ },
  { kind: 'orgs', mistake: 'an originator id another lender uses', make: (d) => d.edit(QUORUM, (o) => { o.originators = [d.json(HEARTH).originators[0]]; }), file: QUORUM, pointer: '/originators/0/uuid', says: /already the referral id of an originator in orgs\/HEARTH\.json/ },
  // within one lender
  { kind: 'orgs', mistake: 'a phone number of the wrong form', make: (d) => d.edit(HEARTH, (o) => { o.support.phone = '888-819-638'; }), file: HEARTH, pointer: '/support/phone', says: /write 10 digits/ },
  { kind: 'orgs', mistake: 'a licensed state that is no state', make: (d) => d.edit(HEARTH, (o) => { o.licensedStates.push('XX'); }), file: HEARTH, pointer: /\/licensedStates\/\d+/, says: /licensedStates\[51\]: write one of "AL"/ },
  { kind: 'orgs', mistake: 'a required part left out', make: (d) => d.edit(HEARTH, (o) => { delete o.support; }), file: HEARTH, pointer: /^(\/support)?$/, says: /support/ },
  { kind: 'orgs', mistake: 'a lender that closes before it opens', make: (d) => d.edit(HEARTH, (o) => { o.operatingHours.OPS_PHONE[0].endTime = '05:00'; }), file: HEARTH, pointer: '/operatingHours/OPS_PHONE/0/endTime', says: /closes at 05:00, not after it opens at 06:00/ },
  { kind: 'orgs', mistake: 'a day listed twice', make: (d) => d.edit(HEARTH, (o) => { o.operatingHours.OPS_PHONE[1] = { ...o.operatingHours.OPS_PHONE[0] }; }), file: HEARTH, pointer: '/operatingHours/OPS_PHONE/1/weekday', says: /MONDAY is listed twice/ },
  { kind: 'orgs', mistake: 'a weekday with the wrong number', make: (d) => d.edit(HEARTH, (o) => { o.operatingHours.OPS_PHONE[0].weekdayValue = 0; }), file: HEARTH, pointer: '/operatingHours/OPS_PHONE/0/weekdayValue', says: /MONDAY is day 1 of the week/ },
  { kind: 'orgs', mistake: 'referrals required with no originators', make: (d) => d.edit(QUORUM, (o) => { o.originator.loanOfficerRequired = true; delete o.originators; }), file: QUORUM, pointer: '/originator/loanOfficerRequired', says: /lists no originators, so nobody can apply/ },
  { kind: 'orgs', mistake: 'an unknown partner code', make: (d) => d.edit(QUORUM, (o) => { o.partnerCode = 'SOMEONE'; }), file: QUORUM, pointer: '/partnerCode', says: /"SOMEONE" is no partner organisation code/ },
  { kind: 'orgs', mistake: 'an e-mail address with no domain', make: (d) => d.edit(HEARTH, (o) => { o.support.email = 'support@'; }), file: HEARTH, pointer: '/support/email', says: /e-?mail|address/ },
  // pricing
  { kind: 'pricing', mistake: 'two credit tiers with the same lowest score', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid[2].minCreditScore = 720; }), file: HEARTH, pointer: /\/orgPricingData\/\d+\/aprGrid\/2\/minCreditScore/, says: /720 is already the lowest score of the tier before, so the two tiers overlap/ },
  { kind: 'pricing', mistake: 'credit tiers out of order', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid.reverse(); }), file: HEARTH, pointer: /\/aprGrid\/1\/minCreditScore/, says: /list the tiers from the highest score down/ },
  { kind: 'pricing', mistake: 'two brackets with the same limit', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid[0].byMaxCltv[1].maxCltv = 70; }), file: HEARTH, pointer: /\/aprGrid\/0\/byMaxCltv\/1\/maxCltv/, says: /already the limit of the bracket before, so the two overlap/ },
  { kind: 'pricing', mistake: 'brackets out of order', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid[1].byMaxCltv.reverse(); }), file: HEARTH, pointer: /\/aprGrid\/1\/byMaxCltv\/1\/maxCltv/, says: /below the bracket before/ },
  { kind: 'pricing', mistake: 'a tier whose brackets stop short of the lender\'s maxCltv', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid[3].byMaxCltv.pop(); }), file: HEARTH, pointer: /\/aprGrid\/3\/byMaxCltv$/, says: /ends at 80%, below the lender's maxCltv of 90%/ },
  { kind: 'pricing', mistake: 'the lowest tier above the lender\'s minimum score', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid.pop(); }), file: HEARTH, pointer: /\/orgPricingData\/\d+\/aprGrid$/, says: /lowest tier starts at a score of 680, above the lender's minCreditScore of 640/ },
  { kind: 'pricing', mistake: 'a pricing key written in two parts', make: (d) => d.edit(HEARTH, (o) => { o.orgPricingData.push({ maxCltv: 85 }); }), file: HEARTH, pointer: /\/orgPricingData\/4\/maxCltv/, says: /maxCltv is already written in orgPricingData\[3\]/ },
  { kind: 'pricing', mistake: 'a Texas limit above the lender\'s own', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'maxCltv').maxCltv = 75; pricing(o, 'aprGrid').aprGrid.forEach((t: Doc) => { t.byMaxCltv = t.byMaxCltv.slice(0, 1); }); }), file: HEARTH, pointer: /\/texasMaxCltv$/, says: /80% is above the lender's own maxCltv of 75%/ },
  { kind: 'pricing', mistake: 'a term listed twice', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'termsYears').termsYears.push(10); }), file: HEARTH, pointer: /\/termsYears\/4$/, says: /10 years is listed twice/ },
  { kind: 'pricing', mistake: 'a smallest line above the largest', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'lineAmount').lineAmount = { min: 300000, max: 200000 }; }), file: HEARTH, pointer: /\/lineAmount\/min$/, says: /300000 is above the largest line 200000/ },
  { kind: 'pricing', mistake: 'an origination fee above its own maximum', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'fees').fees.originationPct = 4.5; pricing(o, 'fees').fees.originationPctMax = 3; }), file: HEARTH, pointer: /\/fees\/originationPct$/, says: /4\.5% is above originationPctMax 3%/ },
  { kind: 'pricing', mistake: 'an APR beyond the spec\'s range', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'aprGrid').aprGrid[0].byMaxCltv[0].apr = 5.5; }), file: HEARTH, pointer: /\/aprGrid\/0\/byMaxCltv\/0\/apr$/, says: /7\.6/ },
  { kind: 'pricing', mistake: 'a largest line beyond the spec\'s', make: (d) => d.edit(HEARTH, (o) => { pricing(o, 'lineAmount').lineAmount.max = 500000; }), file: HEARTH, pointer: /\/lineAmount\/max$/, says: /400000|400,000/ },
  // colours as the stylesheets draw them
  { kind: 'colours', mistake: 'a colour that is no colour', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.primary = 'blue'; }), file: HEARTH, pointer: '/theme/colors/primary', says: /write a hex colour/ },
  { kind: 'colours', mistake: 'a pale primary colour', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.primary = '#7fb2e5'; }), file: HEARTH, pointer: '/theme/colors/primary', says: /#7fb2e5 on background #ffffff has a contrast of/ },
  { kind: 'colours', mistake: 'a primary that passes on the background but not on the surface a hover draws', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.primary = '#5a8fd0'; o.theme.colors.surface = '#e3eaf3'; }), file: HEARTH, pointer: '/theme/colors/primary', says: /#5a8fd0 on surface #e3eaf3 has a contrast of 2\.76:1, below the 3:1 WCAG AA asks for borders and marks of controls/ },
  { kind: 'colours', mistake: 'white text on a pale button', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.onPrimary = '#a0a0a0'; }), file: HEARTH, pointer: '/theme/colors/onPrimary', says: /on primary #0b5cab has a contrast of/ },
  { kind: 'colours', mistake: 'a faint muted text', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.textMuted = '#9aa3ad'; }), file: HEARTH, pointer: '/theme/colors/textMuted', says: /below the 4\.5:1 WCAG AA asks for text/ },
  { kind: 'colours', mistake: 'a faint border', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.border = '#d0d4d9'; }), file: HEARTH, pointer: '/theme/colors/border', says: /below the 3:1 WCAG AA asks for borders and marks of controls/ },
  { kind: 'colours', mistake: 'a pale focus colour', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.accent = '#ffd27a'; }), file: HEARTH, pointer: '/theme/colors/accent', says: /below the 3:1/ },
  { kind: 'colours', mistake: 'an error colour too light for text', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.error = '#f08080'; }), file: HEARTH, pointer: '/theme/colors/error', says: /below the 4\.5:1/ },
  { kind: 'colours', mistake: 'a dark background under dark text', make: (d) => d.edit(HEARTH, (o) => { o.theme.colors.background = '#333333'; }), file: HEARTH, pointer: /\/theme\/colors\/(text|background|textMuted|primary|link|border)/, says: /on background #333333/ },
  // logos
  { kind: 'logos', mistake: 'a logo file that does not exist', make: (d) => d.edit(HEARTH, (o) => { o.theme.logo = 'hearth-new.svg'; }), file: HEARTH, pointer: '/theme/logo', says: /public\/logos\/hearth-new\.svg does not exist/ },
  { kind: 'logos', mistake: 'a lender\'s logo deleted', make: (d) => rmSync(join(d.assets(), 'hearth.svg')), file: HEARTH, pointer: '/theme/logo', says: /public\/logos\/hearth\.svg does not exist/ },
  { kind: 'logos', mistake: 'a logo that is not an image', make: (d) => writeFileSync(join(d.assets(), 'hearth.svg'), 'Hearth'), file: HEARTH, pointer: '/theme/logo', says: /is not a readable SVG image/ },
  { kind: 'logos', mistake: 'a logo of a type the portal does not serve', make: (d) => d.edit(HEARTH, (o) => { o.theme.logo = 'hearth.gif'; }), file: HEARTH, pointer: '/theme/logo', says: /hearth\.gif is not an image the portal serves/ },
  { kind: 'logos', mistake: 'a PNG logo that is something else', make: (d) => { writeFileSync(join(d.assets(), 'quorum.png'), '<svg></svg>'); d.edit(QUORUM, (o) => { o.theme.logo = 'quorum.png'; }); }, file: QUORUM, pointer: '/theme/logo', says: /not a readable PNG image/ },
  // copy
  { kind: 'copy', mistake: 'a copy key the code shows, deleted', make: (d) => d.edit(COPY, (c) => { delete c['footer.availability']; }), file: COPY, pointer: '/footer.availability', says: /"footer\.availability" is shown by src\// },
  { kind: 'copy', mistake: 'a misspelt placeholder the code fills in', make: (d) => d.edit(COPY, (c) => { c['footer.availability'] = 'Available in {state}.'; }), file: COPY, pointer: '/footer.availability', says: /\{state\} is no value the code fills in here/ },
  { kind: 'copy', mistake: 'a lender\'s rewording with a misspelt placeholder', make: (d) => d.edit(HEARTH, (o) => { o.copy = { strings: { 'footer.availability': 'Lending in {stats}.' } }; }), file: HEARTH, pointer: '/copy/strings/footer.availability', says: /\{stats\} is no value the code fills in here.*\{states\}/ },
  { kind: 'copy', mistake: 'a lender\'s rewording of no copy key', make: (d) => d.edit(HEARTH, (o) => { o.copy = { strings: { 'footer.avaliability': 'Lending in {states}.' } }; }), file: HEARTH, pointer: '/copy/strings/footer.avaliability', says: /"footer\.avaliability" is no copy key \(did you mean "footer\.availability"\?\)/ },
  { kind: 'copy', mistake: 'a lender\'s rewording of no screen', make: (d) => d.edit(HEARTH, (o) => { o.copy = { screens: { lien: { '/ui/x-screen/title': 'Your loans' } } }; }), file: HEARTH, pointer: '/copy/screens/lien', says: /"lien" is no screen \(did you mean "liens"\?\)/ },
  { kind: 'copy', mistake: 'a lender\'s rewording of a schema rule', make: (d) => d.edit(HEARTH, (o) => { o.copy = { screens: { liens: { '/schema/title': 'Loans' } } }; }), file: HEARTH, pointer: '/copy/screens/liens/~1schema~1title', says: /must point into the screen's \/ui document|point into/ },
  { kind: 'copy', mistake: 'a lender\'s rewording of no text', make: (d) => d.edit(HEARTH, (o) => { o.copy = { screens: { liens: { '/ui/x-screen/titel': 'Loans' } } }; }), file: HEARTH, pointer: '/copy/screens/liens/~1ui~1x-screen~1titel', says: /names no text of schemas\/screens\/liens\.ui\.json/ },
  { kind: 'copy', mistake: 'a copy text left empty', make: (d) => d.edit(COPY, (c) => { c['dashboard.title'] = ''; }), file: COPY, pointer: '/dashboard.title', says: /the text is empty, so nothing would be shown/ },
  { kind: 'copy', mistake: 'a lender\'s copy text left empty', make: (d) => d.edit(QUORUM, (o) => { o.copy = { ...(o.copy ?? {}), strings: { ...(o.copy?.strings ?? {}), 'dashboard.title': ' ' } }; }), file: QUORUM, pointer: '/copy/strings/dashboard.title', says: /the text is empty/ },
  { kind: 'copy', mistake: 'a copy value that is not text', make: (d) => d.edit(COPY, (c) => { c['footer.availability'] = ['Available']; }), file: COPY, pointer: '/footer.availability', says: /text|string/ },
  { kind: 'copy', mistake: 'a lender\'s chatbot answer with an unknown placeholder', make: (d) => d.edit(HEARTH, (o) => { o.copy = { strings: { 'chatbot.fallback': 'Ask {agent}.' } }; }), file: HEARTH, pointer: '/copy/strings/chatbot.fallback', says: /\{agent\} is no value the chatbot can fill in/ },
];
