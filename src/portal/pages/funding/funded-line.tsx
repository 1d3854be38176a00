import { useState } from 'react';
import { localeOf } from '../../../engine/languages';
import type { ApplicationRecord } from '../../../api/application';
import { downloadPdf, signedPdfPath, disclosurePdfPath, useDisclosures } from '../../../api/documents';
import { formatMoney } from '../../../lib/format';
import { formatPhone } from '../../../lib/format-basic';
import { toDisplayDateTime } from '../../../lib/format';
import { PACIFIC } from '../../../lib/hours';
import SupportHours from '../../shell/support-hours';
import { useCopy, useLanguage, useOrg } from '../../org-context';
import { OfferTermsList, useOfferSummary } from '../application/offer-terms';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The signed documents, each to download: the disclosures and every signature's signed copy. */
function SignedDocuments({ uuid }: { uuid: string }) {
  const copy = useCopy();
  const lang = useLanguage();
  const docs = useDisclosures(uuid);
  const [failure, setFailure] = useState<string>();
  const save = (path: string, name: string) => {
    setFailure(undefined);
    downloadPdf(path, name).catch((e: unknown) => setFailure(e instanceof Error ? e.message : String(e)));
  };
  if (docs.isPending) return <p role="status">{copy('funding.loading')}</p>;
  if (!docs.data) return <p>{copy('funded.noDocuments')}</p>;
  const doc = docs.data.document;
  return (
    <>
      <ul className="funded-line__documents">
        <li>
          <button type="button" className="link-button" onClick={() => save(disclosurePdfPath(uuid, doc.uuid), doc.filename)}>{copy('disclosures.download')}</button>
        </li>
        {docs.data.signatures.map((s) => (
          <li key={s.uuid}>
            <button type="button" className="link-button" onClick={() => save(signedPdfPath(uuid, s.uuid), `signed-${s.signerName.replace(/\W+/g, '-').toLowerCase()}.pdf`)}>
              {copy('funded.signedCopy', { name: s.signerName, date: toDisplayDateTime(s.signedAt, { zone: PACIFIC, zoneName: true, locale: localeOf(lang) }) ?? s.signedAt })}
            </button>
          </li>
        ))}
      </ul>
      {failure ? <p role="alert" className="form-errors">{copy('funding.error', { message: failure })}</p> : null}
    </>
  );
}

/**
 * A funded line, as the finish page and the dashboard show it: its terms, where the money went, the
 * first payment and further draws, the signed documents and whom to call.
 */
export function FundedLine({ uuid, app, headingLevel = 2 }: { uuid: string; app: ApplicationRecord; headingLevel?: 2 | 3 }) {
  const copy = useCopy();
  const org = useOrg();
  const summary = useOfferSummary(app);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const costs = obj(app.costs);
  const disburse = obj(app.disburseAccount);
  const autopay = obj(app.autopayAccount);
  const payment = typeof app.monthlyPayment === 'number' ? formatMoney(app.monthlyPayment) : '';
  return (
    <div className="funded-line" data-testid="funded-line">
      <section aria-labelledby={`${uuid}-terms`}>
        <H id={`${uuid}-terms`}>{copy('funded.termsTitle')}</H>
        {summary ? <OfferTermsList summary={summary} /> : null}
        <p>{copy('funded.loanNumber', { loanNumber: app.loanNumber })}</p>
      </section>
      <section aria-labelledby={`${uuid}-draw`}>
        <H id={`${uuid}-draw`}>{copy('funded.drawTitle')}</H>
        <p>
          {copy('funded.firstDraw', {
            amount: formatMoney(Number(app.amount) || 0),
            cash: typeof costs.cashToApplicant === 'number' ? formatMoney(costs.cashToApplicant) : formatMoney(Number(app.amount) || 0),
            account: typeof disburse.mask === 'string' ? disburse.mask : '',
          })}
        </p>
        <p>{copy('funded.moreDraws', { phone: formatPhone(org.support.phone) })}</p>
      </section>
      <section aria-labelledby={`${uuid}-pay`}>
        <H id={`${uuid}-pay`}>{copy('funded.paymentsTitle')}</H>
        <p>{copy('funded.firstPayment', { payment })}</p>
        <p>{app.payType === 'AUTOPAY' && typeof autopay.mask === 'string' ? copy('funded.autopay', { account: autopay.mask }) : copy('funded.manualPay', { phone: formatPhone(org.support.phone) })}</p>
      </section>
      <section aria-labelledby={`${uuid}-docs`}>
        <H id={`${uuid}-docs`}>{copy('funded.documentsTitle')}</H>
        <SignedDocuments uuid={uuid} />
      </section>
      <section aria-labelledby={`${uuid}-contact`}>
        <H id={`${uuid}-contact`}>{copy('funded.contactTitle', { brand: org.orgBrand })}</H>
        <p>{copy('funded.contactIntro')}</p>
        <SupportHours />
        <p><a href={`mailto:${org.support.email}`}>{copy('funded.email', { email: org.support.email })}</a></p>
      </section>
    </div>
  );
}
