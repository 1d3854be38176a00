import { Worker } from 'node:worker_threads';

let thread: Worker | undefined;
let next = 0;
const waiting = new Map<number, { resolve: (pages: string[]) => void; reject: (error: Error) => void }>();

/** The one PDF-reading thread of this process (tests/helpers/pdf-text-thread.mjs says why a thread), started on first use. */
function reader(): Worker {
  if (thread) return thread;
  const started = new Worker(new URL('./pdf-text-thread.mjs', import.meta.url));
  started.on('message', ({ id, pages, error }: { id: number; pages?: string[]; error?: string }) => {
    const call = waiting.get(id);
    waiting.delete(id);
    if (!waiting.size) started.unref();
    if (pages) call?.resolve(pages);
    else call?.reject(new Error(`the PDF could not be read: ${error}`));
  });
  started.on('error', (error) => {
    for (const call of waiting.values()) call.reject(error);
    waiting.clear();
    thread = undefined;
  });
  thread = started;
  return started;
}

/** The text of each page of a PDF, as pdf.js reads it (a page's text pieces joined by spaces); the bytes are copied, so a pooled Buffer sends only its own. */
export function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const id = next++;
  const worker = reader();
  worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, bytes: new Uint8Array(bytes) });
  });
}

/** The text of a PDF, its pages joined, with runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join(' ').replace(/\s+/g, ' ');
}
