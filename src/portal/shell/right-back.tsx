import { useSyncExternalStore } from 'react';
import { onRightBack, rightBackState } from '../../api/client';
import { useCopy } from '../org-context';

/**
 * "We will be right back" while calls wait for the server to answer again (503 with Retry-After: the
 * client sends them again by itself, src/api/client.ts). The live region is always there, so a screen
 * reader announces the text when it appears, once; it goes when the calls go through.
 */
export function RightBack() {
  const copy = useCopy();
  const waiting = useSyncExternalStore(onRightBack, rightBackState, () => undefined);
  return (
    <div className="right-back-region" role="status" aria-live="polite">
      {waiting ? (
        <p className="right-back" data-testid="right-back">
          <strong>{copy('app.rightBack')}</strong> {copy('app.rightBackDetail')}
        </p>
      ) : null}
    </div>
  );
}
