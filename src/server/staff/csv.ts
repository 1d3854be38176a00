import { Readable } from 'node:stream';

/** One CSV field: quoted when it holds a separator, and never read as a formula by a spreadsheet. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: unknown[]): string => `${fields.map(csvField).join(',')}\r\n`;

/** A CSV stream: the header, then one line per record as the source yields them. */
export function csvStream<T>(header: string[], source: AsyncIterable<T>, line: (record: T) => unknown[]): Readable {
  return Readable.from((async function* lines() {
    yield csvLine(header);
    for await (const record of source) yield csvLine(line(record));
  })());
}
