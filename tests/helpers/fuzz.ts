import type { Queryable } from '../../src/server/db';

/** A small seeded generator (mulberry32), so every run sends the same requests. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof seeded>;

/** The JSON Schema subset the portal's bodies use. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  examples?: unknown[];
}

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  email: 'fuzz@example.com',
  uri: 'https://example.com/x',
  date: '1980-04-12',
  'date-time': '2026-01-02T03:04:05.000Z',
};

/** A value the schema probably accepts: the start point every mutation departs from. */
export function exampleOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  const alt = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alt) return exampleOf(alt, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string': {
      if (schema.format && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format];
      if (schema.pattern === '^[0-9a-f]{64}$') return 'a'.repeat(64);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, Math.min(12, schema.maxLength ?? 12)));
    }
    case 'integer':
    case 'number': return Math.max(schema.minimum ?? 1, 1);
    case 'boolean': return true;
    case 'array': return schema.items ? [exampleOf(schema.items, depth + 1)] : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(sub, depth + 1);
      return out;
    }
    default: return 'x';
  }
}

/** Paths (lists of keys) to every value inside a JSON value, the root included. */
function pathsOf(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (value && typeof value === 'object' && at.length < 6) {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

function deleteAt(root: unknown, path: (string | number)[]): unknown {
  if (!path.length) return undefined;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(path[path.length - 1] as number, 1);
  else delete node[path[path.length - 1] as string];
  return copy;
}

const WRONG_VALUES: unknown[] = [
  0, -1, 1.5, -0.000001, 1e308, -1e308, 2 ** 53 + 1, '', ' ', 'x', '0', 'true', 'null', 'Infinity', '-Infinity', 'NaN', '1e999',
  '12abc', true, false, null, [], [null], [1, 'a'], {}, { a: 1 }, { length: 1 }, '../../etc/passwd', '<script>alert(1)</script>',
  "' or 1=1 --", '%00', '\\u0000', '😀', 'é'.normalize('NFD'),
];
const BAD_TEXT = ['a\u0000b', '\u0000', 'x\uD800', '\uDFFF', 'a\uDBFF\uDBFFb', `${'n'.repeat(50)}\u0000`, '\uD800\u0000'];
const NUMBER_TEXT = ['Infinity', '-Infinity', 'NaN', '1e309', '-1e309', '9'.repeat(400), '0x10', '1_000', '١٢'];

export interface FuzzCase {
  kind: string;
  /** Raw body bytes or text; undefined sends no body. */
  payload?: string | Buffer;
  contentType?: string;
  /** Replaces one path parameter (already encoded) when set. */
  badParam?: string;
  /** Appended to the query string (already encoded). */
  query?: string;
  headers?: Record<string, string>;
}

/** JSON text nesting a value depth levels deep (written as text: too deep for JSON.stringify). */
function deepText(depth: number, rng: Rng): string {
  const array = rng.next() < 0.5;
  return (array ? '[' : '{"d":').repeat(depth) + '"leaf"' + (array ? ']' : '}').repeat(depth);
}

/** JSON text with a key JSON.stringify cannot write as an own key (__proto__). */
function withRawKey(base: unknown, key: string, inner: string): string {
  const text = JSON.stringify(base && typeof base === 'object' && !Array.isArray(base) ? base : {});
  const rest = text.slice(1);
  return `{${JSON.stringify(key)}:${inner}${rest === '}' ? '' : ','}${rest}`;
}

const boundaryOf = (rng: Rng) => `----fuzz${rng.int(1e9)}`;

/** Malformed or hostile multipart bodies: what a broken client or an attacker sends to an upload. */
export function multipartCase(rng: Rng): FuzzCase {
  const b = boundaryOf(rng);
  const part = (headers: string, data: string | Buffer) => Buffer.concat([Buffer.from(`--${b}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n')]);
  const end = Buffer.from(`--${b}--\r\n`);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const file = (name = 'file', filename = 'a.png', data: Buffer = png) => part(`Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`, data);
  const ct = `multipart/form-data; boundary=${b}`;
  const variants: (() => FuzzCase)[] = [
    () => ({ kind: 'multipart:no-boundary', contentType: 'multipart/form-data', payload: Buffer.concat([file(), end]) }),
    () => ({ kind: 'multipart:wrong-boundary', contentType: 'multipart/form-data; boundary=nothere', payload: Buffer.concat([file(), end]) }),
    () => ({ kind: 'multipart:truncated', contentType: ct, payload: file().subarray(0, 40 + rng.int(60)) }),
    () => ({ kind: 'multipart:no-closing', contentType: ct, payload: file() }),
    () => ({ kind: 'multipart:empty', contentType: ct, payload: '' }),
    () => ({ kind: 'multipart:garbage', contentType: ct, payload: Buffer.from(Array.from({ length: 200 }, () => rng.int(256))) }),
    () => ({ kind: 'multipart:no-disposition', contentType: ct, payload: Buffer.concat([part('Content-Type: image/png', png), end]) }),
    () => ({ kind: 'multipart:field-only', contentType: ct, payload: Buffer.concat([part('Content-Disposition: form-data; name="note"', 'hello'), end]) }),
    () => ({ kind: 'multipart:nul-field', contentType: ct, payload: Buffer.concat([part('Content-Disposition: form-data; name="no\u0000te"', 'a\u0000b'), file(), end]) }),
    () => ({ kind: 'multipart:nul-filename', contentType: ct, payload: Buffer.concat([file('file', 'a\u0000.png'), end]) }),
    () => ({ kind: 'multipart:surrogate-filename', contentType: ct, payload: Buffer.concat([file('file', 'a\uD800.png'), end]) }),
    () => ({ kind: 'multipart:two-files', contentType: ct, payload: Buffer.concat([file(), file('file', 'b.png'), end]) }),
    () => ({ kind: 'multipart:wrong-field', contentType: ct, payload: Buffer.concat([file('other'), end]) }),
    () => ({ kind: 'multipart:empty-file', contentType: ct, payload: Buffer.concat([file('file', 'a.png', Buffer.alloc(0)), end]) }),
    () => ({ kind: 'multipart:not-a-file-type', contentType: ct, payload: Buffer.concat([file('file', 'a.png', Buffer.from('MZ\u0090\u0000 executable')), end]) }),
    () => ({ kind: 'multipart:huge-header', contentType: ct, payload: Buffer.concat([part(`Content-Disposition: form-data; name="file"; filename="${'a'.repeat(100_000)}.png"`, png), end]) }),
    () => ({ kind: 'multipart:many-fields', contentType: ct, payload: Buffer.concat([...Array.from({ length: 40 }, (_, i) => part(`Content-Disposition: form-data; name="f${i}"`, 'v')), file(), end]) }),
    () => ({ kind: 'multipart:big-field', contentType: ct, payload: Buffer.concat([part('Content-Disposition: form-data; name="note"', 'v'.repeat(200_000)), file(), end]) }),
    () => ({ kind: 'multipart:bad-charset', contentType: `${ct}; charset=utf-99`, payload: Buffer.concat([file(), end]) }),
    () => ({ kind: 'multipart:header-injection', contentType: ct, payload: Buffer.concat([part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\nX: \u0000', png), end]) }),
    () => ({ kind: 'multipart:proto-field', contentType: ct, payload: Buffer.concat([part('Content-Disposition: form-data; name="__proto__"', '{"a":1}'), part('Content-Disposition: form-data; name="constructor"', 'x'), file(), end]) }),
    () => ({ kind: 'multipart:json-as-multipart', contentType: ct, payload: '{"a":1}' }),
  ];
  return rng.pick(variants)();
}

/**
 * One malformed request for a body described by schema, starting from a valid-looking base:
 * wrong types, missing fields, NUL and lone surrogates, huge strings, deep nesting, prototype keys,
 * bad JSON, wrong content types, malformed multipart, hostile numbers.
 */
export function malformedCase(schema: Schema | undefined, base: unknown, rng: Rng, i: number): FuzzCase {
  const json = (kind: string, body: unknown): FuzzCase => ({ kind, payload: JSON.stringify(body), contentType: 'application/json' });
  const paths = pathsOf(base);
  const anyPath = () => rng.pick(paths);
  const leafPaths = paths.filter((p) => p.length > 0);
  const leaf = () => (leafPaths.length ? rng.pick(leafPaths) : []);
  const kinds: (() => FuzzCase)[] = [
    () => json('wrong-type', setAt(base, anyPath(), rng.pick(WRONG_VALUES))),
    () => json('wrong-type', setAt(base, leaf(), rng.pick(WRONG_VALUES))),
    () => {
      const required = schema?.required ?? [];
      const path = required.length && rng.next() < 0.6 ? [rng.pick(required)] : leaf();
      return json('missing-field', deleteAt(base, path) ?? {});
    },
    () => json('missing-all', {}),
    () => json('nul-or-surrogate', setAt(base, leaf(), rng.pick(BAD_TEXT))),
    () => {
      const key = rng.pick(BAD_TEXT);
      const at = anyPath();
      return json('nul-or-surrogate-key', setAt(base, at, { [key]: 'v' }));
    },
    () => json('huge-string', setAt(base, leaf(), rng.pick(['h'.repeat(100_000), 'h'.repeat(900_000), 'é'.repeat(300_000)]))),
    () => ({ kind: 'too-large', payload: JSON.stringify(setAt(base, leaf(), 'h'.repeat(1_200_000))), contentType: 'application/json' }),
    () => ({ kind: 'deep-nesting', payload: JSON.stringify(setAt(base, anyPath(), '\u0001deep')).replace('"\\u0001deep"', deepText(rng.pick([33, 40, 200, 5000]), rng)), contentType: 'application/json' }),
    () => ({ kind: 'deep-nesting-raw', payload: '['.repeat(20_000) + ']'.repeat(20_000), contentType: 'application/json' }),
    () => ({ kind: 'proto-key', payload: withRawKey(base, rng.pick(['__proto__', 'constructor', 'prototype']), rng.pick(['{"isAdmin":true}', '{"prototype":{"x":1}}', '"x"', 'null'])), contentType: 'application/json' }),
    () => json('proto-key-nested', setAt(base, leaf(), JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'))),
    () => {
      const text = JSON.stringify(base ?? {});
      const broken = rng.pick([
        text.slice(0, Math.max(1, rng.int(text.length))), `${text},`, `${text}}`, text.replace(/"/g, "'"), '{', '[', 'nul', 'NaN',
        '{"a":NaN}', '{"a":Infinity}', '{"a":1,}', '\uFEFF' + text, '\u0000', '', ' ', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a" 1}', '"just a string"',
      ]);
      return { kind: 'bad-json', payload: broken, contentType: 'application/json' };
    },
    () => ({ kind: 'bad-utf8', payload: Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]), contentType: 'application/json' }),
    () => ({
      kind: 'wrong-content-type',
      payload: rng.next() < 0.5 ? JSON.stringify(base ?? {}) : 'a=1&b=%00&__proto__[x]=1',
      contentType: rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'application/octet-stream', 'image/png', 'application/jsonx', 'text/html; charset=utf-8']),
    }),
    () => ({ kind: 'no-content-type', payload: JSON.stringify(base ?? {}) }),
    () => multipartCase(rng),
    () => json('not-an-object', rng.pick([[], [base], 1, -1, 'text', null, true, 1e308])),
    () => {
      const numeric = paths.filter((p) => typeof p.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)?.[k], base) === 'number');
      const path = numeric.length ? rng.pick(numeric) : leaf();
      return json('hostile-number', setAt(base, path, rng.next() < 0.7 ? rng.pick(NUMBER_TEXT) : rng.pick([1e308, -1e308, 2 ** 63, -(2 ** 63), 0.1 + 0.2, -1])));
    },
    () => ({ ...json('bad-param', base), badParam: rng.pick(['%00', '%E0%A4%A', 'constructor', '__proto__', 'x'.repeat(3000), '%uD800', '..%2F..%2Fetc', 'a%00b', '%ED%A0%80', '00000000-0000-0000-0000-000000000000']) }),
    () => ({ ...json('bad-query', base), query: rng.pick(['a=%00', 'documentType=%00', 'nonce=%00', 'redirect=%ED%A0%80', 'x[__proto__][y]=1', '__proto__=1', 'constructor[prototype]=1', 'a=%ZZ', `q=${'x'.repeat(5000)}`, 'identityUuid=%00', 'conditionUuid=a%00']) }),
    () => ({ ...json('bad-header', base), headers: rng.pick<Record<string, string>>([{ 'x-org': 'HEAR\u0000TH' }, { 'x-org': '\uD800' }, { 'x-org': 'constructor' }, { 'x-org': '__proto__' }, { 'x-chat-token': 'a.b.c' }, { 'x-chat-token': 'x'.repeat(4000) }, { authorization: 'Bearer a.b.c' }, { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }, { authorization: 'Basic Zm9vOmJhcg==' }, { 'x-forwarded-for': 'not an ip, \u0000' }, { 'x-forwarded-proto': 'https\u0000' }]) }),
  ];
  return kinds[i % kinds.length]!();
}

export interface TableState { name: string; rows: number; digest: string }

/** Every user table of the current schema with its row count and a digest of its rows. */
export async function tableStates(db: Queryable): Promise<TableState[]> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: TableState[] = [];
  for (const { table_name: name } of tables) {
    const [row] = await db.query<{ rows: string | number; digest: string | null }>(
      `select count(*) as rows, md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from "${name}" t`,
    );
    out.push({ name, rows: Number(row?.rows ?? 0), digest: row?.digest ?? '' });
  }
  return out;
}

/** Tables whose rows changed between two states, leaving out the ones a refused request may write. */
export function changedTables(before: TableState[], after: TableState[], allowed: readonly string[]): string[] {
  const old = new Map(before.map((t) => [t.name, t]));
  return after
    .filter((t) => !allowed.includes(t.name))
    .filter((t) => old.get(t.name)?.digest !== t.digest || old.get(t.name)?.rows !== t.rows)
    .map((t) => t.name);
}

/** The highest transaction id handed out so far: unchanged means nobody wrote anything. */
export async function writeMark(db: Queryable): Promise<string> {
  const [row] = await db.query<{ mark: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as mark');
  return row?.mark ?? '';
}
