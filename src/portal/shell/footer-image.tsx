import { useCopy } from '../org-context';

/** The Equal Housing Lender logo, or the Equal Opportunity Lender wording, as the org's footer asks. */
export function FooterImage({ kind }: { kind: 'EHL' | 'EOL' | 'OTHER' }) {
  const copy = useCopy();
  if (kind === 'EHL') {
    return (
      <span className="footer-image">
        <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" width="40" height="40" fill="currentColor">
          <path d="M20 3 2 16h5v19h26V16h5L20 3Zm-8 15h16v4H12v-4Zm0 7h16v4H12v-4Z" />
        </svg>
        <span className="footer-image__text">{copy('footer.EHL')}</span>
      </span>
    );
  }
  if (kind === 'EOL') return <span className="footer-image footer-image__text">{copy('footer.EOL')}</span>;
  return null;
}
