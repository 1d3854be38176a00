/**
 * The tables of docs/generated/, written from what the code knows: the server's routes (its OpenAPI
 * description), its configuration variables and the applicant flow. `npm run docs:gen` writes them;
 * tests/docs/generated-docs.test.ts fails when a file differs from what these functions give.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from '../src/server/config-variables';

const HEADER = (title: string, source: string) =>
  `# ${title}\n\nWritten by \`npm run docs:gen\` from ${source}; do not edit by hand (a test compares them).\n\n`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();

interface OpenApi {
  paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>;
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** The shared services' plugins (src/server/plugins/) by the first segment of the URLs they answer. */
const SHARED_PLUGIN: Record<string, string> = { healthz: 'health', readyz: 'health', sandbox: 'sandbox' };

/**
 * Where the routes below a URL's first segment are declared: the folder of that name in src/server/routes/, or
 * the shared plugin that answers it. Throws for a segment with neither, so the generated table cannot drift from
 * the layout.
 */
export function routeSource(prefix: string, root = process.cwd()): string {
  const folder = `src/server/routes/${prefix}/`;
  if (existsSync(join(root, folder))) return folder;
  const plugin = `src/server/plugins/${SHARED_PLUGIN[prefix] ?? prefix}.ts`;
  if (existsSync(join(root, plugin))) return plugin;
  throw new Error(`no folder src/server/routes/${prefix}/ nor shared plugin for /${prefix}`);
}

/** Every route the server answers, grouped by service prefix, from its OpenAPI description. */
export function routesDoc(openApi: OpenApi): string {
  const rows: { prefix: string; line: string }[] = [];
  for (const [path, item] of Object.entries(openApi.paths)) {
    for (const method of METHODS) {
      const route = item[method];
      if (!route) continue;
      const prefix = path.split('/')[1] ?? '';
      rows.push({ prefix, line: `| \`${method.toUpperCase()}\` | \`${path}\` | ${cell(route.summary ?? '')} |` });
    }
  }
  const prefixes = [...new Set(rows.map((r) => r.prefix))].sort();
  let out = HEADER('Service routes', "the server's OpenAPI description (`GET /openapi.json`)");
  out += `${rows.length} routes. Each declares its body and answer schemas; \`/openapi.json\` has them in full. A URL's first\n`;
  out += 'segment names the folder of `src/server/routes/` that declares it; the shared services are plugins of `src/server/plugins/`.\n';
  for (const prefix of prefixes) {
    out += `\n## /${prefix}\n\nDeclared in \`${routeSource(prefix)}\`.\n\n| method | path | what it does |\n| --- | --- | --- |\n`;
    out += rows.filter((r) => r.prefix === prefix).map((r) => r.line).sort().join('\n') + '\n';
  }
  return out;
}

/** The configuration table, from src/server/config-variables.ts. */
export function configurationDoc(): string {
  let out = HEADER('Configuration', '`src/server/config-variables.ts`');
  out += 'All optional; environment variables.\n\n| variable | default | meaning |\n| --- | --- | --- |\n';
  out += CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | ${v.default} | ${cell(v.meaning)} |`).join('\n') + '\n';
  return out;
}

interface FlowFile {
  initial: string;
  states: Record<string, { route?: string; status?: string; final?: boolean; transitions?: { event: string; target: string; guard?: string }[] }>;
  global?: { event: string; target: string; guard?: string }[];
}

const id = (name: string) => name.replace(/[^A-Za-z0-9_]/g, '_');

/** The applicant flow as a Mermaid state diagram and a table of its states. */
export function flowDoc(root: string): string {
  const flow = JSON.parse(readFileSync(join(root, 'flows/applicant.flow.json'), 'utf8')) as FlowFile;
  let out = HEADER('The applicant flow', '`flows/applicant.flow.json`');
  out += 'Transitions from every open state (the flow\'s global transitions) are listed after the diagram, not drawn.\n\n';
  out += '```mermaid\nstateDiagram-v2\n';
  out += `  [*] --> ${id(flow.initial)}\n`;
  for (const [name, state] of Object.entries(flow.states)) {
    for (const t of state.transitions ?? []) out += `  ${id(name)} --> ${id(t.target)}: ${t.event}${t.guard ? ` [${t.guard}]` : ''}\n`;
    if (state.final) out += `  ${id(name)} --> [*]\n`;
  }
  out += '```\n\n## From every open state\n\n| event | to | guard |\n| --- | --- | --- |\n';
  out += (flow.global ?? []).map((t) => `| \`${t.event}\` | \`${t.target}\` | ${t.guard ? `\`${t.guard}\`` : ''} |`).join('\n') + '\n';
  out += '\n## States\n\n| state | route | server status |\n| --- | --- | --- |\n';
  out += Object.entries(flow.states).map(([name, s]) => `| \`${name}\` | ${s.route ? `\`${s.route}\`` : ''} | ${s.status ? `\`${s.status}\`` : ''} |`).join('\n') + '\n';
  return out;
}
