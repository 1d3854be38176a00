import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guards } from '../../src/product/guards';
import { acceptsApplications, ageOn, registrationPath, stepsOnPath } from '../../src/product/registration';
import type { FlowFile } from '../../src/engine/types';

const flow = JSON.parse(readFileSync('flows/registration.flow.json', 'utf8')) as FlowFile;

describe('registration flow', () => {
  it('walks all seven steps, then account setup', () => {
    expect(registrationPath(flow, {})).toEqual([
      'property-info', 'sale-status', 'income-info', 'name', 'birthdate', 'contact-info', 'login-info', 'account-setup',
    ]);
  });

  it('skips contact info when an e-mail and a phone are already known', () => {
    const draft = { 'contact-info': { email: 'a@b.example', phone: '4155550134' } };
    expect(stepsOnPath(flow, draft)).not.toContain('contact-info');
    expect(stepsOnPath(flow, draft)).toHaveLength(6);
  });

  it('keeps contact info when only one of them is known', () => {
    expect(stepsOnPath(flow, { 'contact-info': { email: 'a@b.example', phone: '' } })).toContain('contact-info');
    expect(stepsOnPath(flow, { 'contact-info': { phone: '4155550134' } })).toContain('contact-info');
  });
});

describe('registrationContactKnown guard', () => {
  const guard = guards.registrationContactKnown as (ctx: Record<string, unknown>) => boolean;
  it('needs both an e-mail and a phone', () => {
    expect(guard({ 'contact-info': { email: 'a@b.example', phone: '4155550134' } })).toBe(true);
    expect(guard({ 'contact-info': { email: 'a@b.example' } })).toBe(false);
    expect(guard({})).toBe(false);
  });
});

describe('acceptsApplications', () => {
  const lo = [{ uuid: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9', originatorName: 'T', email: 'e', phoneNumber: 'p', nmls: 'n' }];
  it('refuses wholesale setups even with a loan officer', () => {
    expect(acceptsApplications({ originator: { wholesale: true, loanOfficerRequired: true }, originators: lo }, lo[0]?.uuid)).toBe(false);
  });
  it('needs a loan officer of the org where one is required', () => {
    const org = { originator: { wholesale: false, loanOfficerRequired: true }, originators: lo };
    expect(acceptsApplications(org, undefined)).toBe(false);
    expect(acceptsApplications(org, '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b')).toBe(false);
    expect(acceptsApplications(org, '5E6F7A8B-9C0D-4E1F-A2B3-C4D5E6F7A8B9')).toBe(true);
  });
  it('accepts anyone otherwise', () => {
    expect(acceptsApplications({ originator: { wholesale: false, loanOfficerRequired: false } }, null)).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('1980-12-31', '2026-01-01')).toBe(45);
  });
});

describe('signed-in visitors', () => {
  it('skip contact and login info when the account has an e-mail and a phone', () => {
    const ctx = { signedIn: true, 'contact-info': { email: 'a@b.example', phone: '4155550134' } };
    expect(registrationPath(flow, ctx)).toEqual(['property-info', 'sale-status', 'income-info', 'name', 'birthdate', 'account-setup']);
  });
  it('skip only login info when the account has no phone', () => {
    expect(stepsOnPath(flow, { signedIn: true })).toEqual(['property-info', 'sale-status', 'income-info', 'name', 'birthdate', 'contact-info']);
  });
});
