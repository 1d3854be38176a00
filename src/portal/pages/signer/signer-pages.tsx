import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../shell/links';
import { useApplicationRecord, type SignerRecord } from '../../../api/application';
import { ServiceError } from '../../../api/errors';
import { formatMoney } from '../../../lib/format';
import { login, startSession } from '../../../api/identity';
import { acceptInvitation, claimInvitation, unsignedSigners, useCoDeedStatus, useInvitation, useSignerApplications, type SignerApplication } from '../../../api/signers';
import { SchemaForm } from '../../../renderer/schema-form';
import { useCopy, useOrg, type CopyKey } from '../../org-context';
import { setSignerHint } from '../../session';
import { SIGNER_AREA } from '../../session/paths';
import { ConditionAnswer, ConditionList } from '../conditions/conditions';
import { IdentityForm } from '../funding/identity';
import { SignDocuments } from '../funding/signing';
import { DocumentView } from '../funding/document-view';
import { signDisclosures, useDisclosures } from '../../../api/documents';
import { LOGIN_SCREEN } from '../../../lib/page-paths';
import { signerKeys } from '../../../api/signers';

const SIGNER_BASE = SIGNER_AREA;

function useTitle(title: string) {
  const org = useOrg();
  useEffect(() => { document.title = `${title} | ${org.orgBrand}`; }, [title, org.orgBrand]);
}

function Failure({ message }: { message?: string }) {
  return message ? <div className="form-errors" role="alert"><p className="form-errors__title">{message}</p></div> : null;
}

/** heloc-signer/resume?token=: the invitation link; the signer creates a password and is signed in. */
export function SignerResumePage() {
  const copy = useCopy();
  const org = useOrg();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>();
  useTitle(copy('signer.resumeTitle'));
  if (!token) return <Navigate to={`${SIGNER_BASE}/login`} replace />;
  if (invitation.error) {
    const cancelled = invitation.error instanceof ServiceError && /cancelled/i.test(invitation.error.message);
    if (cancelled) return <Navigate to={`${SIGNER_BASE}/cancelled`} replace />;
    return (
      <div className="funding-step">
        <h1 className="page-title">{copy('signer.resumeTitle')}</h1>
        <p role="alert">{copy('signer.invalid', { message: invitation.error.message })}</p>
        <Link to={`${SIGNER_BASE}/login`}>{copy('signer.loginTitle')}</Link>
      </div>
    );
  }
  if (!invitation.data) return <p role="status">{copy('funding.loading')}</p>;
  const submit = async (d: { password: string; confirmPassword: string }) => {
    setFailure(undefined);
    setFieldErrors(undefined);
    try {
      const res = await acceptInvitation(token, d.password, d.confirmPassword);
      startSession(res.jwt);
      setSignerHint(true);
      navigate(`${SIGNER_BASE}/intro`, { replace: true });
    } catch (error) {
      // someone with a login already: log in with it, and the invitation is accepted for that login
      if (error instanceof ServiceError && error.status === 409 && /log in/i.test(error.message)) {
        navigate(`${SIGNER_BASE}/login?token=${encodeURIComponent(token)}`, { replace: true });
      } else if (error instanceof ServiceError && error.fieldErrors.length) setFieldErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <div className="funding-step">
      <h1 className="page-title">{copy('signer.resumeTitle')}</h1>
      <p className="page-intro">
        {invitation.data.applicantName
          ? copy('signer.resumeIntroFrom', { firstName: invitation.data.firstName, applicant: invitation.data.applicantName, lender: org.orgBrand, email: invitation.data.email })
          : copy('signer.resumeIntro', { firstName: invitation.data.firstName, email: invitation.data.email })}
      </p>
      <Failure message={failure} />
      <SchemaForm<{ password: string; confirmPassword: string }> screen="signer-accept" showTitle={false} onSubmit={submit} serverErrors={fieldErrors} />
    </div>
  );
}

/** heloc-signer/login: additional signer login. */
export function SignerLoginPage() {
  const copy = useCopy();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [failure, setFailure] = useState<string>();
  useTitle(copy('signer.loginTitle'));
  return (
    <div className="funding-step">
      <h1 className="page-title">{copy('signer.loginTitle')}</h1>
      <Failure message={failure} />
      <SchemaForm<{ email: string; password: string }>
        screen={LOGIN_SCREEN}
        showTitle={false}
        onSubmit={async (d) => {
          setFailure(undefined);
          try {
            await login(d);
            if (token) await claimInvitation(token);
            setSignerHint(true);
            navigate(`${SIGNER_BASE}/intro`, { replace: true });
          } catch (error) {
            setFailure(error instanceof Error ? error.message : String(error));
          }
        }}
      />
    </div>
  );
}

/** The application the signer is working on: ?application= or their first one. */
function useSignerApp(): { app?: SignerApplication; pending: boolean; error: Error | null } {
  const [params] = useSearchParams();
  const apps = useSignerApplications();
  const wanted = params.get('application');
  // a signer whose only invitation was cancelled still gets it, so the pages can say it was cancelled
  const app = apps.data?.find((a) => a.applicationUuid === wanted) ?? apps.data?.find((a) => a.status !== 'CANCELLED') ?? apps.data?.[0];
  return { app, pending: apps.isPending, error: apps.error };
}

function SignerFrame({ titleKey, children }: { titleKey: CopyKey; children: (app: SignerApplication) => React.ReactNode }) {
  const copy = useCopy();
  const { app, pending, error } = useSignerApp();
  useTitle(copy(titleKey));
  if (error) return <Navigate to={`${SIGNER_BASE}/error`} replace />;
  // a cancelled signer has no access to the application any more: nothing to show but that
  if (app?.status === 'CANCELLED') return <Navigate to={`${SIGNER_BASE}/cancelled`} replace />;
  return (
    <div className="funding-step">
      <h1 className="page-title">{copy(titleKey)}</h1>
      {pending ? <p role="status">{copy('funding.loading')}</p> : app ? children(app) : <p>{copy('signer.none')}</p>}
    </div>
  );
}

/** Where the deed signatures of the application stand (co-deed status): who still has to sign. */
function CoDeedStatusNote({ uuid }: { uuid: string }) {
  const copy = useCopy();
  const entry = useCoDeedStatus().data?.applications.find((a) => a.uuid === uuid);
  if (!entry || entry.coDeedStatus === 'NOT_REQUIRED') return null;
  const text = entry.coDeedStatus === 'COMPLETE' ? copy('signer.coDeedComplete') : copy('signer.coDeedPending', { count: String(unsignedSigners(entry)) });
  return <p className="page-note" data-testid="co-deed-status">{text}</p>;
}

/** Whose line the signer is asked to sign, for how much, with which lender and on which home. */
function SignerAbout({ uuid }: { uuid: string }) {
  const copy = useCopy();
  const org = useOrg();
  const record = useApplicationRecord(uuid).data as SignerRecord | undefined;
  if (!record) return null;
  const name = [record.borrower.name?.firstName, record.borrower.name?.lastName].filter(Boolean).join(' ');
  const street = record.property.address?.street1;
  return (
    <p className="page-intro" data-testid="signer-about">
      {copy('signer.about', {
        applicant: name || copy('signer.aboutApplicant'),
        lender: org.orgBrand,
        amount: typeof record.amount === 'number' ? formatMoney(record.amount, 0) : copy('signer.aboutAmount'),
        loanNumber: record.loanNumber,
      })}
      {street ? ` ${copy('signer.aboutHome', { address: [street, record.property.address?.city].filter(Boolean).join(', ') })}` : ''}
    </p>
  );
}

/** heloc-signer/intro: what is left for the signer. */
export function SignerIntroPage() {
  const copy = useCopy();
  return (
    <SignerFrame titleKey="signer.introTitle">
      {(app) => app.status === 'CANCELLED' ? <Navigate to={`${SIGNER_BASE}/cancelled`} replace /> : app.status === 'SIGNED' ? <><p role="status">{copy('signer.done')}</p><p>{copy('signer.next')}</p><CoDeedStatusNote uuid={app.applicationUuid} /></> : (
        <>
          <SignerAbout uuid={app.applicationUuid} />
          <CoDeedStatusNote uuid={app.applicationUuid} />
          <p className="page-intro">{copy('signer.introIntro')}</p>
          <ol className="signer-steps">
            <li><Link to={`${SIGNER_BASE}/identity?application=${app.applicationUuid}`}>{copy('signer.verify')}</Link>{app.status === 'IDENTITY_VERIFIED' ? ` (${copy('signer.status.identityVerified')})` : ''}</li>
            <li><Link to={`${SIGNER_BASE}/sign?application=${app.applicationUuid}`}>{copy('signer.sign')}</Link></li>
            <li><Link to={`${SIGNER_BASE}/conditions?application=${app.applicationUuid}`}>{copy('signer.conditions')}</Link></li>
          </ol>
        </>
      )}
    </SignerFrame>
  );
}

/** heloc-signer/identity and heloc-signer/conditions/identity: the signer's ID. */
export function SignerIdentityPage() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (
    <SignerFrame titleKey="signer.verify">
      {(app) => <IdentityForm uuid={app.applicationUuid} onSubmit={() => { void qc.invalidateQueries({ queryKey: signerKeys.applications }); navigate(`${SIGNER_BASE}/intro?application=${app.applicationUuid}`); }} />}
    </SignerFrame>
  );
}

/** heloc-signer/sign: the signer reads and signs the same documents as the applicant. */
export function SignerSignPage() {
  const qc = useQueryClient();
  const copy = useCopy();
  return (
    <SignerFrame titleKey="signing.title">
      {(app) => <SignDocuments uuid={app.applicationUuid} afterSigning={<p>{copy('signer.next')}</p>} sign={async (consent) => { await signDisclosures(app.applicationUuid, { uuid: consent.documentUuid, sha256: consent.sha256 }); await qc.invalidateQueries({ queryKey: signerKeys.applications }); await qc.invalidateQueries({ queryKey: signerKeys.coDeedStatus }); }} />}
    </SignerFrame>
  );
}

function SignerDocuments({ uuid }: { uuid: string }) {
  const d = useDisclosures(uuid);
  return d.data ? <DocumentView uuid={uuid} disclosures={d.data} /> : null;
}

/** heloc-signer/documents: read-only view of the documents. */
export const SignerDocumentsPage = () => <SignerFrame titleKey="disclosures.title">{(app) => <SignerDocuments uuid={app.applicationUuid} />}</SignerFrame>;

/** heloc-signer/conditions (index): conditions on the application the signer can answer. */
export const SignerConditionsPage = () => (
  <SignerFrame titleKey="conditions.title">{(app) => <ConditionList uuid={app.applicationUuid} base={SIGNER_BASE} />}</SignerFrame>
);

/** heloc-signer/conditions/upload-document: one condition answered by the signer. */
export function SignerConditionAnswerPage() {
  const { app } = useSignerApp();
  if (app?.status === 'CANCELLED') return <Navigate to={`${SIGNER_BASE}/cancelled`} replace />;
  return app ? <ConditionAnswer uuid={app.applicationUuid} back={`${SIGNER_BASE}/conditions`} /> : null;
}

/** heloc-signer/cancelled and heloc-signer/error. */
export function SignerCancelledPage() {
  const copy = useCopy();
  useTitle(copy('signer.cancelledTitle'));
  return <div className="funding-step"><h1 className="page-title">{copy('signer.cancelledTitle')}</h1><p>{copy('signer.cancelledIntro')}</p></div>;
}
export function SignerErrorPage() {
  const copy = useCopy();
  useTitle(copy('signer.errorTitle'));
  return (
    <div className="funding-step">
      <h1 className="page-title">{copy('signer.errorTitle')}</h1>
      <p>{copy('signer.errorIntro')}</p>
      <Link to={`${SIGNER_BASE}/login`}>{copy('signer.loginTitle')}</Link>
    </div>
  );
}
