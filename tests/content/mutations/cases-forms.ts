import type { Mutation } from './harness';

const PROFILE = 'schemas/screens/start-profile.schema.json';
const PROFILE_UI = 'schemas/screens/start-profile.ui.json';
const SALE = 'schemas/registration/sale-status.schema.json';
const SALE_UI = 'schemas/registration/sale-status.ui.json';
const INCOME = 'schemas/registration/income-info.schema.json';
const INCOME_UI = 'schemas/registration/income-info.ui.json';
const PHONE = 'schemas/conditions/MISSING_PHONE_NUMBER.schema.json';
const PHONE_UI = 'schemas/conditions/MISSING_PHONE_NUMBER.ui.json';
const NOTE = 'schemas/forms/agent-note.schema.json';
const NOTE_UI = 'schemas/forms/agent-note.ui.json';
const SOCIAL = 'schemas/screens/credit-social.schema.json';
const SOCIAL_UI = 'schemas/screens/credit-social.ui.json';

/** Mistakes in the schema pairs of screens, registration steps, conditions and staff forms. */
export const FORM_MUTATIONS: Mutation[] = [
  // data schemas
  { kind: 'screens', mistake: 'a misspelt type', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.type = 'strng'; }), file: SOCIAL, pointer: '/properties/ssn/type', says: /"strng" is not a type \(did you mean "string"\?\)/ },
  { kind: 'screens', mistake: 'a duplicate enum value', make: (d) => d.edit(PROFILE, (s) => { s.properties.borrower.properties.name.properties.suffix.enum.push('Jr.'); }), file: PROFILE, pointer: '/properties/borrower/properties/name/properties/suffix/enum/6', says: /"Jr\." is listed twice/ },
  { kind: 'screens', mistake: 'a circular $ref', make: (d) => d.edit(SOCIAL, (s) => { s.definitions = { a: { $ref: '#/definitions/b' }, b: { $ref: '#/definitions/a' } }; s.properties.ssn = { $ref: '#/definitions/a' }; }), file: SOCIAL, pointer: /^\/(properties\/ssn|definitions\/[ab])\/\$ref$/, says: /leads back to itself/ },
  { kind: 'screens', mistake: 'a $ref to nothing', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn = { $ref: '#/definitions/ssn' }; }), file: SOCIAL, pointer: '/properties/ssn/$ref', says: /points at nothing in this file/ },
  { kind: 'screens', mistake: 'a pattern that is no regular expression', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.pattern = '^[0-9{3}$'; }), file: SOCIAL, pointer: '/properties/ssn/pattern', says: /pattern/ },
  { kind: 'screens', mistake: 'a minLength above the maxLength', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.minLength = 20; }), file: SOCIAL, pointer: /\/properties\/ssn/, says: /minLength|no answer|never/ },
  { kind: 'screens', mistake: 'a required field the form does not have', make: (d) => d.edit(SOCIAL, (s) => { s.required.push('ssnConfirm'); }), file: SOCIAL, pointer: '/required/1', says: /"ssnConfirm"/ },
  { kind: 'screens', mistake: 'an unknown keyword', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.maxLenght = 11; }), file: SOCIAL, pointer: '/properties/ssn/maxLenght', says: /"maxLenght" is not a JSON Schema keyword/ },
  { kind: 'screens', mistake: 'an open object', make: (d) => d.edit(SOCIAL, (s) => { delete s.additionalProperties; }), file: SOCIAL, pointer: '', says: /additionalProperties/ },
  { kind: 'screens', mistake: 'a free string with no length limit', make: (d) => d.edit(SOCIAL, (s) => { delete s.properties.ssn.maxLength; }), file: SOCIAL, pointer: '/properties/ssn', says: /maxLength/ },
  { kind: 'screens', mistake: 'an unknown format', make: (d) => d.edit(PROFILE, (s) => { s.properties.borrower.properties.dob.format = 'birthday'; }), file: PROFILE, pointer: '/properties/borrower/properties/dob/format', says: /"birthday"/ },
  { kind: 'screens', mistake: 'a state field offering no US state', make: (d) => d.edit(PROFILE, (s) => { s.properties.property.properties.address.properties.state.enum.push('XX'); }), file: PROFILE, pointer: /\/properties\/property\/properties\/address\/properties\/state\/enum/, says: /"XX"/ },
  { kind: 'screens', mistake: 'a type that is a number', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.type = 7; }), file: SOCIAL, pointer: '/properties/ssn/type', says: /7 is not a type/ },
  { kind: 'screens', mistake: 'a maxLength of text', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.maxLength = 'eleven'; }), file: SOCIAL, pointer: '/properties/ssn/maxLength', says: /write a whole number/ },
  { kind: 'screens', mistake: 'a schema pair without its UI schema', make: (d) => d.remove(SOCIAL_UI), file: SOCIAL, pointer: '', says: /no matching \.ui\.json/ },
  { kind: 'screens', mistake: 'a file that is not JSON', make: (d) => d.replace(SOCIAL, '"type": "object",', '"type": "object"'), file: SOCIAL, pointer: /.*/, says: /not valid JSON/ },
  { kind: 'screens', mistake: 'a key written twice', make: (d) => d.replace(SOCIAL, '"type": "object",', '"type": "object", "type": "object",'), file: SOCIAL, pointer: /.*/, says: /twice/ },
  { kind: 'screens', mistake: 'an enum of one type under another', make: (d) => d.edit(SALE, (s) => { s.properties.saleStatus.type = 'integer'; }), file: SALE, pointer: /\/properties\/saleStatus/, says: /NOT_SELLING|integer|never/ },
  // UI schemas against their schema
  { kind: 'ui', mistake: 'ui:enumNames shorter than the enum', make: (d) => d.edit(SALE_UI, (u) => { u.saleStatus['ui:enumNames'].pop(); }), file: SALE_UI, pointer: '/saleStatus/ui:enumNames', says: /2 names for the 3 answers.*"LISTED_FOR_SALE" would be shown with no name/ },
  { kind: 'ui', mistake: 'ui:enumNames longer than the enum', make: (d) => d.edit(SALE_UI, (u) => { u.saleStatus['ui:enumNames'].push('Maybe'); }), file: SALE_UI, pointer: '/saleStatus/ui:enumNames', says: /4 names for the 3 answers/ },
  { kind: 'ui', mistake: 'ui:enumNames naming two answers alike', make: (d) => d.edit(SALE_UI, (u) => { u.saleStatus['ui:enumNames'][2] = u.saleStatus['ui:enumNames'][1]; }), file: SALE_UI, pointer: '/saleStatus/ui:enumNames/2', says: /names two answers/ },
  { kind: 'ui', mistake: 'ui:enumNames on a field with no answers', make: (d) => d.edit(INCOME_UI, (u) => { u.statedIncome['ui:enumNames'] = ['Low', 'High']; }), file: INCOME_UI, pointer: '/statedIncome/ui:enumNames', says: /no list of answers/ },
  { kind: 'ui', mistake: 'settings for a field the schema does not have', make: (d) => d.edit(INCOME_UI, (u) => { u.statedIncom = { 'ui:widget': 'money' }; }), file: INCOME_UI, pointer: '/statedIncom', says: /"statedIncom" is no field of this form \(did you mean "statedIncome"\?\)/ },
  { kind: 'ui', mistake: 'ui:order naming a field twice', make: (d) => d.edit(NOTE_UI, (u) => { u['ui:order'] = ['body', 'body']; }), file: NOTE_UI, pointer: '/ui:order/1', says: /names "body" twice/ },
  { kind: 'ui', mistake: 'ui:order naming no field', make: (d) => d.edit(NOTE_UI, (u) => { u['ui:order'] = ['body', 'title']; }), file: NOTE_UI, pointer: '/ui:order/1', says: /"title", which is no field/ },
  { kind: 'ui', mistake: 'ui:order leaving a field out', make: (d) => d.edit(PROFILE_UI, (u) => { u['ui:order'] = ['borrower', 'property']; }), file: PROFILE_UI, pointer: '/ui:order', says: /leaves out "softCreditConsent"/ },
  { kind: 'ui', mistake: 'an unregistered widget', make: (d) => d.edit(INCOME_UI, (u) => { u.statedIncome['ui:widget'] = 'mony'; }), file: INCOME_UI, pointer: '/statedIncome/ui:widget', says: /"mony" is no registered widget \(did you mean "money"\?\)/ },
  { kind: 'ui', mistake: 'a standard widget for another type', make: (d) => d.edit(SALE_UI, (u) => { u.saleStatus['ui:widget'] = 'checkbox'; }), file: SALE_UI, pointer: '/saleStatus/ui:widget', says: /does not draw a field of type "string"/ },
  { kind: 'ui', mistake: 'a project widget for another type', make: (d) => d.edit(PHONE_UI, (u) => { u.phoneNumber['ui:widget'] = 'money'; }), file: PHONE_UI, pointer: '/phoneNumber/ui:widget', says: /ui:widget "money" does not draw a field of type "string"/ },
  { kind: 'ui', mistake: 'an amount drawn as a phone number', make: (d) => d.edit(INCOME_UI, (u) => { u.statedIncome['ui:widget'] = 'phone'; }), file: INCOME_UI, pointer: '/statedIncome/ui:widget', says: /ui:widget "phone" does not draw a field of type "integer".*"money"/ },
  { kind: 'ui', mistake: 'an unregistered field', make: (d) => d.edit(INCOME_UI, (u) => { u.statedIncome['ui:field'] = 'moneyField'; }), file: INCOME_UI, pointer: '/statedIncome/ui:field', says: /no registered field/ },
  { kind: 'ui', mistake: 'an x-errors message for a rule the field lacks', make: (d) => d.edit(INCOME_UI, (u) => { u.statedIncome['x-errors'].pattern = 'Digits only'; }), file: INCOME_UI, pointer: '/statedIncome/x-errors/pattern', says: /no pattern rule/ },
  { kind: 'ui', mistake: 'an answer note for no answer', make: (d) => d.edit(SALE_UI, (u) => { u.saleStatus['ui:options'] = { answerNotes: { SOLD: 'Sold already' } }; }), file: SALE_UI, pointer: '/saleStatus/ui:options/answerNotes/SOLD', says: /"SOLD", which is no answer/ },
  { kind: 'ui', mistake: 'a rule left without a plain message', make: (d) => d.edit(NOTE, (s) => { s.properties.body.pattern = '\\S'; }), file: NOTE, pointer: '/properties/body/pattern', says: /the pattern rule has no plain message/ },
  { kind: 'ui', mistake: 'an event no state showing the screen takes', make: (d) => d.edit('schemas/screens/liens.ui.json', (u) => { u['x-screen'].event = 'underwrit'; }), file: 'schemas/screens/liens.ui.json', pointer: '/x-screen/event', says: /"underwrit".*\(did you mean "underwrite"\?\)/ },
  { kind: 'ui', mistake: 'a UI schema that is a list', make: (d) => d.write(INCOME_UI, '[]'), file: INCOME_UI, pointer: /.*/, says: /object/ },
  { kind: 'ui', mistake: 'a UI schema without its data schema', make: (d) => d.remove(INCOME), file: INCOME, pointer: '', says: /has no matching \.schema\.json/ },
  // registration, conditions, forms
  { kind: 'registration', mistake: 'a minimum above the maximum', make: (d) => d.edit(INCOME, (s) => { s.properties.statedIncome.minimum = 200000000; }), file: INCOME, pointer: /\/properties\/statedIncome/, says: /minimum|never|no answer/ },
  { kind: 'registration', mistake: 'a required field spelt differently', make: (d) => d.edit(INCOME, (s) => { s.required = ['statedIncom']; }), file: INCOME, pointer: '/required/0', says: /"statedIncom"/ },
  { kind: 'registration', mistake: 'a step with no title', make: (d) => d.edit(INCOME_UI, (u) => { delete u['x-screen'].title; }), file: INCOME_UI, pointer: /x-screen/, says: /title/ },
  { kind: 'conditions', mistake: 'a condition pair for no category', make: (d) => d.write('schemas/conditions/MISSING_EMAIL.schema.json', d.texts[PHONE] as string).write('schemas/conditions/MISSING_EMAIL.ui.json', d.texts[PHONE_UI] as string), file: 'schemas/conditions/MISSING_EMAIL.schema.json', pointer: '', says: /"MISSING_EMAIL" is no condition category/ },
  { kind: 'conditions', mistake: 'a condition text with an unknown placeholder', make: (d) => d.edit(PHONE_UI, (u) => { u['x-condition'].text = 'Call {lenderPhone} if you need help.'; }), file: PHONE_UI, pointer: '/x-condition/text', says: /\{lenderPhone\} is no value filled in here/ },
  { kind: 'conditions', mistake: 'a condition without its text', make: (d) => d.edit(PHONE_UI, (u) => { delete u['x-condition']; }), file: PHONE_UI, pointer: '/x-condition/text', says: /write the text shown with the condition/ },
  { kind: 'conditions', mistake: 'a category removed', make: (d) => d.remove(PHONE).remove(PHONE_UI), file: PHONE, pointer: '', says: /condition category "MISSING_PHONE_NUMBER" has no schema pair/ },
  { kind: 'conditions', mistake: 'a pattern with no message', make: (d) => d.edit(PHONE_UI, (u) => { delete u.phoneNumber['x-errors'].pattern; }), file: PHONE, pointer: '/properties/phoneNumber/pattern', says: /the pattern rule has no plain message/ },
  { kind: 'forms', mistake: 'a note with no length limit', make: (d) => d.edit(NOTE, (s) => { delete s.properties.body.maxLength; }), file: NOTE, pointer: '/properties/body', says: /maxLength/ },
  { kind: 'forms', mistake: 'a form that takes any field', make: (d) => d.edit(NOTE, (s) => { s.additionalProperties = true; }), file: NOTE, pointer: /additionalProperties|^$/, says: /additionalProperties|closed|any/ },
  { kind: 'forms', mistake: 'an x-errors message for a rule the note lacks', make: (d) => d.edit(NOTE_UI, (u) => { u.body['x-errors'].format = 'Write text'; }), file: NOTE_UI, pointer: '/body/x-errors/format', says: /no format rule/ },
  { kind: 'forms', mistake: 'a form $id two forms share', make: (d) => d.edit(NOTE, (s) => { s.$id = 'shared'; }).edit('schemas/forms/login.schema.json', (s) => { s.$id = 'shared'; }), file: 'schemas/forms/login.schema.json', pointer: '/$id', says: /already has the \$id "shared"/ },
  { kind: 'screens', mistake: 'a field title left empty', make: (d) => d.edit(SOCIAL, (s) => { s.properties.ssn.title = ' '; }), file: SOCIAL, pointer: '/properties/ssn/title', says: /the title is empty, so the field would be shown with no label/ },
  { kind: 'screens', mistake: 'a dependency on a field the form does not have', make: (d) => d.edit(SOCIAL, (s) => { s.dependencies = { ssnConfirm: ['ssn'] }; }), file: SOCIAL, pointer: '/dependencies/ssnConfirm', says: /"ssnConfirm" is no field of this form, so this rule never applies/ },
  { kind: 'screens', mistake: 'a dependency requiring a field the form does not have', make: (d) => d.edit(SOCIAL, (s) => { s.dependencies = { ssn: ['ssnConfirm'] }; }), file: SOCIAL, pointer: '/dependencies/ssn/0', says: /"ssnConfirm" is required once "ssn" is answered but is no field/ },
];
