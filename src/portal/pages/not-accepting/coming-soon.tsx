import { useEffect } from 'react';
import { Link } from '../../shell/links';
import { useCopy, useOrg } from '../../org-context';
import { REGISTER_PATH } from '../../session/paths';

/** /account/heloc/coming-soon: one of the spec's anonymous pages, for products or places not open yet. */
export default function ComingSoon() {
  const org = useOrg();
  const copy = useCopy();
  useEffect(() => {
    document.title = `${copy('comingSoon.title')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);
  return (
    <section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className="page-title">{copy('comingSoon.title')}</h1>
      <p>{copy('comingSoon.intro', { brand: org.orgBrand })}</p>
      <p>{copy('notAccepting.contact', { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email })}</p>
      <p><Link to={REGISTER_PATH}>{copy('comingSoon.register')}</Link></p>
    </section>
  );
}
