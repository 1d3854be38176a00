// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** pdf.js stands in here as a two-page document whose pages finish painting when the test says so. */
const paint: (() => void)[] = [];
const getDocument = vi.fn();
vi.mock('pdfjs-dist', () => ({ GlobalWorkerOptions: {}, getDocument: (...args: unknown[]) => getDocument(...args) }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));

const page = {
  getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
  render: () => ({ promise: new Promise<void>((resolve) => paint.push(resolve)) }),
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
  observed.length = 0;
  report = undefined;
  getDocument.mockReset();
  getDocument.mockReturnValue({ promise: Promise.resolve({ numPages: 2, getPage: async () => page, destroy: async () => {} }), destroy: async () => {} });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 16));
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

// not inside act: pdf.js work and React's commits interleave as they do in a browser
const flush = () => new Promise((r) => setTimeout(r, 40));

describe('PDF viewer', () => {
  it('opens the document with eval disabled and pages no wider than 700 px', async () => {
    const { default: PdfViewer } = await import('../../src/widgets/pdf/pdf-viewer');
    render(<PdfViewer data={new ArrayBuffer(8)} label="Disclosures" maxWidth={700} />);
    await flush();
    expect(getDocument).toHaveBeenCalledWith(expect.objectContaining({ isEvalSupported: false }));
    expect(screen.getByRole('region', { name: 'Disclosures' }).style.maxWidth).toBe('700px');
  });

  it('reports the bottom only once the last page is painted and a quarter of it is visible', async () => {
    const { default: PdfViewer } = await import('../../src/widgets/pdf/pdf-viewer');
    const onReachedBottom = vi.fn();
    render(<PdfViewer data={new ArrayBuffer(8)} label="Disclosures" onReachedBottom={onReachedBottom} />);
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
});
