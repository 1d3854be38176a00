import { useCallback, useState } from 'react';
import { useCopy } from '../org-context';
import { Dialog } from './dialog';

/** The spec's "Why We Need Your Location" alert, shown when e-signing cannot read the location. */
export function LocationAlert({ open, onClose }: { open: boolean; onClose: () => void }) {
  const copy = useCopy();
  return (
    <Dialog open={open} onClose={onClose} title={copy('location.title')}>
      <p>{copy('location.message')}</p>
      <div className="form-actions">
        <button type="button" className="button button--primary" onClick={onClose}>{copy('location.dismiss')}</button>
      </div>
    </Dialog>
  );
}

/**
 * Reads the device location for e-signing; when it is refused or unavailable the alert explains why
 * it is needed. Render `alert` somewhere in the page.
 */
export function useLocationForSigning() {
  const [open, setOpen] = useState(false);
  const request = useCallback(
    () =>
      new Promise<GeolocationPosition | null>((resolve) => {
        if (!('geolocation' in navigator)) {
          setOpen(true);
          resolve(null);
          return;
        }
        navigator.geolocation.getCurrentPosition(resolve, () => {
          setOpen(true);
          resolve(null);
        }, { timeout: 15_000 });
      }),
    [],
  );
  return { request, alert: <LocationAlert open={open} onClose={() => setOpen(false)} />, showAlert: () => setOpen(true) };
}
