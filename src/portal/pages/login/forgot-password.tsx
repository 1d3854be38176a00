import { useEffect, useState } from 'react';
import { Link } from '../../shell/links';
import { requestPasswordReset } from '../../../api/identity';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure, useFormAction } from '../../forms/use-form-action';
import { useCopy, useOrg } from '../../org-context';
import { LOGIN_PATH } from '../../session/paths';

/** /account/heloc/forgot-password: asks for a link to choose a new password, sent by e-mail. */
export default function ForgotPasswordPage() {
  const org = useOrg();
  const copy = useCopy();
  const [sent, setSent] = useState<string>();
  const { run, busy, failure, fieldErrors } = useFormAction(async (data: { email: string }) => {
    setSent((await requestPasswordReset(data)).message);
  });

  useEffect(() => {
    document.title = `${copy('passwordReset.requestTitle')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);

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
      <FormFailure message={failure} />
      <SchemaForm<{ email: string }> screen="forms/password-reset-request" onSubmit={run} serverErrors={fieldErrors} disabled={busy} />
      <p><Link to={LOGIN_PATH}>{copy('passwordReset.backToLogin')}</Link></p>
    </div>
  );
}
