import { useStateLicenses } from '../../api/registration';
import { formatPhone, telHref } from '../../lib/format-basic';
import { useCopy, useOptionalOrg, type CopyKey } from '../org-context';
import { FooterImage } from './footer-image';

/** Spec: fewer licensed states than this and the footer says more are to come. */
export const ALL_STATES = 50;

/** "Available in ..." with "more to come" when fewer than 50 states are listed. */
export function availabilityText(states: string[], copy: (key: CopyKey, values?: Record<string, string>) => string): string {
  const list = states.join(', ');
  return states.length < ALL_STATES ? copy('footer.availabilityMore', { states: list }) : copy('footer.availability', { states: list });
}

/** A name set before the sentence's own period: "Harborstone Bank, N.A." ends it once, not twice. */
export const withoutFinalPeriod = (name: string): string => name.trim().replace(/\.+$/, '');

/** Legal footer from the org's footer data; renders nothing until the org's branding has loaded. */
export function Footer() {
  const org = useOptionalOrg();
  const copy = useCopy();
  const states = useStateLicenses(org?.orgCode);
  if (!org) return null;
  const { footer, companyInfo, additionalUrls } = org.orgMetaData;
  const address = companyInfo.companyAddress;
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const newTab = <span className="visually-hidden"> {copy('footer.newTab')}</span>;
  return (
    <footer className="site-footer" aria-label={copy('footer.label')}>
      <div className="site-footer__inner">
        <ul className="site-footer__links">
          <li><a href={footer.termsOfUseUrl}>{copy('footer.terms')}</a></li>
          <li>
            {footer.privacyLinkIsExternal
              ? <a href={footer.privacyPolicyUrl} {...external}>{copy('footer.privacy')}{newTab}</a>
              : <a href={footer.privacyPolicyUrl}>{copy('footer.privacy')}</a>}
          </li>
          <li><a href={footer.licensesUrl}>{copy('footer.licenses')}</a></li>
          <li><a href={footer.companyLegalUrl}>{copy('footer.legal')}</a></li>
          {additionalUrls.filter((u) => u.type === 'FOOTER').map((u) => (
            <li key={u.url}><a href={u.url}>{u.name}</a></li>
          ))}
        </ul>
        <p className="site-footer__facts">{copy('footer.productFacts', { product: companyInfo.companyProduct })}</p>
        {states.data ? <p className="site-footer__states" data-testid="footer-states">{availabilityText(states.data, copy)}</p> : null}
        <p className="site-footer__disclosure">{footer.disclosureCopy}</p>
        <div className="site-footer__company">
          <FooterImage kind={footer.footerImage} />
          <div>
            <p>
              {footer.companyName}{' · '}
              <a href={footer.companyNmlsURL} {...external}>{copy('footer.nmls', { nmls: footer.companyNMLS })}{newTab}</a>
            </p>
            <p>
              {copy('footer.address', {
                street: [address.street1, address.street2].filter(Boolean).join(', '), city: address.city, state: address.state, zip: address.zip,
              })}
            </p>
            <p>
              <a href={telHref(org.support.phone)}>{formatPhone(org.support.phone)}</a>
              {' · '}
              <a href={`mailto:${companyInfo.email}`}>{companyInfo.email}</a>
            </p>
          </div>
        </div>
        <p className="site-footer__small">{copy('footer.encryption')}</p>
        <p className="site-footer__small">{copy('footer.copyright', { year: new Date().getFullYear(), company: withoutFinalPeriod(footer.companyName) })}</p>
      </div>
    </footer>
  );
}
