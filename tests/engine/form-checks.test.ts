import { describe, expect, it } from 'vitest';
import copy from '../../schemas/copy/en.json';
import { checkScreen } from '../../src/engine/check';
import type { JsonObject, Problem } from '../../src/engine/types';
import { productNames } from '../../src/product/content-rules';
import { checkCompiles, formFormats } from '../../src/server/content/check-compiles';

/**
 * content:check reads a form as rjsf draws it: every valid schema and UI schema the renderer supports
 * passes, and what it cannot draw or check is refused at its place, in a sentence that says what to write.
 */

const known = { ...productNames(), effects: [], formats: formFormats() };
const strings = copy as Record<string, string>;
const FILE = 'docs/gallery/sample.schema.json';
const UI_FILE = 'docs/gallery/sample.ui.json';

/** Every problem content:check finds in a form: its own checks, then the compilers'. */
function problemsOf(schema: JsonObject, ui: JsonObject): Problem[] {
  const pair = { id: 'gallery/sample', file: FILE, schema: { type: 'object', title: 'Sample', additionalProperties: false, ...schema }, ui: { 'x-screen': { title: 'Sample' }, ...ui } };
  const own = checkScreen(pair, known, strings, true);
  return [...own, ...checkCompiles([pair], new Set(own.map((p) => p.file)))];
}
const said = (problems: Problem[]) => problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`);

const text = { type: 'string', maxLength: 40 };
const address = { type: 'object', additionalProperties: false, required: ['street'], properties: { street: text, zip: { type: 'string', pattern: '^[0-9]{5}$', maxLength: 5 } } };
const node = (ref: string) => ({ type: 'object', additionalProperties: false, properties: { name: text, children: { type: 'array', maxItems: 3, items: { $ref: ref } } } });
const zipMessage = { 'x-errors': { pattern: 'Enter 5 digits' } };

describe('content:check accepts the forms the renderer draws', () => {
  it('UI settings of fields reached through a $ref, each use with its own', () => {
    expect(said(problemsOf(
      { $defs: { address }, properties: { billing: { $ref: '#/$defs/address' }, shipping: { $ref: '#/$defs/address' } } },
      { billing: { street: { 'ui:placeholder': '1 Main St' }, zip: zipMessage }, shipping: { zip: zipMessage } },
    ))).toEqual([]);
  });

  it('a recursive tree, reached directly and as a choice of a oneOf, with UI settings down its levels', () => {
    expect(said(problemsOf(
      { definitions: { node: node('#/definitions/node') }, properties: { tree: { $ref: '#/definitions/node' }, branch: { oneOf: [{ $ref: '#/definitions/node' }, { type: 'null' }] } } },
      { tree: { name: { 'ui:help': 'At the top' }, children: { items: { name: { 'ui:placeholder': 'A child' } } } }, branch: { name: {} } },
    ))).toEqual([]);
  });

  it('fields added by allOf, anyOf, if/then/else, dependencies of both forms, patternProperties and additionalProperties', () => {
    const flag = { type: 'boolean' };
    expect(said(problemsOf({
      properties: {
        kind: { type: 'string', enum: ['a', 'b'] },
        open: { type: 'object', maxProperties: 5, patternProperties: { '^x-': { type: 'object', additionalProperties: false, properties: { note: text } } }, additionalProperties: { type: 'object', additionalProperties: false, properties: { label: text } } },
        pets: { type: 'boolean' },
        petName: text,
      },
      allOf: [{ properties: { fromAllOf: text } }],
      anyOf: [{ properties: { fromAnyOf: flag } }, { properties: { fromAnyOf: text } }],
      if: { properties: { kind: { const: 'a' } }, required: ['kind'] },
      then: { properties: { fromThen: text } },
      else: { properties: { fromElse: text } },
      dependencies: { pets: ['petName'], petName: { properties: { petKind: text } } },
    }, {
      fromAllOf: { 'ui:title': 'All' }, fromAnyOf: {}, fromThen: {}, fromElse: {}, petKind: {},
      petName: { 'x-errors': { required: 'Name your pet' } },
      open: { additionalProperties: { note: { 'ui:title': 'Note' }, label: {} } },
    }))).toEqual([]);
  });

  it('a list of fixed places with settings per place and for the items after them', () => {
    expect(said(problemsOf(
      { properties: { contact: { type: 'array', maxItems: 4, items: [text, { type: 'string', format: 'email', maxLength: 100 }], additionalItems: { type: 'string', pattern: '^[0-9]{10}$', maxLength: 10 } } } },
      { contact: { items: [{ 'ui:placeholder': 'Name' }, { 'ui:widget': 'email' }], additionalItems: { 'x-errors': { pattern: 'Enter 10 digits' } } } },
    ))).toEqual([]);
  });

  it('rjsf\'s standard widgets and fields by the type they draw', () => {
    expect(said(problemsOf(
      { properties: { age: { type: 'integer', minimum: 0, maximum: 120 }, colour: { type: 'string', format: 'color', maxLength: 7 }, tags: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } } } },
      { age: { 'ui:widget': 'updown' }, colour: { 'ui:widget': 'color', 'x-errors': { format: 'Choose a colour' } }, tags: { 'ui:widget': 'checkboxes', 'ui:field': 'ArrayField' } },
    ))).toEqual([]);
  });
});

describe('content:check refuses what the renderer cannot draw, at its place', () => {
  const cases: { rule: string; schema: JsonObject; ui?: JsonObject; file?: string; pointer: string; says: string }[] = [
    { rule: 'UI settings for no field of a referenced definition', schema: { $defs: { address }, properties: { billing: { $ref: '#/$defs/address' } } }, ui: { billing: { stret: {}, zip: zipMessage } }, file: UI_FILE, pointer: '/billing/stret', says: 'billing: "stret" is no field of this form (did you mean "street"?)' },
    { rule: 'settings for a place a list of fixed places does not have', schema: { properties: { pair: { type: 'array', items: [text, text], additionalItems: false } } }, ui: { pair: { items: [{}, {}, { 'ui:title': 'Third' }] } }, file: UI_FILE, pointer: '/pair/items/2', says: 'pair[2]: the list has 2 fixed places, so settings for place 3 apply to nothing' },
    { rule: 'a list of settings for a list whose items are alike', schema: { properties: { tags: { type: 'array', maxItems: 3, items: text } } }, ui: { tags: { items: [{}] } }, file: UI_FILE, pointer: '/tags/items', says: 'tags: a list of settings gives each fixed place of a list its own, but this list\'s items are all alike ("items" in the schema is one schema): write one object of settings for every item' },
    { rule: 'settings for further items a list does not take', schema: { properties: { pair: { type: 'array', items: [text], additionalItems: false } } }, ui: { pair: { additionalItems: {} } }, file: UI_FILE, pointer: '/pair/additionalItems', says: 'pair: the list takes no items after its fixed places ("additionalItems" in the schema is no schema), so these settings apply to nothing: remove them' },
    { rule: 'a $ref to a definition that does not exist', schema: { $defs: { address }, properties: { billing: { $ref: '#/$defs/adress' } } }, pointer: '/properties/billing/$ref', says: 'billing: "#/$defs/adress" points at nothing in this file (did you mean "#/$defs/address"?)' },
    { rule: 'a $ref outside the file', schema: { properties: { billing: { $ref: 'address.json#/street' } } }, pointer: '/properties/billing/$ref', says: 'billing: "address.json#/street" points outside this file, where the form cannot follow it' },
    { rule: 'the form referring to itself with nothing in between', schema: { $ref: '#' }, pointer: '/$ref', says: 'the form: "#" leads back to itself before reaching any field or list item, so checking an answer would never end' },
    { rule: 'a definition that is only a reference to itself', schema: { $defs: { loop: { $ref: '#/$defs/loop' } }, properties: { a: { $ref: '#/$defs/loop' } } }, pointer: '/$defs/loop/$ref', says: 'a: "#/$defs/loop" leads back to itself before reaching any field or list item' },
    { rule: 'an $id inside the form', schema: { properties: { a: { $id: 'inner', ...text } } }, pointer: '/properties/a/$id', says: 'a: an $id inside the form makes "#" mean this part for the validator but the whole file for the form' },
    { rule: 'a value listed twice in an enum', schema: { properties: { suffix: { type: 'string', enum: ['Jr.', 'Sr.', 'Jr.'] } } }, pointer: '/properties/suffix/enum/2', says: 'suffix: "Jr." is listed twice in enum (first as enum[0]), which the validator refuses: remove one' },
    { rule: 'a standard widget on a field of another type', schema: { properties: { name: text } }, ui: { name: { 'ui:widget': 'updown' } }, file: UI_FILE, pointer: '/name/ui:widget', says: 'name: ui:widget "updown" does not draw a field of type "string", so the form could not be drawn: write one of "text"' },
    { rule: 'a widget nobody registered', schema: { properties: { name: text } }, ui: { name: { 'ui:widget': 'texbox' } }, file: UI_FILE, pointer: '/name/ui:widget', says: 'ui:widget: "texbox" is no registered widget' },
    { rule: 'a field nobody registered', schema: { properties: { name: text } }, ui: { name: { 'ui:field': 'StringFeild' } }, file: UI_FILE, pointer: '/name/ui:field', says: 'ui:field: "StringFeild" is no registered field (did you mean "StringField"?)' },
    { rule: 'a referenced definition describing user data is held to the form rules', schema: { $defs: { open: { type: 'object', properties: { note: { type: 'string' } } } }, properties: { a: { $ref: '#/$defs/open' } } }, pointer: '/$defs/open/properties/note', says: 'a.note: add a "maxLength"' },
    { rule: 'a rule of a fixed place without a plain message', schema: { properties: { pair: { type: 'array', items: [text, { type: 'string', pattern: '^x$', maxLength: 1 }], additionalItems: false } } }, pointer: '/properties/pair/items/1/pattern', says: `pair[1]: the pattern rule has no plain message, so people would read the validator's own words: add "x-errors": { "pattern": "<what to write>" } at ${UI_FILE}#/pair/items/1` },
    { rule: 'a rule inside a definition without a plain message for one of its uses', schema: { $defs: { address }, properties: { billing: { $ref: '#/$defs/address' }, shipping: { $ref: '#/$defs/address' } } }, ui: { billing: { zip: zipMessage } }, pointer: '/$defs/address/properties/zip/pattern', says: `shipping.zip: the pattern rule has no plain message, so people would read the validator's own words: add "x-errors": { "pattern": "<what to write>" } at ${UI_FILE}#/shipping/zip` },
    { rule: 'an open object without a bound on its entries', schema: { properties: { notes: { type: 'object', additionalProperties: text } } }, pointer: '/properties/notes', says: 'notes: add a "maxProperties"' },
    { rule: 'a name listed twice in required (the JSON Schema meta-schema refuses it)', schema: { required: ['a', 'a'], properties: { a: text } }, pointer: '/required/0', says: 'the form cannot be compiled, so every answer to it would fail: required: entries 1 and 0 are the same: remove one' },
    { rule: 'a choice whose $data reaches above it (the page checks each choice by itself)', schema: { properties: { lo: text, hi: { oneOf: [{ type: 'string', maxLength: 40, const: { $data: '1/lo' } }, { type: 'null' }] } } }, ui: { hi: { 'x-errors': { const: 'Repeat it' } } }, pointer: '/properties/hi/oneOf/0', says: 'this choice cannot be checked by itself, as the form does to pick the choice that fits an answer: a {"$data": ...} here reaches 1 level up' },
  ];

  it.each(cases)('$rule', ({ schema, ui = {}, file = FILE, pointer, says }) => {
    const found = problemsOf(schema, ui);
    expect(said(found), said(found).join('\n')).toContainEqual(expect.stringContaining(`${file} ${pointer}: ${says}`));
  });
});
