import { Link } from 'react-router';
import type { ApplicationRecord } from '../../../api/application';
import { useCopy, useOrg } from '../../org-context';
import { OfferTermsList, useOfferSummary } from './offer-terms';

/**
 * Above a step the application has already passed (reached with the browser's Back): it is done,
 * and the way on goes to where the application is now.
 */
export function PastStepNotice({ to, text }: { to: string; text?: string }) {
  const copy = useCopy();
  return (
    <div className="past-step" role="note">
      <p>{text ?? copy('step.past.intro')}</p>
      <p><Link className="button button--primary" to={to}>{copy('step.past.continue')}</Link></p>
    </div>
  );
}

/**
 * A passed step that is a page, not a form (the offers, identity, bank accounts), once the flow no
 * longer lets it change: what was chosen where the application holds it (the offer's terms), why it
 * cannot change now, whom to call if it must, and the way on.
 */
export function PastPage({ page, app, to }: { page?: string; app: ApplicationRecord; to: string }) {
  const copy = useCopy();
  const org = useOrg();
  const summary = useOfferSummary(app);
  const contact = { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email };
  const offer = page === 'offer-select' && summary;
  return (
    <>
      <h1 className="page-title">{offer ? copy('offerSummary.title') : copy('step.past.title')}</h1>
      {offer ? <OfferTermsList summary={summary} /> : null}
      <PastStepNotice to={to} text={offer ? copy('step.past.offerIntro', contact) : copy('step.past.pageIntro', contact)} />
    </>
  );
}
