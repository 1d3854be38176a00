import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ServiceError } from '../../../api/errors';
import { resetPassword } from '../../../api/identity';
import { SchemaForm } from '../../../renderer/schema-form';
import { useCopy, useOrg } from '../../org-context';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../session/paths';

type NewPassword = { password: string; confirmPassword: string };

/** /account/heloc/reset-password?token=...: the page a reset e-mail links to; a new password, once. */
export default function ResetPasswordPage() {
  const org = useOrg();
  const copy = useCopy();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>();

  useEffect(() => {
    document.title = `${copy('passwordReset.resetTitle')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);

  const submit = async (data: NewPassword) => {
    setBusy(true);
    setFailure(undefined);
    setFieldErrors(undefined);
    try {
      setDone((await resetPassword({ token, ...data })).message);
    } catch (error) {
      // a link that expired or was used is said above the form, with the way to a new one
      const fields = error instanceof ServiceError ? error.fieldErrors.filter((e) => e.path !== '/token') : [];
      if (fields.length) setFieldErrors(fields);
      else setFailure(error instanceof Error ? error.message : copy('passwordReset.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div className="login">
        <h1 className="page-title">{copy('passwordReset.doneTitle')}</h1>
        <p role="status">{done}</p>
        <p><Link className="button button--primary" to={LOGIN_PATH}>{copy('passwordReset.logIn')}</Link></p>
      </div>
    );
  }
  if (!token) {
    return (
      <div className="login">
        <h1 className="page-title">{copy('passwordReset.resetTitle')}</h1>
        <p role="alert">{copy('passwordReset.noToken')}</p>
        <p><Link to={FORGOT_PASSWORD_PATH}>{copy('passwordReset.askAgain')}</Link></p>
      </div>
    );
  }
  return (
    <div className="login">
      {failure ? (
        <div className="form-errors" role="alert">
          <p className="form-errors__title">{failure}</p>
          <p><Link to={FORGOT_PASSWORD_PATH}>{copy('passwordReset.askAgain')}</Link></p>
        </div>
      ) : null}
      <SchemaForm<NewPassword> screen="forms/password-reset" onSubmit={submit} serverErrors={fieldErrors} disabled={busy} />
    </div>
  );
}
