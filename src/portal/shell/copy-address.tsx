import { useEffect, useState } from 'react';
import { shortenAddress } from '../../lib/address';
import { useCopy } from '../org-context';

/** Spec: the copy confirmation lasts 1 second. */
export const COPY_TOOLTIP_MS = 1000;

/** A wallet address shown shortened, with a button that copies it whole and confirms for a second. */
export function CopyAddress({ address }: { address: string }) {
  const copy = useCopy();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <span className="copy-address">
      <code title={address}>{shortenAddress(address)}</code>
      <button
        type="button"
        className="copy-address__button"
        onClick={() => {
          void navigator.clipboard?.writeText(address).catch(() => undefined);
          setCopied(true);
        }}
      >
        {copy('wallet.copyShort')}{' '}<span className="narrow-hidden">{copy('wallet.copyRest')}</span>
      </button>
      <span role="status" className={copied ? 'tooltip' : 'visually-hidden'}>{copied ? copy('wallet.copied') : ''}</span>
    </span>
  );
}
