import { describe, expect, it } from 'vitest';
import { isAdditionalSigner } from '../../src/api/signers';

const app = { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'signer-1' }, { identityUuid: null }] };

describe('additional signer recognition', () => {
  it('recognises a member of helocSigners on a v1 application', () => {
    expect(isAdditionalSigner(app, { uuid: 'signer-1', profileType: 'APPLICANT' })).toBe(true);
  });
  it('ignores membership on other signer versions', () => {
    expect(isAdditionalSigner({ ...app, additionalSignerVersion: 'v0' }, { uuid: 'signer-1', profileType: 'APPLICANT' })).toBe(false);
  });
  it('recognises the CO_DEEDER profile type (or user type) on any application', () => {
    expect(isAdditionalSigner(undefined, { uuid: 'x', profileType: 'CO_DEEDER' })).toBe(true);
    expect(isAdditionalSigner(app, { uuid: 'x', userType: 'CO_DEEDER' })).toBe(true);
  });
  it('does not take the applicant for a signer', () => {
    expect(isAdditionalSigner(app, { uuid: 'owner', profileType: 'APPLICANT' })).toBe(false);
    expect(isAdditionalSigner(app, undefined)).toBe(false);
  });
});
