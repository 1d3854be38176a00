import { useState } from 'react';
import { inLanguage } from '../../../engine/languages';
import { useNavigate, useSearchParams } from 'react-router';
import { useScreenWrite, type ApplicationRecord } from '../../../api/application';
import { ServiceError } from '../../../api/errors';
import type { Json, JsonObject } from '../../../engine/types';
import { SchemaForm } from '../../../renderer/schema-form';
import { fields, widgets } from '../../../widgets';
import { content } from '../../content';
import { shellStrings } from '../../copy';
import { FormFailure } from '../../forms/use-form-action';
import { ProcessingWhile } from '../../shell/processing-modal';
import { sandboxKey } from '../../../product/own-texts';
import { useCopy, useLanguage } from '../../org-context';
import { AppSummaryDetails } from './app-summary-details';
import { initialFormData, pastFormData } from './form-data';
import { clearStepDraft, loadStepDraft, saveStepDraft } from './step-draft';
import { stepUrl } from './flow';
import { useStepRouting } from './use-step-routing';
import { DASHBOARD_PATH } from '../../../lib/page-paths';

/** Screens that show what the application holds above their form. */
const DETAILS: Record<string, (props: { app: ApplicationRecord }) => React.ReactNode> = {
  'start-app-summary': AppSummaryDetails,
};

/**
 * Choices a link may make for the reader (income/link/payroll -> income/review?linkType=payroll): a
 * query value that is one of a top-level field's allowed values.
 */
function choicesFromQuery(schema: JsonObject, query: URLSearchParams): JsonObject {
  const out: JsonObject = {};
  for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
    const value = query.get(key);
    const allowed = [...((prop.enum ?? []) as Json[]), ...((prop.oneOf ?? []) as JsonObject[]).map((o) => o.const)];
    if (value !== null && allowed.includes(value)) out[key] = value;
  }
  return out;
}

/**
 * One flow step rendered from its schema pair. Submitting saves it through the generic screen
 * write and routes on; a screen with no fields and no flow event is a notice whose button leaves
 * (to the dashboard from a closed application, otherwise back to the current step). What is typed
 * and not sent survives a reload (step-draft.ts). A step the application has passed (reached with
 * Back) shows its answers read-only, with the way on to where the application is.
 */
export function ScreenStep({ uuid, screenId, app, closed, past }: { uuid: string; screenId: string; app: ApplicationRecord; closed: boolean; past?: React.ReactNode }) {
  const pair = inLanguage(content, useLanguage()).screens[screenId];
  const write = useScreenWrite(uuid);
  const { routeOn, working } = useStepRouting(uuid);
  const navigate = useNavigate();
  const copy = useCopy();
  const [errors, setErrors] = useState<{ path: string; message: string }[]>();
  const [message, setMessage] = useState<string>();
  const [query] = useSearchParams();
  // what the reader typed is kept here, so a refused submit loses nothing
  const [form, setForm] = useState<JsonObject>(() => (pair
    ? (past ? pastFormData(pair, app) : { ...initialFormData(pair, app), ...loadStepDraft(uuid, pair), ...choicesFromQuery(pair.schema, query) })
    : {}));
  if (!pair) return null;
  const { event, processing } = (pair.ui as { 'x-screen'?: { event?: string; processing?: string } })['x-screen'] ?? {};
  const hasFields = Object.keys((pair.schema.properties as object | undefined) ?? {}).length > 0;
  const Details = DETAILS[screenId];
  // development builds say which sandbox values the screen takes
  const sandboxHint = sandboxKey(screenId);

  const submit = async (data: Record<string, unknown>) => {
    setErrors(undefined);
    setMessage(undefined);
    if (!hasFields && !event) {
      navigate(closed ? DASHBOARD_PATH : stepUrl(uuid, ''));
      return;
    }
    try {
      const saved = await write.mutateAsync({ screenId, data });
      clearStepDraft(uuid, screenId);
      if (event) await routeOn(saved);
      else setMessage(copy('step.saved'));
    } catch (e) {
      if (e instanceof ServiceError) {
        setErrors(e.fieldErrors?.length ? e.fieldErrors : [{ path: '', message: e.message }]);
        if (!e.fieldErrors?.length) setMessage(e.message);
      } else throw e;
    }
  };

  const change = (d: unknown) => {
    setForm(d as JsonObject);
    if (!past && hasFields) saveStepDraft(uuid, pair, d);
  };

  return (
    <>
      <FormFailure message={errors ? message : undefined} />
      {processing ? <ProcessingWhile busy={write.isPending} message={processing} /> : null}
      <SchemaForm
        screen={screenId}
        lead={<>{past}{Details ? <Details app={app} /> : null}</>}
        readOnly={past !== undefined}
        formData={form}
        onChange={change}
        onSubmit={submit}
        widgets={widgets}
        fields={fields}
        serverErrors={errors?.filter((e) => e.path)}
        disabled={write.isPending || working}
      />
      {__DEV_TOOLS__ && sandboxHint in shellStrings ? <p className="page-note">{copy(sandboxHint)}</p> : null}
      <div aria-live="polite" className="step-status">
        {working ? <p role="status">{copy('step.working')}</p> : null}
        {message && !errors ? <p className="step-status__ok">{message}</p> : null}
      </div>

    </>
  );
}
