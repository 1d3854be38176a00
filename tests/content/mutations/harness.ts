import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContentTexts, readContentTexts, type ContentTexts } from '../../../src/server/content/load';
import type { Problem } from '../../../src/engine/types';

/**
 * A content document as a mistake edits it: its shape is the meta-schemas', which a test reaches into
 * freely, so it is typed loosely on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents of every content kind, edited by path
export type Doc = any;

/** The repository's content, read once per worker: every mistake is made on a copy in memory. */
export const ROOT = process.cwd();
let base: ContentTexts | undefined;
export const baseTexts = (): ContentTexts => (base ??= readContentTexts(ROOT));

/** The content a mistake edits: files by path, as text, and (for logos) a content root of its own. */
export class Draft {
  readonly texts: ContentTexts = { ...baseTexts() };
  readonly touched: string[] = [];
  /** A content root with its own copy of the lender assets, made when a mistake touches them. */
  root = ROOT;

  json(file: string): Doc {
    const text = this.texts[file];
    if (text === undefined) throw new Error(`${file} is not a content file`);
    return JSON.parse(text) as Doc;
  }

  /** Changes a file's document in place. */
  edit(file: string, change: (doc: Doc) => void): this {
    const doc = this.json(file);
    change(doc);
    return this.write(file, JSON.stringify(doc, null, 2));
  }

  /** Writes a file's text as given (new files too). */
  write(file: string, text: string): this {
    this.texts[file] = text;
    if (!this.touched.includes(file)) this.touched.push(file);
    return this;
  }

  /** Replaces text in a file as written; the text must be there. */
  replace(file: string, from: string | RegExp, to: string): this {
    const text = this.texts[file] as string;
    const next = text.replace(from, to);
    if (next === text) throw new Error(`${String(from)} is not in ${file}`);
    return this.write(file, next);
  }

  remove(file: string): this {
    delete this.texts[file];
    return this;
  }

  /** A content root whose public/logos a mistake may change (a temporary copy). */
  assets(): string {
    if (this.root === ROOT) {
      this.root = mkdtempSync(join(tmpdir(), 'mutation-assets-'));
      cpSync(join(ROOT, 'public', 'logos'), join(this.root, 'public', 'logos'), { recursive: true });
    }
    return join(this.root, 'public', 'logos');
  }

  dispose(): void {
    if (this.root !== ROOT) rmSync(this.root, { recursive: true, force: true });
  }
}

export interface Mutation {
  /** The kind of content it is made in (screens, ui, registration, ...). */
  kind: string;
  mistake: string;
  make: (d: Draft) => void;
  /** The file a person must change, and where in it. */
  file: string;
  pointer: string | RegExp;
  /** What the sentence says. */
  says: RegExp;
}

/**
 * The problems the check finds in a draft: the files the mistake touched are the ones changed last, as
 * a person's edits (in the studio, the draft's files) would be.
 */
export function problemsOf(m: Mutation): Problem[] {
  const d = new Draft();
  try {
    m.make(d);
    return checkContentTexts(d.texts, d.root, { changed: d.touched }).problems;
  } finally {
    d.dispose();
  }
}

/** Engine and validator phrasing that must never reach a person. */
export const NOT_PLAIN = [
  /must NOT/, /must have required property/, /Maximum call stack/, /\bundefined\b/, /\bdata\//, /\bNaN\b/, /\[object Object\]/,
  /TypeError|RangeError|SyntaxError|ReferenceError/, /Cannot read propert/, /is not a function/, /schema is invalid/, /strict mode/,
  /must be equal to one of/, /must match (pattern|format)/, /must be (string|number|integer|object|array|boolean)\b/, /\binstancePath\b|\bschemaPath\b/,
];
