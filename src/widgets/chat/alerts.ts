import type { CopyKey } from '../../generated/copy-keys';

/** The chat's alerts (spec chat section 8): each a severity and a copy key. */
export type AlertKind = 'connectionLost' | 'general' | 'invalidToken' | 'sendFailed';

export const ALERTS: Record<AlertKind, { severity: 'warning' | 'error'; key: CopyKey }> = {
  connectionLost: { severity: 'warning', key: 'chat.alert.connectionLost' },
  general: { severity: 'error', key: 'chat.alert.general' },
  invalidToken: { severity: 'warning', key: 'chat.alert.invalidToken' },
  sendFailed: { severity: 'error', key: 'chat.alert.sendFailed' },
};
