import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../shell/links';
import { applicationKey, type ApplicationRecord } from '../../../api/application';
import { cancelInvitation } from '../../../api/signers';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure } from '../../forms/use-form-action';
import { useCopy, useOrg, type CopyKey } from '../../org-context';
import { applicantFlow, stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { StepFrame, WaitingNotice } from './step-frame';

const STATUS_KEYS: Record<string, CopyKey> = {
  INVITED: 'signer.status.invited', ACCEPTED: 'signer.status.accepted', IDENTITY_VERIFIED: 'signer.status.identityVerified',
  SIGNED: 'signer.status.signed', CANCELLED: 'signer.status.cancelled',
};

/** The other signers and where each stands; the applicant may cancel an invitation not yet signed. */
function SignerList({ uuid, app }: { uuid: string; app: ApplicationRecord }) {
  const copy = useCopy();
  const qc = useQueryClient();
  const signers = app.helocSigners ?? [];
  if (!signers.length) return null;
  return (
    <section aria-labelledby="signers-title">
      <h2 id="signers-title">{copy('signing.additionalTitle')}</h2>
      <ul>
        {signers.map((s) => (
          <li key={s.uuid}>
            {copy('signing.signerStatus', { name: `${s.firstName} ${s.lastName}`, email: s.email, status: copy(STATUS_KEYS[s.status] ?? 'signer.status.invited') })}
            {s.status !== 'SIGNED' && s.status !== 'CANCELLED' ? (
              <> <button type="button" className="link-button" onClick={() => void cancelInvitation(uuid, s.uuid).then(() => qc.invalidateQueries({ queryKey: applicationKey(uuid) }))}>
                {copy('signing.cancelInvite', { name: `${s.firstName} ${s.lastName}` })}
              </button></>
            ) : null}
          </li>
        ))}
      </ul>
      {applicantFlow().state(app.state)?.waiting ? <WaitingNotice text={copy('signing.waitingForSigners')} /> : null}
    </section>
  );
}

/**
 * signing/additional: invite the other owners (screen signing-additional; the answer carries their
 * links) and, once the applicant signed, wait for their signatures while the step page polls.
 */
export default function SigningAdditionalPage({ uuid, app, route }: StepPageProps) {
  const copy = useCopy();
  const qc = useQueryClient();
  const [links, setLinks] = useState<{ name: string; inviteUrl: string }[]>([]);
  // who the last invitations went to: the page then says so instead of showing the filled form again
  const [sent, setSent] = useState<{ name: string; email: string }[]>();
  const [round, setRound] = useState(0);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const invited = useRef<{ name: string; email: string }[]>([]);
  const { run, busy, failure, fieldErrors } = useScreenAction<Record<string, unknown>>(uuid, 'signing-additional', (saved) => {
    setLinks(saved.invitations ?? []);
    setSent(invited.current);
    void qc.invalidateQueries({ queryKey: applicationKey(uuid) });
    return true;
  });
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  const send = (d: Record<string, unknown>) => {
    const people = (Array.isArray(d.signers) ? d.signers : []) as { firstName?: string; lastName?: string; email?: string }[];
    invited.current = people.map((p) => ({ name: [p.firstName, p.lastName].filter(Boolean).join(' '), email: p.email ?? '' }));
    void run(d);
  };
  // the way on: where the application is, when that is not this page (signing/sign before the applicant signed)
  const current = applicantFlow().routeOf(app.state);
  const onward = current && current !== route ? current : undefined;
  return (
    <StepFrame>
      <FormFailure message={failure} />
      {sent ? (
        <section className="invite-sent" aria-labelledby="invite-sent-title" data-testid="invite-sent">
          <h2 id="invite-sent-title" ref={sentHeading} tabIndex={-1}>{copy('signing.invitedTitle')}</h2>
          <p>{copy('signing.invitedIntro')}</p>
          <ul>
            {sent.map((p) => <li key={p.email}>{copy('signing.invitedPerson', { name: p.name, email: p.email })}</li>)}
          </ul>
          <div className="form-actions">
            {onward ? <Link className="button button--primary" to={stepUrl(uuid, onward)}>{onward === 'signing/sign' ? copy('signing.toSign') : copy('step.past.continue')}</Link> : null}
            <button type="button" className="button" onClick={() => { setSent(undefined); setLinks([]); setRound((r) => r + 1); }}>{copy('signing.inviteMore')}</button>
          </div>
        </section>
      ) : (
        <SchemaForm key={round} screen="signing-additional" onSubmit={send} serverErrors={fieldErrors} disabled={busy}>
          {busy ? <p role="status">{copy('signing.sending')}</p> : null}
        </SchemaForm>
      )}
      {links.length ? (
        <ul className="invite-links" aria-live="polite">
          {links.map((l) => (
            <li key={l.inviteUrl}>{copy('signing.inviteLink', { name: l.name })} <a href={l.inviteUrl} data-invite-link>{new URL(l.inviteUrl, window.location.origin).href}</a></li>
          ))}
        </ul>
      ) : null}
      <SignerList uuid={uuid} app={app} />
      {!sent && onward ? <p><Link to={stepUrl(uuid, onward)}>{onward === 'signing/sign' ? copy('signing.toSign') : copy('step.past.continue')}</Link></p> : null}
    </StepFrame>
  );
}

/** signing/support: who to call about the documents. */
export function SigningSupportPage() {
  const copy = useCopy();
  const org = useOrg();
  return (
    <StepFrame title={copy('signing.supportTitle')}>
      <p>{copy('signing.supportIntro', { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email })}</p>
    </StepFrame>
  );
}
