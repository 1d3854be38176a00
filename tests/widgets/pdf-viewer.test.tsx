// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** pdf.js stands in here as a two-page document whose pages finish painting when the test says so. */
const paint: (() => void)[] = [];
const getDocument = vi.fn();
/** The text layers made: where, with what text, at which scale. */
const layers: { container: HTMLElement; text: string; scale: number }[] = [];
class FakeTextLayer {
  constructor(private readonly params: { textContentSource: { items: { str: string }[] }; container: HTMLElement; viewport: { scale: number } }) {}
  async render() {
    const { container, textContentSource, viewport } = this.params;
    const span = document.createElement('span');
    span.textContent = textContentSource.items.map((i) => i.str).join(' ');
    container.append(span);
    layers.push({ container, text: span.textContent, scale: viewport.scale });
  }
  cancel() {}
}
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, TextLayer: FakeTextLayer, getDocument: (...args: unknown[]) => getDocument(...args) }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale, scale }),
  render: () => ({ promise: new Promise<void>((resolve) => paint.push(resolve)), cancel: () => {} }),
  getTextContent: async () => ({ items: [{ str: 'Home equity line of credit' }] }),
};

/** Records what is observed and lets the test report a visibility ratio. */
const observed: Element[] = [];
let report: ((ratio: number) => void) | undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback, readonly options: IntersectionObserverInit) {}
  observe(el: Element) {
    observed.push(el);
    report = (ratio) => this.callback([{ target: el, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() { report = undefined; }
  unobserve() {}
  takeRecords() { return []; }
}

beforeEach(() => {
  paint.length = 0;
  layers.length = 0;
  observed.length = 0;
  report = undefined;
  getDocument.mockReset();
  getDocument.mockReturnValue({ promise: Promise.resolve({ numPages: 2, getPage: async () => page, destroy: async () => {} }), destroy: async () => {} });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const text = {
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`, zoomIn: 'Zoom in', zoomOut: 'Zoom out', fitWidth: 'Fit to width',
  toolbar: 'Document pages and zoom', zoom: (percent: number) => `${percent}%`,
};

// not inside act: pdf.js work and React's commits interleave as they do in a browser
const flush = () => new Promise((r) => setTimeout(r, 40));

describe('PDF viewer', () => {
  it('opens the document with eval disabled and pages no wider than 700 px', async () => {
    const { default: PdfViewer } = await import('../../src/widgets/pdf/pdf-viewer');
    render(<PdfViewer data={new ArrayBuffer(8)} label="Disclosures" text={text} maxWidth={700} />);
    await flush();
    expect(getDocument).toHaveBeenCalledWith(expect.objectContaining({ isEvalSupported: false }));
    expect(screen.getByRole('region', { name: 'Disclosures' }).style.maxWidth).toBe('700px');
  });

  it('reports the bottom only once the last page is painted and a quarter of it is visible', async () => {
    const { default: PdfViewer } = await import('../../src/widgets/pdf/pdf-viewer');
    const onReachedBottom = vi.fn();
    render(<PdfViewer data={new ArrayBuffer(8)} label="Disclosures" text={text} onReachedBottom={onReachedBottom} />);
    await flush();
    // pages are laid out but not painted yet: an empty placeholder in view is not the end of the document
    expect(screen.getAllByRole('group')).toHaveLength(2);
    report?.(1);
    expect(onReachedBottom).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(paint).toHaveLength(1));
    await act(async () => { paint.shift()?.(); });
    await flush();
    report?.(1);
    expect(onReachedBottom).not.toHaveBeenCalled();

    await vi.waitFor(() => expect(paint).toHaveLength(1));
    await act(async () => { paint.shift()?.(); });
    await flush();
    expect(observed.at(-1)?.getAttribute('data-page')).toBe('2');
    report?.(0.2);
    expect(onReachedBottom).not.toHaveBeenCalled();
    report?.(0.25);
    expect(onReachedBottom).toHaveBeenCalledTimes(1);
  });

  it('counts the pages, lays each page\'s text over its canvas at its scale, and zooms from the fitted width', async () => {
    const { default: PdfViewer } = await import('../../src/widgets/pdf/pdf-viewer');
    render(<PdfViewer data={new ArrayBuffer(8)} label="Disclosures" text={text} maxWidth={612} />);
    await flush();
    expect(screen.getByRole('toolbar', { name: 'Document pages and zoom' }).textContent).toContain('Page 1 of 2');
    const paintAll = async () => {
      for (let n = 0; n < 2; n++) {
        await vi.waitFor(() => expect(paint).toHaveLength(1));
        await act(async () => { paint.shift()?.(); });
        await flush();
      }
    };
    await paintAll();
    // the fitted width: 612 px for a 612 pt page is scale 1, the sheet exactly the page's size
    const sheet = screen.getByRole('group', { name: 'Disclosures, Page 2 of 2' });
    expect(sheet.style.getPropertyValue('--scale-factor')).toBe('1');
    expect(sheet.style.width).toBe('612px');
    expect(layers.map((l) => [l.text, l.scale])).toEqual([['Home equity line of credit', 1], ['Home equity line of credit', 1]]);
    expect(layers[1]?.container.closest('[data-sheet]')).toBe(sheet);

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('125%')).toBeTruthy();
    await paintAll();
    expect(sheet.style.getPropertyValue('--scale-factor')).toBe('1.25');
    expect(sheet.style.width).toBe('765px');
    // a page re-laid keeps one text layer, not one per zoom level
    expect(sheet.querySelectorAll('.textLayer span')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    await paintAll();
    expect(sheet.style.width).toBe('612px');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('50%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
