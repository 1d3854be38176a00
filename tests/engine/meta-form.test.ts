import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metaSubSchema, screenTextSlots, slotForm } from '../../src/engine/meta-form';
import type { JsonObject, ScreenPair } from '../../src/engine/types';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as JsonObject;
const uiMeta = read('schemas/meta/ui.schema.json');
const screenMeta = read('schemas/meta/screen.schema.json');
const pair: ScreenPair = {
  id: 'start-profile', file: 'schemas/screens/start-profile.schema.json',
  schema: read('schemas/screens/start-profile.schema.json'), ui: read('schemas/screens/start-profile.ui.json'),
};

describe('editor forms made from the meta-schemas', () => {
  it("offers a screen's texts (marked x-copy) at the pointers org overrides use, and not its event or field rules", () => {
    const slots = screenTextSlots(pair, uiMeta, screenMeta);
    const byPointer = Object.fromEntries(slots.map((s) => [s.pointer, s]));
    expect(byPointer['/ui/x-screen/title']).toMatchObject({ kind: 'Page title', value: "Let's confirm your details" });
    expect(byPointer['/ui/x-screen/submitText']).toMatchObject({ kind: 'Button label', value: 'Check my rate' });
    expect(byPointer['/ui/x-screen/intro']?.multiline).toBe(true);
    expect(byPointer['/ui/x-screen/event']).toBeUndefined();
    expect(byPointer['/schema/properties/borrower/properties/name/properties/firstName/title']).toMatchObject({ field: 'First name', kind: 'Label' });
    expect(slots.some((s) => s.pointer.includes('x-errors') || s.pointer.endsWith('ui:autocomplete'))).toBe(false);
  });

  it('makes one labelled text field per slot', () => {
    const slots = screenTextSlots(pair, uiMeta, screenMeta);
    const form = slotForm(slots, { title: 'Texts', submitText: 'Save now' });
    const props = form.schema.properties as Record<string, JsonObject>;
    expect(Object.keys(props)).toHaveLength(slots.length);
    expect(props.text0).toMatchObject({ type: 'string', title: 'Page title' });
  });

  it('takes a sub-schema of a meta-schema with its definitions, so its $refs resolve', () => {
    const state = metaSubSchema(read('schemas/meta/flow.schema.json'), '/properties/states/additionalProperties', 'State');
    expect(state.title).toBe('State');
    expect((state.properties as JsonObject).transitions).toMatchObject({ items: { $ref: '#/definitions/transition' } });
    expect(state.definitions).toHaveProperty('transition');
  });
});
