import { useState } from 'react';
import type { PrivateLabel } from '../../api/org';
import { logoPath } from '../../lib/page-paths';

/**
 * The lender's logo, served from the content root. When it cannot be loaded (missing, broken, or not
 * there yet) the lender's name stands in its place, in its colours.
 */
export function OrgLogo({ org }: { org: Pick<PrivateLabel, 'orgBrand' | 'theme'> }) {
  const [failed, setFailed] = useState<string>();
  if (failed === org.theme.logo) {
    return <span className="org-logo-text" role="img" aria-label={org.theme.logoAlt}>{org.orgBrand}</span>;
  }
  return <img src={logoPath(org.theme.logo)} alt={org.theme.logoAlt} height={40} onError={() => setFailed(org.theme.logo)} />;
}
