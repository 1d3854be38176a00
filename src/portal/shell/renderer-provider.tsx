import { use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { RendererContentContext, type RendererContent } from '../../renderer/content-context';
import { serviceUrl } from '../../api/client';
import { validatorModules } from '../../generated/validators';
import { loadScreenValidator } from '../../renderer/schema-form';
import type { ContentIndex } from '../../engine/types';
import { inLanguage } from '../../engine/languages';
import { useLanguage } from '../org-context';

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
const loadContent = () => {
  if (contentPromise) return contentPromise;
  const promise: Promise<Loaded> & { status?: string; value?: Loaded } = Promise.all([import('../content'), import('../../widgets')]).then(([c, w]) => {
    const loaded = {
      active: c.activeContent,
      subscribe: c.subscribeContent,
      widgets: w.widgets as RendererContent['widgets'],
      fields: w.fields as RendererContent['fields'],
    };
    // React's `use` reads these: once loaded, a render (a hydration above all) goes on without suspending
    promise.status = 'fulfilled';
    promise.value = loaded;
    return loaded;
  });
  return (contentPromise = promise);
};

/**
 * Loads what the forms of the given screens (all of the content in force: undefined) render with before
 * their first render: the content and widgets chunks and each screen's validator (see loadScreenValidator).
 */
export async function preloadScreens(ids?: string[]): Promise<void> {
  const loaded = await loadContent();
  const content = loaded.active();
  await Promise.all((ids ?? Object.keys(content.screens)).map((id) => {
    const pair = content.screens[id];
    return pair ? loadScreenValidator(pair, loadValidator).catch(() => undefined) : undefined;
  }));
}

/** Gives SchemaForm its content; suspends until the content chunk has loaded. */
export function RendererProvider({ org, children }: { org: RendererContent['org']; children: ReactNode }) {
  const loaded = use(loadContent());
  // the content version in force (the application's, or the latest on registration)
  const active = useSyncExternalStore(loaded.subscribe, loaded.active, loaded.active);
  // the screens and copy in the page's language (the org given carries its own words in it already)
  const lang = useLanguage();
  const content = useMemo(() => inLanguage(active, lang), [active, lang]);
  const value = useMemo<RendererContent>(() => ({ content, widgets: loaded.widgets, fields: loaded.fields, org, loadValidator }), [loaded, content, org]);
  return <RendererContentContext.Provider value={value}>{children}</RendererContentContext.Provider>;
}
