import { encodePointerToken } from './json-pointer';
import type { Json } from './types';

/** A place in a text file, both counted from 1. */
export interface SourcePosition {
  line: number;
  column: number;
}

export interface JsonSourceProblem extends SourcePosition {
  pointer: string;
  message: string;
}

/**
 * A JSON document with where each value stands: for an object member, the position of its key; for an
 * array item, of the item. Unlike JSON.parse it reports a key written twice in one object (JSON.parse
 * silently keeps the last) and says where the text stops being JSON as line and column.
 */
export interface JsonSource {
  /** Undefined when the text is not JSON. */
  value?: Json;
  positions: Map<string, SourcePosition>;
  problems: JsonSourceProblem[];
}

class SyntaxProblem extends Error {
  constructor(readonly at: number, message: string) {
    super(message);
  }
}

const describeChar = (c: string | undefined): string => (c === undefined ? 'the end of the file' : JSON.stringify(c));

export function parseJsonSource(text: string): JsonSource {
  const positions = new Map<string, SourcePosition>();
  const problems: JsonSourceProblem[] = [];
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const positionOf = (offset: number): SourcePosition => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (lineStarts[lo] as number) + 1 };
  };

  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const expect = (what: string): never => {
    throw new SyntaxProblem(i, `expected ${what}, found ${describeChar(text[i])}`);
  };

  const parseString = (): string => {
    const start = i;
    i++; // opening quote
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) throw new SyntaxProblem(i, 'a string cannot hold a line break or control character: close the quote or write \\n');
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) throw new SyntaxProblem(start, 'this string is never closed: add the closing "');
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      throw new SyntaxProblem(start, 'this string has an invalid escape: write \\\\ for a backslash');
    }
  };

  const NUMBER = /-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
  const parseValue = (pointer: string): Json => {
    skipSpace();
    const c = text[i];
    if (c === '{') return parseObject(pointer);
    if (c === '[') return parseArray(pointer);
    if (c === '"') return parseString();
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return Number(m[0]);
    }
    if (c === "'") throw new SyntaxProblem(i, 'JSON strings use double quotes: write "..." instead of \'...\'');
    if (c === '}' || c === ']') throw new SyntaxProblem(i, `expected a value before ${describeChar(c)}: remove the comma before it`);
    return expect('a value (text in double quotes, a number, true, false, null, an object or a list)');
  };

  const parseObject = (pointer: string): Json => {
    i++;
    const out: Record<string, Json> = {};
    const seen = new Map<string, SourcePosition>();
    skipSpace();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      skipSpace();
      if (text[i] !== '"') {
        if (text[i] === '}') throw new SyntaxProblem(i, 'remove the comma before }');
        expect('a property name in double quotes');
      }
      const keyAt = positionOf(i);
      const key = parseString();
      const childPointer = `${pointer}/${encodePointerToken(key)}`;
      const first = seen.get(key);
      if (first) {
        problems.push({
          pointer: childPointer, ...keyAt,
          message: `"${key}" is written twice in this object (first at line ${first.line}, column ${first.column}); JSON keeps only the last one: remove one of them`,
        });
      } else {
        seen.set(key, keyAt);
      }
      positions.set(childPointer, keyAt);
      skipSpace();
      if (text[i] !== ':') expect(`: after "${key}"`);
      i++;
      const value = parseValue(childPointer);
      // A key that is an own property name of Object.prototype must not reach the prototype.
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      if (text[i] === '"') throw new SyntaxProblem(i, `a comma is missing after the value of "${key}": add ,`);
      expect(`, or } after the value of "${key}"`);
    }
  };

  const parseArray = (pointer: string): Json => {
    i++;
    const out: Json[] = [];
    skipSpace();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      skipSpace();
      const childPointer = `${pointer}/${out.length}`;
      positions.set(childPointer, positionOf(i));
      out.push(parseValue(childPointer));
      skipSpace();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return out;
      }
      if (text[i] !== undefined && '"{[-0123456789tfn'.includes(text[i] as string)) throw new SyntaxProblem(i, 'a comma is missing between two list items: add ,');
      expect(', or ] after a list item');
    }
  };

  try {
    positions.set('', positionOf(i));
    const value = parseValue('');
    skipSpace();
    if (i < text.length) throw new SyntaxProblem(i, 'the document goes on after its end: remove what follows, or wrap both in one object or list');
    return { value, positions, problems };
  } catch (e) {
    if (!(e instanceof SyntaxProblem)) throw e;
    return { positions, problems: [{ pointer: '', ...positionOf(e.at), message: `is not valid JSON: ${e.message}` }] };
  }
}

/** The position of the value at pointer, or of its nearest ancestor the file has. */
export function positionAt(positions: Map<string, SourcePosition>, pointer: string): SourcePosition | undefined {
  let p = pointer;
  for (;;) {
    const found = positions.get(p);
    if (found || p === '') return found;
    p = p.slice(0, p.lastIndexOf('/'));
  }
}
