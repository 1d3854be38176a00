import { use, useMemo, type ReactNode } from 'react';
import { RendererContentContext, type RendererContent } from '../../renderer/content-context';
import { validatorModules } from '../../generated/validators';
import type { ContentIndex } from '../../engine/types';

const loadValidator = (id: string) => {
  const load = validatorModules[id];
  if (!load) return Promise.reject(new Error(`No precompiled validator for "${id}": run npm run content:gen`));
  return load();
};

let contentPromise: Promise<ContentIndex> | undefined;
/** Screens and flows load as their own chunk, in parallel with the first page, not with the shell. */
const loadContent = () => (contentPromise ??= import('../content').then((m) => m.content));

/** Gives SchemaForm its content; suspends until the content chunk has loaded. */
export function RendererProvider({ org, children }: { org: RendererContent['org']; children: ReactNode }) {
  const content = use(loadContent());
  const value = useMemo<RendererContent>(() => ({ content, org, loadValidator }), [content, org]);
  return <RendererContentContext.Provider value={value}>{children}</RendererContentContext.Provider>;
}
