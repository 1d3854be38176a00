// Reads PDFs for tests/helpers/pdf-text.ts on a thread of its own: pdf.js's Node build replaces built-ins of the realm
// that loads it (JSON.parse, JSON.stringify and Array.prototype.push among them) with slower polyfills, which would
// slow every later request and test in the process that asked.
import { URL, fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = fileURLToPath(new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url));

parentPort.on('message', async ({ id, bytes }) => {
  try {
    const doc = await getDocument({ data: bytes, isEvalSupported: false, standardFontDataUrl }).promise;
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      pages.push(items.map((item) => item.str ?? '').join(' '));
    }
    await doc.destroy();
    parentPort.postMessage({ id, pages });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
