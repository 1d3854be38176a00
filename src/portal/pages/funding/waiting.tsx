import { useCopy, useOrg } from '../../org-context';
import { StepPage, WaitingNotice, useStep } from './step';

/** A waiting step: what is happening, polled until the server moves the application on. */
function Waiting({ states, titleKey, textKey }: { states: string[]; titleKey: string; textKey?: string }) {
  const { status } = useStep(states, { poll: true });
  const copy = useCopy();
  const org = useOrg();
  return (
    <StepPage title={copy(titleKey)} status={status}>
      <WaitingNotice text={copy(textKey ?? 'funding.waiting', { phone: org.orgMetaData.companyInfo.phoneFormatted })} />
    </StepPage>
  );
}

export const SigningIntroPage = () => <Waiting states={['waitSign']} titleKey="signing.introTitle" />;
export const NotaryIntroPage = () => <Waiting states={['waitNotary']} titleKey="notary.introTitle" />;
export const BpoWaitingPage = () => <Waiting states={['bpoProcessing']} titleKey="bpo.waitingTitle" />;
export const BpoHoldPage = () => <Waiting states={['bpoProcessing', 'bpo']} titleKey="bpo.holdTitle" textKey="bpo.holdIntro" />;
