import { use, useMemo, type ReactNode } from 'react';
import { RendererContentContext, type RendererContent } from '../../renderer/content-context';
import { validatorModules } from '../../generated/validators';
import type { ContentIndex } from '../../engine/types';

const loadValidator = (id: string) => {
  const load = validatorModules[id];
  if (!load) return Promise.reject(new Error(`No precompiled validator for "${id}": run npm run content:gen`));
  return load();
};

type Loaded = Pick<RendererContent, 'content' | 'widgets' | 'fields'>;
let contentPromise: Promise<Loaded> | undefined;
/** Screens, flows and the widget registry load as their own chunks, in parallel with the first page, not with the shell. */
const loadContent = () =>
  (contentPromise ??= Promise.all([import('../content'), import('../../widgets')]).then(([c, w]) => ({
    content: c.content as ContentIndex,
    widgets: w.widgets as RendererContent['widgets'],
    fields: w.fields as RendererContent['fields'],
  })));

/** Gives SchemaForm its content; suspends until the content chunk has loaded. */
export function RendererProvider({ org, children }: { org: RendererContent['org']; children: ReactNode }) {
  const loaded = use(loadContent());
  const value = useMemo<RendererContent>(() => ({ ...loaded, org, loadValidator }), [loaded, org]);
  return <RendererContentContext.Provider value={value}>{children}</RendererContentContext.Provider>;
}
