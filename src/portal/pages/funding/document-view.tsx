import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { disclosurePdfPath, downloadPdf, fetchBytes, type Disclosures } from '../../../api/documents';
import { importWithReload } from '../../shell/lazy-page';
import { useCopy, useOrg } from '../../org-context';
import { summaryKeys } from '../../../product/english-only';
import { stateName } from '../../../lib/us-states';
import { documentKeys } from '../../../api/documents';

// pdf.js is heavy: it loads only when a document is shown.
const PdfViewer = lazy(() => importWithReload(() => import('../../../widgets/pdf/pdf-viewer')));

/**
 * Where the lender gives the documents in English only (src/product/english-only.ts): says so, and
 * why, in the borrower's language, with the summary of each such document.
 */
export function EnglishOnlyNotice({ englishOnly }: { englishOnly: NonNullable<Disclosures['englishOnly']> }) {
  const copy = useCopy();
  const org = useOrg();
  return (
    <section className="english-only" aria-labelledby="english-only-title">
      <h2 id="english-only-title">{copy('englishOnly.notice')}</h2>
      <p>{copy('englishOnly.why', { lender: org.orgMetaData.footer.companyName, state: stateName(englishOnly.state) })}</p>
      <h3>{copy('englishOnly.summaryLabel')}</h3>
      {englishOnly.documents.map((kind) => {
        const keys = summaryKeys(kind);
        return (
          <div key={kind}>
            <h4>{copy(keys.title)}</h4>
            <p>{copy(keys.summary)}</p>
          </div>
        );
      })}
    </section>
  );
}

/** The current disclosures in the PDF viewer, with a download link (and, for documents given in English only, why, with their summary). */
export function DocumentView({ uuid, disclosures, onReachedBottom }: { uuid: string; disclosures: Disclosures; onReachedBottom?: () => void }) {
  const copy = useCopy();
  const doc = disclosures.document;
  const bytes = useQuery({ queryKey: documentKeys.pdf(doc.uuid), queryFn: () => fetchBytes(disclosurePdfPath(uuid, doc.uuid)), staleTime: Infinity });
  return (
    <div className="document-view">
      {disclosures.englishOnly ? <EnglishOnlyNotice englishOnly={disclosures.englishOnly} /> : null}
      <p>
        <button type="button" className="link-button" onClick={() => void downloadPdf(disclosurePdfPath(uuid, doc.uuid), doc.filename)}>
          {copy('disclosures.download')}
        </button>
      </p>
      {bytes.error ? <p role="alert" className="form-errors">{copy('funding.error', { message: bytes.error.message })}</p> : null}
      {bytes.data ? (
        <Suspense fallback={<p role="status">{copy('disclosures.loading')}</p>}>
          <PdfViewer
            data={bytes.data}
            label={copy('disclosures.label')}
            text={{
              pageOf: (page, pages) => copy('pdf.pageOf', { page, pages }), zoomIn: copy('pdf.zoomIn'), zoomOut: copy('pdf.zoomOut'),
              fitWidth: copy('pdf.fitWidth'), toolbar: copy('pdf.toolbar'), zoom: (percent) => copy('pdf.zoom', { percent }),
            }}
            onReachedBottom={onReachedBottom}
            onFirstRender={(ms) => { (window as unknown as { __pdfFirstRenderMs?: number }).__pdfFirstRenderMs = ms; }}
          />
        </Suspense>
      ) : !bytes.error ? <p role="status">{copy('disclosures.loading')}</p> : null}
    </div>
  );
}
