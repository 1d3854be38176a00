import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../shell/links';
import { useFlag } from '../../../api/flags';
import { ServiceError } from '../../../api/errors';
import { FLAGS_BROKER_LOGIN, login } from '../../../api/identity';
import { LOGIN_SCREEN } from '../../../lib/page-paths';
import { SchemaForm } from '../../../renderer/schema-form';
import { useCopy, useOrg } from '../../org-context';
import { afterLogin, FORGOT_PASSWORD_PATH, REGISTER_PATH } from '../../session/paths';

/**
 * /account/heloc/login: e-mail and password. Afterwards the visitor returns to the page that sent
 * them here when its redirect is safe, otherwise to the dashboard.
 */
export default function LoginPage() {
  const org = useOrg();
  const copy = useCopy();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const broker = useFlag(org.orgCode, FLAGS_BROKER_LOGIN);
  const [busy, setBusy] = useState(false);
  // a registration whose e-mail has an account with another password goes on here, with that message
  const [failure, setFailure] = useState<string | undefined>((state as { failure?: string } | null)?.failure);
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>();

  useEffect(() => {
    document.title = `${copy('login.title')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);

  const submit = async (data: { email: string; password: string }) => {
    setBusy(true);
    setFailure(undefined);
    setFieldErrors(undefined);
    const target = afterLogin(search);
    try {
      const res = await login(data, { broker: broker.flagEnabled, redirect: target });
      navigate(res.redirect ?? target, { replace: true });
    } catch (error) {
      setBusy(false);
      if (error instanceof ServiceError && error.fieldErrors.length) setFieldErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : copy('login.failed'));
    }
  };

  return (
    <div className="login">
      {failure ? <div className="form-errors" role="alert"><p className="form-errors__title">{failure}</p></div> : null}
      <SchemaForm<{ email: string; password: string }>
        screen={LOGIN_SCREEN}
        onSubmit={submit}
        serverErrors={fieldErrors}
        disabled={busy}
      />
      <p className="login__forgot"><Link to={FORGOT_PASSWORD_PATH}>{copy('login.forgot')}</Link></p>
      <p className="login__register">
        {copy('login.noAccount')} <Link to={REGISTER_PATH}>{copy('login.register')}</Link>
      </p>
    </div>
  );
}
