import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationKey, type ApplicationRecord } from '../../../api/application';
import { cancelInvitation } from '../../../api/signers';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure } from '../../forms/use-form-action';
import { useCopy, useOrg, type CopyKey } from '../../org-context';
import { applicantFlow } from '../application/flow';
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
export default function SigningAdditionalPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const qc = useQueryClient();
  const [links, setLinks] = useState<{ name: string; inviteUrl: string }[]>([]);
  const { run, busy, failure, fieldErrors } = useScreenAction<Record<string, unknown>>(uuid, 'signing-additional', (saved) => {
    setLinks(saved.invitations ?? []);
    void qc.invalidateQueries({ queryKey: applicationKey(uuid) });
    return true;
  });
  return (
    <StepFrame>
      <FormFailure message={failure} />
      <SchemaForm screen="signing-additional" onSubmit={(d) => void run(d)} serverErrors={fieldErrors} disabled={busy} />
      {links.length ? (
        <ul className="invite-links" aria-live="polite">
          {links.map((l) => (
            <li key={l.inviteUrl}>{copy('signing.inviteLink', { name: l.name })} <a href={l.inviteUrl} data-invite-link>{new URL(l.inviteUrl, window.location.origin).href}</a></li>
          ))}
        </ul>
      ) : null}
      <SignerList uuid={uuid} app={app} />
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
