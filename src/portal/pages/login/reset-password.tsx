import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../shell/links';
import { ServiceError } from '../../../api/errors';
import { resetPassword } from '../../../api/identity';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure, useFormAction } from '../../forms/use-form-action';
import { useCopy, useOrg } from '../../org-context';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '../../session/paths';

type NewPassword = { password: string; confirmPassword: string };

/** /account/heloc/reset-password?token=...: the page a reset e-mail links to; a new password, once. */
export default function ResetPasswordPage() {
  const org = useOrg();
  const copy = useCopy();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string>();
  const { run, busy, failure, fieldErrors } = useFormAction(async (data: NewPassword) => {
    try {
      setDone((await resetPassword({ token, ...data })).message);
    } catch (error) {
      // a link that expired or was used belongs to no field: it is said above the form, with the way to a new one
      if (error instanceof ServiceError && error.fieldErrors.length && error.fieldErrors.every((e) => e.path === '/token')) throw new Error(error.message);
      throw error;
    }
  });

  useEffect(() => {
    document.title = `${copy('passwordReset.resetTitle')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);

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
      <FormFailure message={failure} />
      {failure ? <p><Link to={FORGOT_PASSWORD_PATH}>{copy('passwordReset.askAgain')}</Link></p> : null}
      <SchemaForm<NewPassword> screen="forms/password-reset" onSubmit={run} serverErrors={fieldErrors} disabled={busy} />
    </div>
  );
}
