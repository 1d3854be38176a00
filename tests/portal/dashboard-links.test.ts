import { describe, expect, it } from 'vitest';
import { audienceOf, dashboardLinks, statusLabel } from '../../src/portal/pages/dashboard/links';

const platform = { platform: { wallet: true, links: ['exchange', 'pay', 'marketplace', 'passport', 'groupManager'] as const } } as unknown as Parameters<typeof dashboardLinks>[1];
const none = { platform: { wallet: false, links: [] } };
const keys = (a: Parameters<typeof dashboardLinks>[0], portfolioManager = false, org = platform) => dashboardLinks(a, org, { portfolioManager }).map((l) => l.key);

describe('dashboard links', () => {
  it('gives signers, brokers and borrowers different sets, Portfolio Manager only by flag', () => {
    expect(keys('signer')).toEqual(['settings', 'contact']);
    expect(keys('broker')).toEqual(['settings', 'groupManager', 'contact']);
    expect(keys('broker', true)).toContain('portfolio');
    expect(keys('borrower')).toEqual(['settings', 'exchange', 'pay', 'marketplace', 'passport', 'contact']);
  });

  it('shows the wider platform only for a lender that has it', () => {
    expect(keys('borrower', false, none)).toEqual(['settings', 'contact']);
    expect(keys('broker', false, none)).toEqual(['settings', 'contact']);
  });

  it('recognises an additional signer by helocSigners (v1) or by profile type CO_DEEDER', () => {
    const me = { uuid: 'me', profileType: 'APPLICANT' as const, isBroker: false };
    const signing = { helocSigners: [{ identityUuid: 'me' }], additionalSignerVersion: 'v1' };
    const owning = { helocSigners: [], additionalSignerVersion: 'v1' };
    expect(audienceOf(me, [signing])).toBe('signer');
    expect(audienceOf(me, [signing, owning])).toBe('borrower');
    expect(audienceOf({ ...me, profileType: 'CO_DEEDER' }, [])).toBe('signer');
    expect(audienceOf({ ...me, isBroker: true }, [signing])).toBe('broker');
    expect(audienceOf(undefined, [])).toBe('borrower');
  });

  it('shows server statuses in the copy\'s words, in the page\'s language, or as words', () => {
    const words: Record<string, string> = { 'staff.status.cancelled': 'Cancelada', 'staff.status.complete': 'Desembolsada' };
    const copy = ((key: string) => words[key] ?? key) as Parameters<typeof statusLabel>[0];
    expect(statusLabel(copy, 'CANCELLED')).toBe('Cancelada');
    expect(statusLabel(copy, 'COMPLETE')).toBe('Desembolsada');
    expect(statusLabel(copy, 'IN_PROGRESS')).toBe('In progress');
    expect(statusLabel(copy, 'waiting-for-credit')).toBe('Waiting for credit');
  });
});
