import { use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RendererContentContext, type RendererContent } from '../../renderer/content-context';
import { serviceUrl } from '../../api/client';
import { validatorModules } from '../../generated/validators';
import type { ContentIndex } from '../../engine/types';

const loadValidator = async (id: string): Promise<Record<string, unknown> | null> => {
  const { activeValidatorsModule, bundledSchema } = await import('../content');
  if (!bundledSchema(id)) {
    // a screen a published version changed or added: its validator is in the version's module (no
    // module, or none for it: the server validates it)
    const url = activeValidatorsModule();
    if (!url) return null;
    const mod = (await import(/* @vite-ignore */ serviceUrl(url))) as { default: Record<string, Record<string, unknown>> };
    return mod.default[id] ?? null;
  }
  const load = validatorModules[id];
  if (!load) return Promise.reject(new Error(`No precompiled validator for "${id}": run npm run content:gen`));
  return load();
};

type Loaded = Pick<RendererContent, 'widgets' | 'fields'> & { active: () => ContentIndex; subscribe: (listener: () => void) => () => void };
let contentPromise: Promise<Loaded> | undefined;
/** Screens, flows and the widget registry load as their own chunks, in parallel with the first page, not with the shell. */
const loadContent = () =>
  (contentPromise ??= Promise.all([import('../content'), import('../../widgets')]).then(([c, w]) => ({
    active: c.activeContent,
    subscribe: c.subscribeContent,
    widgets: w.widgets as RendererContent['widgets'],
    fields: w.fields as RendererContent['fields'],
  })));

/** Gives SchemaForm its content; suspends until the content chunk has loaded. */
export function RendererProvider({ org, children }: { org: RendererContent['org']; children: ReactNode }) {
  const loaded = use(loadContent());
  // the content version in force (the application's, or the latest on registration)
  const content = useSyncExternalStore(loaded.subscribe, loaded.active);
  const value = useMemo<RendererContent>(() => ({ content, widgets: loaded.widgets, fields: loaded.fields, org, loadValidator }), [loaded, content, org]);
  return <RendererContentContext.Provider value={value}>{children}</RendererContentContext.Provider>;
}
