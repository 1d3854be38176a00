import { useMemo, type ReactNode } from 'react';
import { SchemaForm } from '../../../../renderer/schema-form';
import { RendererContentContext, useRendererContent, type RendererContent } from '../../../../renderer/content-context';
import type { JsonObject, ScreenPair } from '../../../../engine/types';

/**
 * The studio renders with the real SchemaForm and widgets, over content the browser has not
 * bundled (a draft, a form made from a meta-schema). A schema the bundle precompiled keeps its
 * validator; any other passes every value: a preview sends nothing, and the studio's own forms are
 * judged by the content check the server runs on every draft save.
 */
const alwaysValid = Object.assign(() => true, { errors: null });
const acceptAll = new Proxy({}, { get: (_t, key) => (key === 'then' ? undefined : alwaysValid) }) as Record<string, unknown>;

/** A short stable hash of a JSON document, so a changed schema gets a new form id (validators are cached by id). */
export function hashOf(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function useFormContent(pair: ScreenPair, baseId?: string): RendererContent {
  const outer = useRendererContent();
  return useMemo<RendererContent>(() => {
    const bundled = baseId ? outer.content.screens[baseId] : undefined;
    const same = bundled && JSON.stringify(bundled.schema) === JSON.stringify(pair.schema);
    return {
      ...outer,
      org: undefined,
      content: { ...outer.content, screens: { ...outer.content.screens, [pair.id]: pair } },
      loadValidator: (id) => (id === pair.id && same && baseId ? outer.loadValidator(baseId) : Promise.resolve(acceptAll)),
    };
  }, [outer, pair, baseId]);
}

export interface StudioFormProps {
  /** A name for the kind of form (the id becomes name plus the schema's hash). */
  name: string;
  schema: JsonObject;
  ui: JsonObject;
  formData: JsonObject;
  onChange: (data: JsonObject) => void;
  onSubmit: (data: JsonObject) => void;
  children?: ReactNode;
}

/**
 * One of the studio's editors: a schema form made from a meta-schema, rendered by the portal's engine.
 * It edits files as they are: it fills in no defaults, and hands on only the changes a user made in a
 * field, so opening an editor never writes anything into the draft.
 */
export function StudioForm(props: StudioFormProps) {
  const pair = useMemo<ScreenPair>(() => ({ id: `studio-${props.name}-${hashOf(props.schema)}`, file: '', schema: props.schema, ui: props.ui }), [props.name, props.schema, props.ui]);
  const value = useFormContent(pair);
  return (
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen={pair.id} formData={props.formData} fillDefaults={false} onChange={(d, field) => (field === undefined ? undefined : props.onChange(d as JsonObject))} onSubmit={(d) => props.onSubmit(d)} showTitle={false}>
        {props.children}
      </SchemaForm>
    </RendererContentContext.Provider>
  );
}

/** A screen as an applicant would see it, already resolved for the chosen lender. */
export function PreviewForm({ pair, screenId, onSubmit }: { pair: ScreenPair; screenId: string; onSubmit: () => void }) {
  const preview = useMemo<ScreenPair>(() => ({ ...pair, id: `preview-${hashOf([screenId, pair.schema])}` }), [pair, screenId]);
  const value = useFormContent(preview, screenId);
  return (
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen={preview.id} onSubmit={onSubmit} />
    </RendererContentContext.Provider>
  );
}
