import { useEffect } from 'react';
import { Link } from '../../shell/links';
import { telHref } from '../../../lib/format-basic';
import { useCopy, useOrg } from '../../org-context';
import { REGISTER_PATH } from '../../session/paths';

/** /account/heloc/register/support: how to reach the org while registering. */
export default function RegisterSupport() {
  const org = useOrg();
  const copy = useCopy();
  useEffect(() => {
    document.title = `${copy('register.supportTitle')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);
  return (
    <section aria-labelledby="support-title">
      <h1 id="support-title" className="page-title">{copy('register.supportTitle')}</h1>
      <p>{copy('register.supportIntro')}</p>
      <ul className="support-list">
        <li><a href={telHref(org.support.phone)}>{copy('register.supportPhone', { phone: org.orgMetaData.companyInfo.phoneFormatted })}</a></li>
        <li><a href={`mailto:${org.support.email}`}>{copy('register.supportEmail', { email: org.support.email })}</a></li>
      </ul>
      <p><Link to={REGISTER_PATH}>{copy('register.startOver')}</Link></p>
    </section>
  );
}
