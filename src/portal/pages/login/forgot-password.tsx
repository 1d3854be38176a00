import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ServiceError } from '../../../api/errors';
import { requestPasswordReset } from '../../../api/identity';
import { SchemaForm } from '../../../renderer/schema-form';
import { useCopy, useOrg } from '../../org-context';
import { LOGIN_PATH } from '../../session/paths';

/** /account/heloc/forgot-password: asks for a link to choose a new password, sent by e-mail. */
export default function ForgotPasswordPage() {
  const org = useOrg();
  const copy = useCopy();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<{ path: string; message: string }[]>();

  useEffect(() => {
    document.title = `${copy('passwordReset.requestTitle')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);

  const submit = async (data: { email: string }) => {
    setBusy(true);
    setFailure(undefined);
    setFieldErrors(undefined);
    try {
      setSent((await requestPasswordReset(data)).message);
    } catch (error) {
      if (error instanceof ServiceError && error.fieldErrors.length) setFieldErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : copy('passwordReset.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <div className="login">
        <h1 className="page-title">{copy('passwordReset.sentTitle')}</h1>
        <p role="status">{sent}</p>
        <p><Link to={LOGIN_PATH}>{copy('passwordReset.backToLogin')}</Link></p>
      </div>
    );
  }
  return (
    <div className="login">
      {failure ? <div className="form-errors" role="alert"><p className="form-errors__title">{failure}</p></div> : null}
      <SchemaForm<{ email: string }> screen="forms/password-reset-request" onSubmit={submit} serverErrors={fieldErrors} disabled={busy} />
      <p><Link to={LOGIN_PATH}>{copy('passwordReset.backToLogin')}</Link></p>
    </div>
  );
}
