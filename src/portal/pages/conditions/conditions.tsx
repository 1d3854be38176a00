import { useQueryClient } from '@tanstack/react-query';
import { BASE_LANGUAGE, inLanguage } from '../../../engine/languages';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../shell/links';
import { satisfyCondition, useConditions, conditionsKey, type Condition } from '../../../api/conditions';
import { applicationKey } from '../../../api/application';
import { interpolate } from '../../../engine/org';
import type { JsonObject } from '../../../engine/types';
import { SchemaForm } from '../../../renderer/schema-form';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { backDocumentType, isDocumentFront } from '../../../product/enumerations';
import { content } from '../../content';
import { useCopy, useLanguage } from '../../org-context';
import { useUploadText } from '../funding/upload-text';
import { countInWords, StepFrame } from '../funding/step-frame';
import { applicantFlow, stateShows, stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { FormFailure, useFormAction } from '../../forms/use-form-action';
import type { ConditionTextValues } from '../../../product/condition-text';
import { applicationPath } from '../../../lib/page-paths';

/** The per-category text: the title and introduction of the category's own schema pair, filled in. */
export function conditionText(c: Condition, lang: string = BASE_LANGUAGE): { title: string; intro: string } {
  const ui = inLanguage(content, lang).screens[`conditions/${c.categoryEnum}`]?.ui ?? {};
  const screen = (ui['x-screen'] ?? {}) as { title?: string };
  // the category's text lives in x-condition (not x-screen.intro) because it has placeholders to fill
  const text = ((ui['x-condition'] ?? {}) as { text?: string }).text ?? '';
  const count = Number(c.xtraData.numDocsRequired ?? 1) || 1;
  const last4 = String(c.xtraData.accountMask ?? '').slice(-4);
  const values: ConditionTextValues = { count: countInWords(count), last4 };
  return { title: screen.title ?? c.categoryEnum, intro: interpolate(text, values) };
}

/** Where a condition is answered, below the base of the application or the signer's area. */
export function conditionHref(base: string, c: Condition): string {
  if (c.pointer === 'identity') return `${base}/conditions/identity?conditionUuid=${c.uuid}`;
  if (c.pointer === 'conditions/phone-number') return `${base}/conditions/phone-number?conditionUuid=${c.uuid}`;
  return `${base}/conditions/upload-document?conditionUuid=${c.uuid}`;
}

/** The open conditions (known categories, oldest first), refetched every 60 seconds. */
export function ConditionList({ uuid, base }: { uuid: string; base: string }) {
  const copy = useCopy();
  const lang = useLanguage();
  const list = useConditions(uuid);
  if (list.error) return <p role="alert" className="form-errors">{copy('funding.error', { message: list.error.message })}</p>;
  if (!list.data) return <p role="status">{copy('funding.loading')}</p>;
  if (!list.data.length) return <p>{copy('conditions.none')}</p>;
  return (
    <ul className="condition-list">
      {list.data.map((c) => {
        const t = conditionText(c, lang);
        return (
          <li key={c.uuid} className="condition" data-category={c.categoryEnum}>
            <h2>{t.title}</h2>
            <p>{t.intro}</p>
            {c.categoryEnum === 'BANK_ACCOUNT_FRAUD_REVIEW' && c.xtraData.accountMask ? <p>{copy('conditions.bankHint', { last4: String(c.xtraData.accountMask).slice(-4) })}</p> : null}
            {c.commentsToBorrower ? <p className="condition__note">{c.commentsToBorrower}</p> : null}
            <Link className="button button--primary" to={conditionHref(base, c)} aria-label={`${copy('conditions.start')}: ${t.title}`}>{copy('conditions.start')}</Link>
          </li>
        );
      })}
    </ul>
  );
}

/** conditions (index): the applicant's list. */
export default function ConditionsPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  // once all are met the flow has moved the application back to its step: offer the way there
  const next = stateShows(app.state, 'conditions') ? undefined : applicantFlow().routeOf(app.state);
  return (
    <StepFrame title={copy('conditions.title')}>
      <p className="page-intro">{copy('conditions.intro')}</p>
      <ConditionList uuid={uuid} base={applicationPath(uuid)} />
      {next !== undefined ? <Link className="button button--primary" to={stepUrl(uuid, next)}>{copy('funding.continue')}</Link> : null}
    </StepFrame>
  );
}

/**
 * One condition answered: its category's schema pair, with an upload first when the category asks for
 * documents. Used by conditions/upload-document, conditions/phone-number and the identity pointer.
 */
export function ConditionAnswer({ uuid, back }: { uuid: string; back: string }) {
  const [params] = useSearchParams();
  const copy = useCopy();
  const lang = useLanguage();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const list = useConditions(uuid);
  const [form, setForm] = useState<Partial<JsonObject>>({});
  const uploadText = useUploadText('conditions.uploadLabel');
  const frontText = useUploadText('conditions.uploadFrontLabel');
  const backText = useUploadText('conditions.uploadBackLabel');
  const wanted = params.get('conditionUuid');
  const c = list.data?.find((x) => x.uuid === wanted) ?? (wanted ? undefined : list.data?.find((x) => x.categoryEnum === 'MISSING_PHONE_NUMBER'));
  const { run: submit, busy, failure, fieldErrors } = useFormAction(async (data: Record<string, unknown>) => {
    if (!c) return;
    await satisfyCondition(uuid, c.uuid, data);
    await qc.invalidateQueries({ queryKey: conditionsKey(uuid) });
    await qc.invalidateQueries({ queryKey: applicationKey(uuid) });
    navigate(back);
  });
  if (list.isPending) return <p role="status">{copy('funding.loading')}</p>;
  if (!c) return <p>{copy('conditions.notFound')} <Link to={back}>{copy('funding.back')}</Link></p>;
  const screen = `conditions/${c.categoryEnum}`;
  const schema = content.screens[screen]?.schema as { properties?: { documentType?: { default?: string } } } | undefined;
  const documentType = (typeof form.documentType === 'string' ? form.documentType : undefined) ?? schema?.properties?.documentType?.default;
  // an identity document with a back (a licence, a state ID) is sent front and back, as on the identity step
  const backType = documentType ? backDocumentType(documentType) : undefined;

  const t = conditionText(c, lang);
  return (
    <div className="funding-step">
      <FormFailure message={failure} />
      <h1 className="page-title">{t.title}</h1>
      <p className="page-intro">{t.intro}</p>
      {c.commentsToBorrower ? <p className="condition__note">{c.commentsToBorrower}</p> : null}
      {c.requestDocuments && documentType ? (
        <FileUpload key={documentType} applicationUuid={uuid} documentType={documentType} conditionUuid={c.uuid} text={isDocumentFront(documentType) ? frontText : uploadText} />
      ) : null}
      {c.requestDocuments && backType ? (
        <FileUpload key={backType} applicationUuid={uuid} documentType={backType} conditionUuid={c.uuid} text={backText} />
      ) : null}
      <SchemaForm
        key={c.uuid}
        screen={screen}
        showTitle={false}
        formData={form}
        onChange={setForm}
        onSubmit={submit}
        serverErrors={fieldErrors}
        disabled={busy}
      />
    </div>
  );
}

/** conditions/upload-document, conditions/phone-number and conditions/identity for the applicant. */
export function ConditionAnswerPage({ uuid }: StepPageProps) {
  return <ConditionAnswer uuid={uuid} back={stepUrl(uuid, 'conditions')} />;
}
