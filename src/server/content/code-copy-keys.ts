import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type ts from 'typescript';

/** The parser is loaded only when the code changed since the last scan. */
type TS = typeof ts;
import type { CodeReference } from '../../engine/check-copy';

/** The repository the running code is in (content may live elsewhere, under CONTENT_ROOT). */
export function codeRoot(): string {
  const url = new URL('.', import.meta.url);
  if (url.protocol !== 'file:') return process.cwd();
  // The nearest folder with a package.json: the same from src/server/content and from the bundled server.
  let dir = fileURLToPath(url);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** The shape of a copy key: dotted words ("footer.terms", "progress.notary.manual"). */
const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;
/** Where code keeps copy keys: the first argument of copy(...), or a value whose declared type names CopyKey. */
const COPY_CALLEE = 'copy';
const COPY_TYPE = /\bCopyKey\b/;

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Names through which code hands on a copy key: functions with a CopyKey parameter, properties typed CopyKey. */
function copyKeyCarriers(ts: TS, files: ts.SourceFile[]): { params: Map<string, number[]>; props: Set<string> } {
  const params = new Map<string, number[]>([[COPY_CALLEE, [0]]]);
  const props = new Set<string>();
  const typed = (n: { type?: ts.TypeNode }) => n.type !== undefined && COPY_TYPE.test(n.type.getText());
  const visit = (node: ts.Node): void => {
    if ((ts.isPropertySignature(node) || ts.isPropertyDeclaration(node)) && typed(node) && ts.isIdentifier(node.name)) props.add(node.name.text);
    let fn: ts.SignatureDeclaration | undefined;
    let name: string | undefined;
    if (ts.isFunctionDeclaration(node) && node.name) [fn, name] = [node, node.name.text];
    else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) [fn, name] = [node.initializer, node.name.text];
    if (fn && name) {
      const indexes = fn.parameters.flatMap((p, i) => (typed(p) && ts.isIdentifier(p.name) ? [i] : []));
      if (indexes.length) params.set(name, indexes);
    }
    ts.forEachChild(node, visit);
  };
  for (const f of files) visit(f);
  return { params, props };
}

/**
 * Copy keys the code names, found in its source without compiling it: every string literal of a key's
 * shape where the code's types say CopyKey (the type the copy functions take, so the compiler sends every
 * key through one of these places): an argument of copy(...) or of a function with a CopyKey parameter,
 * a property typed CopyKey, or a declaration, assertion or return typed with it. Template keys are not
 * listed: code uses them only for texts content may leave out (waiting.<state>.title, notice.<state>.*).
 */
export function codeCopyKeys(root?: string): CodeReference[] {
  if (root === undefined) {
    // the bundled server runs the code it was built from, whose keys were found then
    if (BUILT_COPY_KEYS) return BUILT_COPY_KEYS;
    root = codeRoot();
  }
  // a running server checks studio drafts on every save: the code is looked at again after a while, not every time
  const recent = lastAnswer.get(root);
  if (recent && Date.now() - recent.at < RESCAN_AFTER_MS) return recent.refs;
  const refs = codeCopyKeysNow(root);
  lastAnswer.set(root, { at: Date.now(), refs });
  return refs;
}

/** Set by scripts/build-server.mjs: the copy keys of the sources the bundled server was built from. */
declare const __CODE_COPY_KEYS__: CodeReference[] | undefined;
const BUILT_COPY_KEYS = typeof __CODE_COPY_KEYS__ === 'undefined' ? undefined : __CODE_COPY_KEYS__;

/** How long an answer of codeCopyKeys stands before the sources are looked at again. */
const RESCAN_AFTER_MS = 10_000;
const lastAnswer = new Map<string, { at: number; refs: CodeReference[] }>();

function codeCopyKeysNow(root: string): CodeReference[] {
  const paths = sources(join(root, 'src'));
  // Parsing the code takes a while (the TypeScript parser alone loads in about half a second), and a server
  // start checks content every time: the answer is kept until a source file changes.
  const stamp = createHash('sha256').update(paths.map((p) => `${p}:${statSync(p).mtimeMs}:${statSync(p).size}`).join('\n')).digest('hex');
  const cacheFile = join(root, 'node_modules', '.cache', 'content-check', 'code-copy-keys.json');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { stamp: string; refs: CodeReference[] };
    if (cached.stamp === stamp) return cached.refs;
  } catch {
    // no answer kept yet
  }
  const refs = scan(root, paths);
  try {
    mkdirSync(join(cacheFile, '..'), { recursive: true });
    // written whole and then renamed, so a check running beside this one never reads half of it
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify({ stamp, refs }));
    renameSync(partial, cacheFile);
  } catch {
    // a read-only checkout scans every time
  }
  return refs;
}

function scan(root: string, paths: string[]): CodeReference[] {
  let parser: TS;
  try {
    parser = createRequire(import.meta.url)('typescript') as TS;
  } catch {
    return []; // an install without development tools runs code that does not change: nothing to find
  }
  const parsed = files(parser, root, paths);
  const { params, props } = copyKeyCarriers(parser, parsed);
  return references(parser, parsed, params, props);
}

const files = (ts: TS, root: string, paths: string[]): ts.SourceFile[] => paths.flatMap((full) => {
  const text = readFileSync(full, 'utf8');
  // a file that never says copy or CopyKey holds no key
  if (!/copy/i.test(text)) return [];
  const file = relative(root, full).split(sep).join('/');
  return [ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)];
});

function references(ts: TS, files: ts.SourceFile[], params: Map<string, number[]>, props: Set<string>): CodeReference[] {
  const calleeName = (e: ts.Expression): string | undefined =>
    ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined;
  /** Whether a literal sits in a declaration, parameter, assertion or return typed with CopyKey. */
  const typedAsCopyKey = (node: ts.Node): boolean => {
    for (let n: ts.Node | undefined = node.parent; n && !ts.isSourceFile(n); n = n.parent) {
      const type = (n as { type?: ts.Node }).type;
      if (type && ts.isTypeNode(type) && COPY_TYPE.test(type.getText())) return true;
      if (ts.isBlock(n) && !ts.isFunctionLike(n.parent)) return false;
    }
    return false;
  };
  const out: CodeReference[] = [];
  for (const source of files) {
    const record = (lit: ts.StringLiteralLike, values?: string[]) => {
      if (!KEY.test(lit.text)) return;
      const { line, character } = source.getLineAndCharacterOfPosition(lit.getStart(source));
      out.push({ key: lit.text, file: source.fileName, line: line + 1, column: character + 1, ...(values ? { values } : {}) });
    };
    const literalsIn = (node: ts.Node, values?: string[]): void => {
      if (ts.isStringLiteralLike(node)) record(node, values);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, (n) => literalsIn(n, values));
    };
    /** The names copy(key, {...}) fills in, when the values are written out there (none when there are none). */
    const valueNames = (arg: ts.Expression | undefined): string[] | undefined => {
      if (!arg) return [];
      if (!ts.isObjectLiteralExpression(arg)) return undefined;
      const names: string[] = [];
      for (const p of arg.properties) {
        if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) names.push(p.name.text);
        else return undefined;
      }
      return names;
    };
    const propName = (n: ts.Node): string | undefined =>
      (ts.isPropertyAssignment(n) || ts.isJsxAttribute(n)) && ts.isIdentifier(n.name) ? n.name.text : undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = calleeName(node.expression);
        for (const i of (callee ? params.get(callee) : undefined) ?? []) {
          if (node.arguments[i]) literalsIn(node.arguments[i], callee === COPY_CALLEE ? valueNames(node.arguments[i + 1]) : undefined);
        }
      } else if (ts.isStringLiteralLike(node) && (typedAsCopyKey(node) || props.has(propName(node.parent) ?? '') || props.has(propName(node.parent.parent) ?? ''))) {
        record(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}
