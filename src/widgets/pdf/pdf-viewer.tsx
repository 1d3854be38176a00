import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
// Vite emits the worker as its own file and gives its URL, so the worker is bundled, not fetched from a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import './pdf-viewer.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Spec: pages are at most 700 px wide; reaching the bottom means the last page is 25% visible. */
export const MAX_PAGE_WIDTH = 700;
export const BOTTOM_VISIBILITY = 0.25;
/** Zoom steps, as a share of the fitted width. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const MIN_ZOOM = Math.min(...ZOOM_STEPS);
const MAX_ZOOM = Math.max(...ZOOM_STEPS);

/** The viewer's words, from content. */
export interface PdfViewerText {
  /** "Page 2 of 5". */
  pageOf: (page: number, pages: number) => string;
  zoomIn: string;
  zoomOut: string;
  fitWidth: string;
  /** The toolbar's name. */
  toolbar: string;
  /** "Zoom: 125%". */
  zoom: (percent: number) => string;
}

export interface PdfViewerProps {
  data: ArrayBuffer;
  /** Accessible name of the document region. */
  label: string;
  text: PdfViewerText;
  maxWidth?: number;
  onReachedBottom?: () => void;
  /** Milliseconds from receiving the bytes to the first page painted. */
  onFirstRender?: (ms: number) => void;
  onError?: (error: Error) => void;
}

/**
 * Renders every page of a PDF to canvases (pdf.js, eval disabled) with pdf.js's text layer laid over
 * each (selectable, read by screen readers, scaled by --scale-factor), a page count and zoom (fit to
 * width, in and out), and reports when the reader reaches the end.
 */
export default function PdfViewer({ data, label, text, maxWidth = MAX_PAGE_WIDTH, onReachedBottom, onFirstRender, onError }: PdfViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [pages, setPages] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [available, setAvailable] = useState<number>();
  const [current, setCurrent] = useState(1);
  // pages painted so far: an unpainted canvas is a small placeholder that may already be in view
  const [painted, setPainted] = useState(0);
  const callbacks = useRef({ onReachedBottom, onFirstRender, onError });
  callbacks.current = { onReachedBottom, onFirstRender, onError };
  const started = useRef(0);

  useEffect(() => {
    started.current = performance.now();
    let cancelled = false;
    let loaded: PDFDocumentProxy | undefined;
    // pdf.js transfers the buffer to its worker; keep the caller's copy intact.
    const task = getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false });
    void task.promise.then((d) => {
      loaded = d;
      if (cancelled) return;
      setPainted(0);
      setPages(d.numPages);
      setDoc(d);
    }).catch((error: Error) => {
      if (!cancelled) callbacks.current.onError?.(error);
    });
    return () => {
      cancelled = true;
      setDoc(undefined);
      void task.destroy();
      void loaded?.destroy();
    };
  }, [data]);

  // the width to fit: the viewer's own, at most maxWidth, followed when the window changes size
  useEffect(() => {
    const host = container.current;
    if (!host) return;
    const measure = () => setAvailable(Math.min(maxWidth, host.clientWidth || maxWidth));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(host);
    return () => observer.disconnect();
  }, [maxWidth]);

  useEffect(() => {
    const host = container.current;
    if (!doc || !host || !available) return;
    let cancelled = false;
    let rendering: RenderTask | undefined;
    let layer: TextLayer | undefined;
    void (async () => {
      await new Promise((r) => requestAnimationFrame(r));
      for (let n = 1; n <= doc.numPages && !cancelled; n++) {
        const page = await doc.getPage(n);
        const sheet = host.querySelector<HTMLElement>(`[data-sheet="${n}"]`);
        const canvas = sheet?.querySelector('canvas');
        const textHost = sheet?.querySelector<HTMLElement>('.textLayer');
        if (!sheet || !canvas || !textHost || cancelled) continue;
        const scale = (available * zoom) / page.getViewport({ scale: 1 }).width;
        const css = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        const device = page.getViewport({ scale: scale * ratio });
        sheet.style.setProperty('--scale-factor', String(scale));
        sheet.style.width = `${Math.floor(css.width)}px`;
        sheet.style.height = `${Math.floor(css.height)}px`;
        canvas.width = Math.floor(device.width);
        canvas.height = Math.floor(device.height);
        rendering = page.render({ canvas, viewport: device });
        await rendering.promise;
        if (cancelled) return;
        setPainted((p) => Math.max(p, n));
        if (n === 1 && started.current) {
          callbacks.current.onFirstRender?.(performance.now() - started.current);
          started.current = 0;
        }
        textHost.replaceChildren();
        layer = new TextLayer({ textContentSource: await page.getTextContent(), container: textHost, viewport: css });
        await layer.render();
      }
    })().catch((error: Error) => {
      if (!cancelled && error.name !== 'RenderingCancelledException') callbacks.current.onError?.(error);
    });
    return () => {
      cancelled = true;
      rendering?.cancel();
      layer?.cancel();
    };
  }, [doc, available, zoom]);

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

  // the page shown is the last one whose top has passed the upper third of the view
  const follow = () => {
    const host = container.current;
    if (!host) return;
    const line = host.scrollTop + host.clientHeight / 3;
    let page = 1;
    host.querySelectorAll<HTMLElement>('[data-sheet]').forEach((s, i) => { if (s.offsetTop - host.offsetTop <= line) page = i + 1; });
    setCurrent(page);
  };

  const step = (dir: 1 | -1) => {
    const i = ZOOM_STEPS.findIndex((z) => z >= zoom - 1e-9);
    const next = ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, Math.max(0, (i === -1 ? ZOOM_STEPS.length - 1 : i) + dir))];
    if (next) setZoom(next);
  };

  return (
    <div className="pdf-viewer" style={{ maxWidth }}>
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label={text.toolbar}>
        <span className="pdf-viewer__count">{pages ? text.pageOf(Math.min(current, pages), pages) : null}</span>
        <span className="pdf-viewer__zoom">
          <button type="button" className="pdf-viewer__button" onClick={() => step(-1)} disabled={zoom <= MIN_ZOOM} aria-label={text.zoomOut}>
            <span aria-hidden="true">−</span>
          </button>
          <output className="pdf-viewer__level" aria-live="polite">{text.zoom(Math.round(zoom * 100))}</output>
          <button type="button" className="pdf-viewer__button" onClick={() => step(1)} disabled={zoom >= MAX_ZOOM} aria-label={text.zoomIn}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="pdf-viewer__button pdf-viewer__fit" onClick={() => setZoom(1)} disabled={zoom === 1}>{text.fitWidth}</button>
        </span>
      </div>
      <div className="pdf-viewer__pages" ref={container} role="region" aria-label={label} tabIndex={0} style={{ maxWidth }} onScroll={follow}>
        {Array.from({ length: pages }, (_, i) => (
          <div key={i} data-sheet={i + 1} className="pdf-viewer__sheet" role="group" aria-label={`${label}, ${text.pageOf(i + 1, pages)}`}>
            <canvas data-page={i + 1} className="pdf-viewer__page" aria-hidden="true" />
            <div className="textLayer" />
          </div>
        ))}
      </div>
    </div>
  );
}
