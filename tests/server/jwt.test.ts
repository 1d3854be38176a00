import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from '../../src/server/core/jwt';

const SECRET = 'jwt-test-secret-jwt-test-secret-0001';

describe('a token verified once and then seen again', () => {
  it('is refused once it has expired, though its signature was checked before', () => {
    const now = 2_000_000_000;
    const token = signJwt({ sub: 'a', role: 'APPLICANT', org: 'HEARTH' }, SECRET, 60, now);
    expect(verifyJwt(token, SECRET, now + 1)).toMatchObject({ ok: true, claims: { sub: 'a' } });
    expect(verifyJwt(token, SECRET, now + 59).ok).toBe(true);
    expect(verifyJwt(token, SECRET, now + 60)).toEqual({ ok: false, reason: 'expired' });
  });

  it('is refused under another secret, and a changed signature is refused', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: 'b', role: 'APPLICANT', org: 'HEARTH' }, SECRET, 600, now);
    expect(verifyJwt(token, SECRET).ok).toBe(true);
    expect(verifyJwt(token, 'another-secret-another-secret-0000')).toEqual({ ok: false, reason: 'signature' });
    const [head, body, sig] = token.split('.') as [string, string, string];
    const tampered = `${head}.${body}.${sig.slice(0, 10)}${sig[10] === 'x' ? 'y' : 'x'}${sig.slice(11)}`;
    expect(verifyJwt(tampered, SECRET)).toEqual({ ok: false, reason: 'signature' });
  });
});
