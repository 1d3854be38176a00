import { useQueryClient } from '@tanstack/react-query';
import { localeOf } from '../../../engine/languages';
import { useState } from 'react';
import { ServiceError } from '../../../api/errors';
import { downloadPdf, signedPdfPath, useDisclosures, type Disclosures } from '../../../api/documents';
import { toDisplayDateTime } from '../../../lib/format';
import { PACIFIC } from '../../../lib/hours';
import { SchemaForm } from '../../../renderer/schema-form';
import { Link } from '../../shell/links';
import { useCopy, useLanguage, type CopyKey } from '../../org-context';
import { useLocationForSigning } from '../../shell/location-alert';
import { ProcessingWhile } from '../../shell/processing-modal';
import { stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { DocumentView } from './document-view';
import { StepFrame } from './step-frame';
import { documentKeys } from '../../../api/documents';

export interface SigningConsent { agree: true; documentUuid: string; sha256: string }

/**
 * Reading and signing the disclosures. The consent form (screen signing-consent, with the shown
 * document's uuid and fingerprint as hidden fields) appears once the reader reaches the end of the
 * documents; a 409 (documents changed since shown) reloads them and asks to sign again.
 */
export function SignDocuments({ uuid, sign, afterSigning }: { uuid: string; sign: (consent: SigningConsent) => Promise<void>; afterSigning?: React.ReactNode }) {
  const copy = useCopy();
  const lang = useLanguage();
  const qc = useQueryClient();
  const disclosures = useDisclosures(uuid);
  const [atBottom, setAtBottom] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const location = useLocationForSigning();
  if (disclosures.error) return <p role="alert" className="form-errors">{copy('funding.error', { message: disclosures.error.message })}</p>;
  if (!disclosures.data) return <p role="status">{copy('disclosures.loading')}</p>;
  const shown: Disclosures = disclosures.data;
  const mine = shown.signatures.find((s) => s.mine && s.documentUuid === shown.document.uuid);

  const submit = async () => {
    setFailure(undefined);
    // e-signing needs the device's location: without it the alert explains why, and nothing is signed
    if (!(await location.request())) return;
    setBusy(true);
    try {
      await sign({ agree: true, documentUuid: shown.document.uuid, sha256: shown.document.sha256 });
      await qc.invalidateQueries({ queryKey: documentKeys.disclosures(uuid) });
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) {
        setFailure(copy('signing.changed'));
        setAtBottom(false);
        await qc.invalidateQueries({ queryKey: documentKeys.disclosures(uuid) });
      } else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {location.alert}
      <ProcessingWhile busy={busy} message={copy('processing.signing')} />
      {failure ? <div className="form-errors" role="alert"><p className="form-errors__title">{failure}</p></div> : null}
      <DocumentView uuid={uuid} disclosures={shown} onReachedBottom={() => setAtBottom(true)} />
      {mine ? (
        <div role="status">
          <p>{copy('signing.signed', { name: mine.signerName, date: toDisplayDateTime(mine.signedAt, { zone: PACIFIC, zoneName: true, locale: localeOf(lang) }) ?? mine.signedAt })}</p>
          {afterSigning}
          <button type="button" className="link-button" onClick={() => void downloadPdf(signedPdfPath(uuid, mine.uuid), `signed-${shown.document.filename}`)}>
            {copy('disclosures.downloadSigned')}
          </button>
        </div>
      ) : atBottom ? (
        <SchemaForm
          screen="signing-consent"
          showTitle={false}
          formData={{ documentUuid: shown.document.uuid, sha256: shown.document.sha256 }}
          onSubmit={() => void submit()}
          disabled={busy}
        />
      ) : (
        <p className="page-note" role="status">{copy('signing.scrollFirst')}</p>
      )}
    </>
  );
}

/**
 * Where signing starts, the applicant is offered to invite the home's other owners (signing/additional),
 * in the words of how they said they own it.
 */
export function InviteOffer({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  if ((app.helocSigners ?? []).some((s) => s.status !== 'CANCELLED')) return null;
  const joint = JOINT_OWNERSHIP[String(app.ownershipType)];
  return (
    <div className="invite-offer">
      <p>{joint ? copy(joint) : copy('signing.inviteOffer.other')}</p>
      <p><Link to={stepUrl(uuid, 'signing/additional')}>{copy('signing.inviteOffer.link')}</Link></p>
    </div>
  );
}

/** Ownership answers (screen start-contact) that mean someone else is on the title too. */
const JOINT_OWNERSHIP: Record<string, CopyKey> = {
  JOINT_WITH_SPOUSE: 'signing.inviteOffer.spouse', JOINT_WITH_OTHER: 'signing.inviteOffer.coOwner', TRUST: 'signing.inviteOffer.trust',
};

/** signing/sign: the applicant signs through the signing step's screen, and the flow goes on. */
export default function SigningPage({ uuid, app, route }: StepPageProps) {
  const copy = useCopy();
  const { run } = useScreenAction<SigningConsent>(uuid, 'signing-consent', undefined, (error) => {
    throw error;
  });
  return (
    <StepFrame title={copy('signing.title')}>
      <p className="page-intro">{copy('signing.intro')}</p>
      <InviteOffer uuid={uuid} app={app} route={route} />
      <SignDocuments uuid={uuid} sign={run} />
    </StepFrame>
  );
}

/** document/disclosures: read (and download) the documents at any time after they exist. */
export function DisclosuresPage({ uuid }: StepPageProps) {
  const copy = useCopy();
  const disclosures = useDisclosures(uuid);
  return (
    <StepFrame title={copy('disclosures.title')}>
      <p className="page-intro">{copy('disclosures.intro')}</p>
      {disclosures.error ? <p role="alert" className="form-errors">{copy('funding.error', { message: disclosures.error.message })}</p> : null}
      {disclosures.data ? <DocumentView uuid={uuid} disclosures={disclosures.data} /> : null}
    </StepFrame>
  );
}
