import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// Vite emits the worker as its own file and gives its URL, so the worker is bundled, not fetched from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Spec: pages are at most 700 px wide; reaching the bottom means the last page is 25% visible. */
export const MAX_PAGE_WIDTH = 700;
export const BOTTOM_VISIBILITY = 0.25;

export interface PdfViewerProps {
  data: ArrayBuffer;
  /** Accessible name of the document region. */
  label: string;
  maxWidth?: number;
  onReachedBottom?: () => void;
  /** Milliseconds from receiving the bytes to the first page painted. */
  onFirstRender?: (ms: number) => void;
  onError?: (error: Error) => void;
}

/** Renders every page of a PDF to canvases (pdf.js, eval disabled) and reports when the reader reaches the end. */
export default function PdfViewer({ data, label, maxWidth = MAX_PAGE_WIDTH, onReachedBottom, onFirstRender, onError }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);
  // pages painted so far: an unpainted canvas is a small placeholder that may already be in view
  const [painted, setPainted] = useState(0);
  // the canvases are pictures; each page's text is also given to assistive technology
  const [texts, setTexts] = useState<string[]>([]);
  const callbacks = useRef({ onReachedBottom, onFirstRender, onError });
  callbacks.current = { onReachedBottom, onFirstRender, onError };

  useEffect(() => {
    const started = performance.now();
    let cancelled = false;
    let doc: PDFDocumentProxy | undefined;
    // pdf.js transfers the buffer to its worker; keep the caller's copy intact.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    void task.promise.then(async (loaded) => {
      doc = loaded;
      if (cancelled) return;
      setPainted(0);
      setPages(loaded.numPages);
      await new Promise((r) => requestAnimationFrame(r));
      const host = container.current;
      if (!host) return;
      const width = Math.min(maxWidth, host.clientWidth || maxWidth);
      for (let n = 1; n <= loaded.numPages && !cancelled; n++) {
        const page = await loaded.getPage(n);
        const base = page.getViewport({ scale: 1 });
        const scale = width / base.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = host.querySelector<HTMLCanvasElement>(`canvas[data-page="${n}"]`);
        if (!canvas) continue;
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        await page.render({ canvas, viewport }).promise;
        if (!cancelled) setPainted(n);
        if (n === 1) callbacks.current.onFirstRender?.(performance.now() - started);
        const content = await page.getTextContent();
        const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim();
        if (!cancelled) setTexts((t) => { const next = [...t]; next[n - 1] = text; return next; });
      }
    }).catch((error: Error) => {
      if (!cancelled) callbacks.current.onError?.(error);
    });
    return () => {
      cancelled = true;
      void task.destroy();
      void doc?.destroy();
    };
  }, [data, maxWidth]);

  // the bottom is watched only once the last page is painted at its real size
  const lastPainted = pages > 0 && painted >= pages;
  useEffect(() => {
    const host = container.current;
    const last = lastPainted ? host?.querySelector(`[data-page="${pages}"]`) : null;
    if (!last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= BOTTOM_VISIBILITY)) {
        callbacks.current.onReachedBottom?.();
        observer.disconnect();
      }
    }, { threshold: BOTTOM_VISIBILITY });
    observer.observe(last);
    return () => observer.disconnect();
  }, [pages, lastPainted]);

  return (
    <div className="pdf-viewer" ref={container} role="region" aria-label={label} tabIndex={0} style={{ maxWidth }}>
      {Array.from({ length: pages }, (_, i) => (
        <div key={i} className="pdf-viewer__sheet" role="group" aria-label={`${label}, page ${i + 1} of ${pages}`}>
          <canvas data-page={i + 1} className="pdf-viewer__page" aria-hidden="true" />
          <p className="visually-hidden">{texts[i] ?? ''}</p>
        </div>
      ))}
    </div>
  );
}
