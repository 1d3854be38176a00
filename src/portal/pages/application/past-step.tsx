import { Link } from '../../shell/links';
import type { ApplicationRecord } from '../../../api/application';
import { formatMoney } from '../../../lib/format';
import { content } from '../../content';
import { useCopy, useOrg } from '../../org-context';
import { applicantFlow, stepUrl } from './flow';
import { OfferTermsList, useOfferSummary } from './offer-terms';

/**
 * Above a step the application has already passed (reached with the browser's Back): it is done,
 * and the way on goes to where the application is now.
 */
export function PastStepNotice({ to, text, action }: { to: string; text?: string; action?: string }) {
  const copy = useCopy();
  return (
    <div className="past-step" role="note">
      <p>{text ?? copy('step.past.intro')}</p>
      <p><Link className="button button--primary" to={to}>{action ?? copy('step.past.continue')}</Link></p>
    </div>
  );
}

/** The title of the identity document type the applicant chose, as the identity step lists it. */
function identityDocumentTitle(type: string): string | undefined {
  const schema = content.screens['identity-document']?.schema as { properties?: { documentType?: { oneOf?: { const: string; title: string }[] } } } | undefined;
  return schema?.properties?.documentType?.oneOf?.find((o) => o.const === type)?.title;
}

/** What the application holds of a passed page step, one line each (nothing when the step was not done). */
function pageAnswers(page: string | undefined, app: ApplicationRecord, copy: ReturnType<typeof useCopy>): string[] {
  if (page === 'income-verify' || page === 'income-upload') {
    return (app.incomeSources ?? []).filter((s) => s.verifiedAnnualIncome).map((s) => {
      const income = formatMoney(s.verifiedAnnualIncome ?? 0, 0);
      return s.employerName ? copy('step.past.incomeFrom', { income, employer: s.employerName }) : copy('step.past.income', { income });
    });
  }
  if (page === 'bank-link') {
    const lines: string[] = [];
    if (app.disburseAccount?.mask) lines.push(copy('step.past.disburse', { mask: app.disburseAccount.mask }));
    if (app.autopayAccount?.mask) lines.push(copy('step.past.autopay', { mask: app.autopayAccount.mask }));
    return lines;
  }
  if (page === 'identity-upload') {
    const title = app.identityDocumentType ? identityDocumentTitle(app.identityDocumentType) : undefined;
    return title ? [copy('step.past.identity', { document: title })] : [];
  }
  if (page === 'signing' && app.primaryParticipantAcceptComplete) return [copy('step.past.signed')];
  return [];
}

/**
 * A passed step that is a page, not a form (the offers, income, bank, identity, signing), once the
 * flow no longer lets it change: what was chosen where the application holds it, why it cannot change
 * now, whom to call if it must, and the way on. When the application is held at a step that returns
 * to where it came from (the lender's conditions) and this step was not done yet, it says that the
 * lender's request comes first and leads there.
 */
export function PastPage({ page, app, to }: { page?: string; app: ApplicationRecord; to: string }) {
  const copy = useCopy();
  const org = useOrg();
  const summary = useOfferSummary(app);
  const contact = { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email };
  const offer = page === 'offer-select' && summary;
  const answers = offer ? [] : pageAnswers(page, app, copy);
  const held = applicantFlow().state(app.state)?.history === true;
  if (held && !offer && !answers.length) {
    return (
      <>
        <h1 className="page-title">{copy('step.held.title')}</h1>
        <PastStepNotice to={to} text={copy('step.held.intro', contact)} action={copy('step.held.action')} />
      </>
    );
  }
  return (
    <>
      <h1 className="page-title">{offer ? copy('offerSummary.title') : copy('step.past.title')}</h1>
      {offer ? <OfferTermsList summary={summary} /> : null}
      {answers.length ? (
        <ul className="past-step__answers" data-testid="past-answers">
          {answers.map((line) => <li key={line}>{line}</li>)}
        </ul>
      ) : null}
      {page === 'signing' ? <p><Link to={stepUrl(app.uuid, 'document/disclosures')}>{copy('step.past.documents')}</Link></p> : null}
      <PastStepNotice
        to={to}
        text={offer ? copy('step.past.offerIntro', contact) : copy(held ? 'step.past.heldIntro' : 'step.past.pageIntro', contact)}
        action={held ? copy('step.held.action') : undefined}
      />
    </>
  );
}
