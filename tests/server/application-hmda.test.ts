import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { put, registerApplicant } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type FieldError = { path: string; message: string };
const hmdaErrors = async (hmda: Record<string, unknown>): Promise<FieldError[]> => {
  const who = await registerApplicant(t.app, { lastName: 'Prime' });
  const res = await put(t.app, who, 'start-hmda', { hmda });
  expect(res.statusCode).toBe(400);
  return res.json().errors as FieldError[];
};

describe('the demographic screen (URLA section 8)', () => {
  it('refuses a printed origin or race without the "other" choice it belongs to, naming the field to check', async () => {
    const base = { ethnicity: ['Hispanic or Latino'], race: ['White'], sex: ['Female'] };
    expect(await hmdaErrors({ ...base, ethnicityOtherOrigin: 'Argentinean' })).toEqual(
      expect.arrayContaining([{ path: '/hmda/ethnicityHispanic', message: 'Check "Other Hispanic or Latino" to print an origin' }]),
    );
    expect(await hmdaErrors({ ...base, ethnicityHispanic: ['Cuban'], ethnicityOtherOrigin: 'Argentinean' })).toEqual(
      expect.arrayContaining([{ path: '/hmda/ethnicityHispanic', message: 'Check "Other Hispanic or Latino" to print an origin' }]),
    );
    expect((await hmdaErrors({ ...base, raceTribe: 'Navajo Nation' })).map((e) => e.path)).toContain('/hmda/race');
    expect((await hmdaErrors({ ...base, race: ['Asian'], raceAsian: ['Korean'], raceOtherAsian: 'Hmong' })).map((e) => e.path)).toContain('/hmda/raceAsian');
    expect((await hmdaErrors({ ...base, raceOtherPacificIslander: 'Tongan' })).map((e) => e.path)).toContain('/hmda/racePacificIslander');
  });

  it('accepts each printed field with its own choice checked', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    const res = await put(t.app, who, 'start-hmda', {
      hmda: {
        ethnicity: ['Hispanic or Latino'], ethnicityHispanic: ['Other Hispanic or Latino'], ethnicityOtherOrigin: 'Argentinean',
        race: ['American Indian or Alaska Native', 'Asian', 'Native Hawaiian or Other Pacific Islander'], raceTribe: 'Navajo Nation',
        raceAsian: ['Other Asian'], raceOtherAsian: 'Hmong', racePacificIslander: ['Other Pacific Islander'], raceOtherPacificIslander: 'Tongan',
        sex: ['Female', 'Male'],
      },
    });
    // Valid, so the server goes on to the state check: this applicant is still at the profile step.
    expect(res.statusCode).toBe(409);
  });
});
