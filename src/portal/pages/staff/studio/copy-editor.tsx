import { useMemo, useState } from 'react';
import { setAtPointer } from '../../../../engine/json-pointer';
import { screenTextSlots, slotForm, slotKey } from '../../../../engine/meta-form';
import { resolveScreen } from '../../../../engine/org';
import { isObject, type Json, type JsonObject, type ScreenPair } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { META } from './meta-schemas';
import { StudioForm } from './studio-form';
import { jsonText, uiFileOf, useStudio } from './studio-state';

/**
 * The texts of a screen as a form made from the UI and screen meta-schemas. For every lender the
 * texts are written into the screen's files; for one lender, as that lender's copy overrides (only
 * the texts that differ from the screen's own).
 */
export function CopyEditor({ pair, orgCode }: { pair: ScreenPair; orgCode?: string }) {
  const copy = useCopy();
  const studio = useStudio();
  const org = orgCode ? studio.index.orgs[orgCode] : undefined;
  const baseSlots = useMemo(() => screenTextSlots(pair, META.ui, META.screen), [pair]);
  const shown = useMemo(() => (org ? screenTextSlots(resolveScreen(pair, org), META.ui, META.screen) : baseSlots), [pair, org, baseSlots]);
  const form = useMemo(() => slotForm(baseSlots, { title: copy('studio.copy.heading'), submitText: copy('studio.save.now') }), [baseSlots, copy]);
  const [data, setData] = useState<JsonObject>(() => Object.fromEntries(shown.map((s, i) => [slotKey(i), s.value])));
  const files = org ? [org.file] : [pair.file, uiFileOf(pair.file)];
  const editable = files.every((f) => studio.canEdit(f));

  const write = (next: JsonObject) => {
    setData(next);
    const value = (i: number) => (typeof next[slotKey(i)] === 'string' ? (next[slotKey(i)] as string) : '');
    if (org) {
      const doc = studio.files[org.file];
      if (!isObject(doc)) return;
      const docCopy: JsonObject = isObject(doc.copy) ? doc.copy : {};
      const screens: JsonObject = isObject(docCopy.screens) ? { ...docCopy.screens } : {};
      const existing = screens[pair.id];
      const overrides: Record<string, Json> = isObject(existing) ? { ...existing } : {};
      baseSlots.forEach((slot, i) => {
        if (value(i) === slot.value || value(i) === '') delete overrides[slot.pointer];
        else overrides[slot.pointer] = value(i);
      });
      if (Object.keys(overrides).length) screens[pair.id] = overrides;
      else delete screens[pair.id];
      studio.setText(org.file, jsonText(setAtPointer(doc, '/copy', { ...docCopy, screens })));
      return;
    }
    let both: JsonObject = { schema: studio.files[pair.file] ?? pair.schema, ui: studio.files[uiFileOf(pair.file)] ?? pair.ui };
    baseSlots.forEach((slot, i) => {
      if (value(i) !== slot.value) both = setAtPointer(both, slot.pointer, value(i));
    });
    if (JSON.stringify(both.schema) !== JSON.stringify(studio.files[pair.file])) studio.setText(pair.file, jsonText(both.schema));
    if (JSON.stringify(both.ui) !== JSON.stringify(studio.files[uiFileOf(pair.file)])) studio.setText(uiFileOf(pair.file), jsonText(both.ui));
  };

  if (!editable) return <p>{copy('studio.copy.readOnly')}</p>;
  if (!baseSlots.length) return <p>{copy('studio.copy.none')}</p>;
  return (
    <div className="studio-copy">
      <p className="field__description">{org ? copy('studio.copy.forLender', { brand: org.orgBrand }) : copy('studio.copy.forEvery')}</p>
      <StudioForm name="copy" schema={form.schema} ui={form.ui} formData={data} onChange={write} onSubmit={() => void studio.flush()} />
    </div>
  );
}
