import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cancelInvitation } from '../../../api/signers';
import { fundingKey } from '../../../api/funding';
import { useCopy, useOrg } from '../../org-context';
import { ScreenStep } from './screen-step';
import { StepPage, WaitingNotice, useStep } from './step';

const STATUS_KEYS: Record<string, string> = {
  INVITED: 'signer.status.invited', ACCEPTED: 'signer.status.accepted', IDENTITY_VERIFIED: 'signer.status.identityVerified',
  SIGNED: 'signer.status.signed', CANCELLED: 'signer.status.cancelled',
};

/** The other signers and where each stands; the applicant may cancel an invitation not yet signed. */
function SignerList() {
  const { uuid, status } = useStep(['docVerify', 'waitSign', 'sign', 'codeed', 'bpo', 'bpoProcessing', 'documents'], { poll: true });
  const copy = useCopy();
  const qc = useQueryClient();
  const signers = status.data?.application.helocSigners ?? [];
  if (!signers.length) return null;
  return (
    <section aria-labelledby="signers-title">
      <h2 id="signers-title">{copy('signing.additionalTitle')}</h2>
      <ul>
        {signers.map((s) => (
          <li key={s.uuid}>
            {copy('signing.signerStatus', { name: `${s.firstName} ${s.lastName}`, email: s.email, status: copy(STATUS_KEYS[s.status] ?? 'signer.status.invited') })}
            {s.status !== 'SIGNED' && s.status !== 'CANCELLED' ? (
              <> <button type="button" className="link-button" onClick={() => void cancelInvitation(uuid, s.uuid).then(() => qc.invalidateQueries({ queryKey: fundingKey(uuid) }))}>
                {copy('signing.cancelInvite', { name: `${s.firstName} ${s.lastName}` })}
              </button></>
            ) : null}
          </li>
        ))}
      </ul>
      {status.data?.state === 'codeed' ? <WaitingNotice text={copy('signing.waitingForSigners')} /> : null}
    </section>
  );
}

/** signing/additional: invite the other owners (screen signing-additional) and wait for their signatures. */
export default function SigningAdditionalPage() {
  const copy = useCopy();
  const [links, setLinks] = useState<{ name: string; inviteUrl: string }[]>([]);
  return (
    <ScreenStep
      screen="signing-additional"
      states={['docVerify', 'waitSign', 'sign', 'codeed', 'bpo', 'bpoProcessing', 'documents']}
      after={(app) => { setLinks((app.invitations as { name: string; inviteUrl: string }[] | undefined) ?? []); return true; }}
    >
      {links.length ? (
        <ul className="invite-links" aria-live="polite">
          {links.map((l) => (
            <li key={l.inviteUrl}>{copy('signing.inviteLink', { name: l.name })} <a href={l.inviteUrl} data-invite-link>{new URL(l.inviteUrl, window.location.origin).href}</a></li>
          ))}
        </ul>
      ) : null}
      <SignerList />
    </ScreenStep>
  );
}

/** signing/support: who to call about the documents. */
export function SigningSupportPage() {
  const copy = useCopy();
  const org = useOrg();
  const { status } = useStep(['waitSign', 'sign', 'codeed', 'waitNotary', 'notary', 'insurance', 'waitFund', 'complete']);
  return (
    <StepPage title={copy('signing.supportTitle')} status={status}>
      <p>{copy('signing.supportIntro', { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email })}</p>
    </StepPage>
  );
}
