import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { skillFor } from '../../src/product/chat-skill';

const orgs = readdirSync('orgs').filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(`orgs/${f}`, 'utf8')) as { orgCode: string; canonicalOrgCode: string });
const org = (code: string) => {
  const found = orgs.find((o) => o.orgCode === code);
  if (!found) throw new Error(`no org ${code}`);
  return found;
};

describe('chat skill', () => {
  it('sends CLOC_HELOC for a crypto HELOC visitor of any lender', () => {
    expect(skillFor(org('HEARTH'), true)).toBe('CLOC_HELOC');
    expect(skillFor(org('EVERGREEN_CU'), true)).toBe('CLOC_HELOC');
  });

  it('sends FHEL for the main organisation and its variants, by canonical code (the New York variant too)', () => {
    expect(skillFor(org('HEARTH'), false)).toBe('FHEL');
    expect(skillFor(org('HEARTH_NY'), false)).toBe('FHEL');
    expect(skillFor(org('HEARTH_WHOLESALE'), false)).toBe('FHEL');
  });

  it('sends White Label for every other lender', () => {
    expect(skillFor(org('EVERGREEN_CU'), false)).toBe('White Label');
    expect(skillFor(org('HARBORSTONE_BANK'), false)).toBe('White Label');
  });
});
