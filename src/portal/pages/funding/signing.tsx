import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ServiceError } from '../../../api/errors';
import { downloadPdf, signDisclosures, signedPdfPath, useDisclosures } from '../../../api/documents';
import { fundingKey } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { useCopy } from '../../org-context';
import { DocumentView } from './document-view';
import { StepPage, useStep, useUuid } from './step';

/**
 * Reading and signing the disclosures. The consent form appears once the reader reaches the end of
 * the documents; a 409 (documents changed since shown) reloads them and asks to sign again.
 */
export function SignDocuments({ uuid, onSigned }: { uuid: string; onSigned: () => void }) {
  const copy = useCopy();
  const qc = useQueryClient();
  const disclosures = useDisclosures(uuid);
  const [atBottom, setAtBottom] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (disclosures.error) return <p role="alert" className="form-errors">{copy('funding.error', { message: disclosures.error.message })}</p>;
  if (!disclosures.data) return <p role="status">{copy('disclosures.loading')}</p>;
  const mine = disclosures.data.signatures.find((s) => s.mine && s.documentUuid === disclosures.data.document.uuid);

  const sign = async () => {
    if (!disclosures.data) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await signDisclosures(uuid, disclosures.data.document);
      await qc.invalidateQueries({ queryKey: ['disclosures', uuid] });
      onSigned();
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) {
        setFailure(copy('signing.changed'));
        setAtBottom(false);
        await qc.invalidateQueries({ queryKey: ['disclosures', uuid] });
      } else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {failure ? <div className="form-errors" role="alert"><p className="form-errors__title">{failure}</p></div> : null}
      <DocumentView uuid={uuid} disclosures={disclosures.data} onReachedBottom={() => setAtBottom(true)} />
      {mine ? (
        <div role="status">
          <p>{copy('signing.signed', { name: mine.signerName, date: new Date(mine.signedAt).toLocaleString('en-US') })}</p>
          <button type="button" className="link-button" onClick={() => void downloadPdf(signedPdfPath(uuid, mine.uuid), `signed-${disclosures.data?.document.filename ?? 'documents.pdf'}`)}>
            {copy('disclosures.downloadSigned')}
          </button>
        </div>
      ) : atBottom ? (
        <SchemaForm screen="signing-consent" showTitle={false} onSubmit={sign} disabled={busy} />
      ) : (
        <p className="page-note" role="status">{copy('signing.scrollFirst')}</p>
      )}
    </>
  );
}

/** signing/sign: the applicant signs. */
export default function SigningPage() {
  const { uuid, status } = useStep(['sign']);
  const copy = useCopy();
  const qc = useQueryClient();
  return (
    <StepPage title={copy('signing.title')} status={status}>
      <p className="page-intro">{copy('signing.intro')}</p>
      <SignDocuments uuid={uuid} onSigned={() => void qc.invalidateQueries({ queryKey: fundingKey(uuid) })} />
    </StepPage>
  );
}

/** document/disclosures: read (and download) the documents at any time after they exist. */
export function DisclosuresPage() {
  const uuid = useUuid();
  const copy = useCopy();
  const disclosures = useDisclosures(uuid);
  return (
    <div className="funding-step">
      <h1 className="page-title">{copy('disclosures.title')}</h1>
      <p className="page-intro">{copy('disclosures.intro')}</p>
      {disclosures.error ? <p role="alert" className="form-errors">{copy('funding.error', { message: disclosures.error.message })}</p> : null}
      {disclosures.data ? <DocumentView uuid={uuid} disclosures={disclosures.data} /> : null}
    </div>
  );
}
