import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../shell/links';
import { ServiceError } from '../../../api/errors';
import { login, register } from '../../../api/identity';
import { LOGIN_PATH } from '../../../lib/page-paths';
import { getToken } from '../../../api/session';
import { REGISTRATION_STEPS, UTM_SOURCE_MAX, UTM_SOURCE_PARAM, type RegistrationDraft } from '../../../product/registration';
import { useCopy, useOrg } from '../../org-context';
import { REGISTER_PATH } from '../../session/paths';
import { clearDraft, markRegistered } from './draft';

/**
 * /account/heloc/register/account-setup: creates the account and the application from the steps'
 * data, logs in with the e-mail and password chosen, then continues at the application's first page
 * (or, when that e-mail's account has another password, at the login page with its message). Field errors send the visitor back to the
 * step that has them. Without the steps' data (a reload here) it returns to the last step.
 */
export default function AccountSetup() {
  const location = useLocation();
  const navigate = useNavigate();
  const copy = useCopy();
  const org = useOrg();
  const started = useRef(false);
  const [failure, setFailure] = useState<string>();
  const state = location.state as { draft?: RegistrationDraft; loanOriginatorUuid?: string | null } | null;

  useEffect(() => {
    document.title = `${copy('register.settingUp')} | ${org.orgBrand}`;
    if (started.current) return;
    started.current = true;
    const draft = state?.draft;
    if (!draft || (!getToken() && !draft['login-info']?.password)) {
      navigate(`${REGISTER_PATH}?step=login-info`, { replace: true });
      return;
    }
    const payload: Record<string, unknown> = { ...draft };
    // Signed in: the account exists, so its login info is not sent.
    if (getToken()) delete payload['login-info'];
    if (state?.loanOriginatorUuid) payload.loanOriginatorUuid = state.loanOriginatorUuid;
    const utmSource = new URLSearchParams(location.search).get(UTM_SOURCE_PARAM);
    if (utmSource) payload.utmSource = utmSource.slice(0, UTM_SOURCE_MAX);
    const signedIn = Boolean(getToken());
    register(payload)
      .then(async (res) => {
        clearDraft();
        markRegistered();
        if (signedIn) {
          navigate(res.redirect, { replace: true });
          return;
        }
        // The answer is the same whether or not the e-mail had an account: logging in tells.
        const credentials = { email: String(draft['contact-info']?.email ?? ''), password: String(draft['login-info']?.password ?? '') };
        try {
          await login(credentials);
          navigate(res.redirect, { replace: true });
        } catch (error) {
          navigate(LOGIN_PATH, { replace: true, state: { failure: error instanceof Error ? error.message : undefined } });
        }
      })
      .catch((error: unknown) => {
        const fieldErrors = error instanceof ServiceError ? error.fieldErrors : [];
        const step = REGISTRATION_STEPS.find((s) => fieldErrors.some((f) => f.path === `/${s}` || f.path.startsWith(`/${s}/`)));
        if (step) {
          const errors = fieldErrors.filter((f) => f.path.startsWith(`/${step}`)).map((f) => ({ path: f.path.slice(step.length + 1), message: f.message }));
          navigate(`${REGISTER_PATH}${location.search ? `${location.search}&` : '?'}step=${step}`, { replace: true, state: { serverErrors: { step, errors } } });
          return;
        }
        setFailure(error instanceof Error ? error.message : copy('register.failed'));
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per visit
  }, []);

  if (failure) {
    return (
      <section aria-labelledby="setup-title">
        <h1 id="setup-title" className="page-title">{copy('register.failed')}</h1>
        <p role="alert">{failure}</p>
        <p><Link to={`${REGISTER_PATH}?step=login-info`}>{copy('register.back')}</Link></p>
      </section>
    );
  }
  return (
    <section aria-labelledby="setup-title" aria-busy="true">
      <h1 id="setup-title" className="page-title">{copy('register.settingUp')}</h1>
      <p role="status">{copy('register.settingUpDetail')}</p>
    </section>
  );
}
