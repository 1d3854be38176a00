import { useEffect } from 'react';
import { useCopy, useOrg } from '../../org-context';

/** Shown instead of registration when this org does not take applications from this link. */
export function NotAccepting({ reason }: { reason: 'wholesale' | 'loanOfficer' }) {
  const org = useOrg();
  const copy = useCopy();
  useEffect(() => {
    document.title = `${copy('notAccepting.title')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);
  return (
    <section aria-labelledby="not-accepting-title" className="not-accepting">
      <h1 id="not-accepting-title" className="page-title">{copy('notAccepting.title')}</h1>
      <p>{copy(reason === 'wholesale' ? 'notAccepting.wholesale' : 'notAccepting.loanOfficer', { brand: org.orgBrand })}</p>
      <p>{copy('notAccepting.contact', { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email })}</p>
    </section>
  );
}

export default NotAccepting;
