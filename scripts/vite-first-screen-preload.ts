import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface OutputChunkLike { type: 'chunk'; fileName: string; moduleIds: string[]; imports: string[] }

/** The registration flow's first step: its screen's validator is the last request of the first screen. */
function firstRegistrationValidator(root: string): string {
  const flow = JSON.parse(readFileSync(resolve(root, 'flows/registration.flow.json'), 'utf8')) as {
    initial: string; states: Record<string, { screen?: string }>;
  };
  const screen = flow.states[flow.initial]?.screen ?? '';
  return resolve(root, 'src/generated/validators', `${screen.replace('/', '__')}.js`);
}

interface ModuleGraph { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/**
 * One chunk for the first screen (rolldown's `output.codeSplitting.groups`): every module the entry and the first
 * screen's modules import, directly or through others, with no dynamic import in between. Split the way the graph
 * falls, the first screen came in some forty files, and each compresses on its own: one file for all of it is
 * about 9 KiB smaller on the wire. The later pages load it too (it has the shell, React, the router and rjsf, which
 * they need anyway) and keep their own chunks.
 */
export function firstScreenChunk(entry: string, modules: string[], root = process.cwd()) {
  const roots = [entry, ...modules].map((m) => resolve(root, m)).concat(firstRegistrationValidator(root));
  let first: Set<string> | undefined;
  const closure = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) visit(dep);
    };
    for (const id of roots) visit(id);
    return seen;
  };
  return {
    name: (id: string, graph: ModuleGraph) => ((first ??= closure(graph)).has(id) ? 'first-screen' : null),
  };
}

/**
 * Adds `<link rel="modulepreload">` to the page for the chunks of the first screen an applicant sees
 * (registration: its page, the renderer, the content and widgets, the first step's validator), which the
 * app would otherwise discover one import at a time, several round trips deep.
 */
export function firstScreenPreload(modules: string[]): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'heloc-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is OutputChunkLike & typeof c => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const wanted = new Set([...modules.map((m) => resolve(root, m)), firstRegistrationValidator(root)]);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) visit(dep);
        };
        for (const c of chunks) if (c.moduleIds.some((id) => wanted.has(id))) visit(c.fileName);
        const href = (f: string) => `${base}${f}`;
        return [...files]
          .filter((f) => !html.includes(href(f)))
          .sort()
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: href(f) }, injectTo: 'head' as const }));
      },
    },
  };
}
