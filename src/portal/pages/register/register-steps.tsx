import { useEffect, useMemo, useState } from 'react';
import { inLanguage } from '../../../engine/languages';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../shell/links';
import { usePersonProfile, useStoredToken } from '../../../api/identity';
import { useStateLicenses } from '../../../api/registration';
import { resolveScreen } from '../../../engine/org';
import {
  isRegistrationStep, nextState, stepRuleErrors, stepScreen, stepsOnPath, type RegistrationStep,
} from '../../../product/registration';
import type { FlowFile, JsonObject } from '../../../engine/types';
import { SchemaForm } from '../../../renderer/schema-form';
import { useRendererContent } from '../../../renderer/content-context';
import { fields, widgets } from '../../../widgets';
import { useCopy, useLanguage, useOrg } from '../../org-context';
import { useWholeContent } from '../../use-content-version';
import { APP_BASE } from '../../session/paths';
import { contactFromQuery, loadRegistration, saveRegistration, type Registration } from './draft';

type FieldErrors = { path: string; message: string }[];

/** Today in the visitor's calendar, yyyy-MM-dd. */
const localToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The registration steps: the step query names the flow state; each step is its schema pair. What
 * is typed is kept per step in session storage (never the password), so back, forward and reload
 * keep it. The last step hands the draft to account setup, which creates the account.
 */
export function RegisterSteps({ flow, loanOriginatorUuid }: { flow: FlowFile; loanOriginatorUuid: string | null }) {
  const org = useOrg();
  const copy = useCopy();
  const { content } = useRendererContent();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const licenses = useStateLicenses(org.orgCode);
  const [reg, setReg] = useState<Registration>(() => {
    const stored = loadRegistration();
    // The server refusing the known contact (e-mail taken) brings the contact step back.
    const refused = (location.state as { serverErrors?: { step?: string } } | null)?.serverErrors?.step === 'contact-info';
    const known = refused ? undefined : (contactFromQuery(location.search) ?? stored.known);
    const { known: _dropped, ...rest } = stored;
    return known ? { ...rest, known } : rest;
  });
  const { draft, done } = reg;
  // A signed-in applicant starting another application: their account gives the contact, and there
  // is no account to create.
  const token = useStoredToken();
  const person = usePersonProfile();
  const signedIn = Boolean(token);
  const accountPhone = person.data?.phoneNumbers[0]?.number;
  const known = signedIn && person.data ? (accountPhone ? { email: person.data.email, phone: accountPhone } : undefined) : reg.known;
  const [localErrors, setLocalErrors] = useState<{ step: RegistrationStep; errors: FieldErrors }>();

  // The flow's guards see only what was known before the steps (the referral link's contact), not
  // what the visitor types, so typing an e-mail on contact info does not make that step vanish.
  const flowContext: Record<string, unknown> = { signedIn, ...(known ? { 'contact-info': known } : {}) };
  const steps = stepsOnPath(flow, flowContext);
  const requested = params.get('step');
  const wanted: RegistrationStep = isRegistrationStep(requested) && steps.includes(requested) ? requested : (steps[0] as RegistrationStep);
  // A step is reachable once every step before it was submitted; otherwise go to the first one not yet.
  const missing = steps.slice(0, steps.indexOf(wanted)).find((s) => !done.includes(s));
  const step = missing ?? wanted;
  const index = steps.indexOf(step);

  const goTo = (target: string, replace = false) => {
    const next = new URLSearchParams(params);
    next.set('step', target);
    setParams(next, { replace, state: { from: step } });
  };
  // Back is the browser's back when the visitor came from the previous step, so Forward works too.
  const back = (previous: string) => {
    if ((location.state as { from?: string } | null)?.from === previous) navigate(-1);
    else goTo(previous);
  };

  useEffect(() => {
    if (requested !== step) goTo(step, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the resolved step differs from the URL
  }, [requested, step]);

  const pair = inLanguage(content, useLanguage()).screens[stepScreen(step)];
  // a step whose screen is not in the part of the content bundled with this page waits for the rest
  const whole = useWholeContent(!pair);
  const ui = useMemo(() => (pair ? resolveScreen(pair, org).ui : {}) as JsonObject, [pair, org]);
  const title = (ui['x-screen'] as { title?: string } | undefined)?.title ?? '';

  useEffect(() => {
    document.title = `${title} | ${org.orgBrand}`;
    // where the page starts (or the step changed, taking the focused control with it), not away from a field
    // typed into before the page's script ran
    const main = document.getElementById('main');
    if (main && !main.contains(document.activeElement)) main.focus();
  }, [title, org.orgBrand]);

  const arrivedErrors = (location.state as { serverErrors?: { step: string; errors: FieldErrors } } | null)?.serverErrors;
  const errors = localErrors?.step === step ? localErrors.errors : arrivedErrors?.step === step ? arrivedErrors.errors : undefined;

  const store = (next: Registration) => {
    setReg(next);
    saveRegistration(next);
  };
  const update = (data: Record<string, unknown>) => {
    setReg((r) => {
      const next = { ...r, draft: { ...r.draft, [step]: data } };
      saveRegistration(next);
      return next;
    });
  };

  const submit = (data: Record<string, unknown>) => {
    const ruleErrors = stepRuleErrors(step, data, { licensedStates: licenses.data ?? org.licensedStates, today: localToday(), ui });
    if (ruleErrors.length) {
      setLocalErrors({ step, errors: ruleErrors });
      return;
    }
    setLocalErrors(undefined);
    const next: Registration = { ...reg, draft: { ...draft, [step]: data }, done: done.includes(step) ? done : [...done, step] };
    store(next);
    const target = nextState(flow, step, flowContext);
    if (!target) return;
    const route = flow.states[target]?.route;
    if (route) {
      const query = new URLSearchParams(params);
      query.delete('step');
      const qs = query.toString();
      const payload = known ? { ...next.draft, 'contact-info': known } : next.draft;
      navigate(`${APP_BASE}/${route}${qs ? `?${qs}` : ''}`, { state: { draft: payload, loanOriginatorUuid } });
    } else {
      goTo(target);
    }
  };

  if (!pair) return whole ? null : <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  return (
    <div className="registration">
      <p className="registration__progress">{copy('register.stepOf', { step: index + 1, total: steps.length })}</p>
      <SchemaForm
        key={step}
        screen={stepScreen(step)}
        formData={draft[step] as JsonObject | undefined}
        onChange={(d) => update(d as Record<string, unknown>)}
        onSubmit={(d) => submit(d as Record<string, unknown>)}
        serverErrors={errors}
        widgets={widgets}
        fields={fields}
        formContext={{ licensedStates: licenses.data ?? org.licensedStates, links: org.orgMetaData.footer, newTab: copy('footer.newTab') }}
      >
        {index > 0 ? (
          <div className="form-actions form-actions--back">
            <button type="button" className="button" onClick={() => back(steps[index - 1] as string)}>
              {copy('register.back')}
            </button>
          </div>
        ) : null}
      </SchemaForm>
      <p className="registration__links">
        {copy('register.haveAccount')} <Link to={`${APP_BASE}/login`}>{copy('nav.login')}</Link>
        {' · '}
        <Link to={`${APP_BASE}/register/support`}>{copy('register.help')}</Link>
      </p>
    </div>
  );
}
