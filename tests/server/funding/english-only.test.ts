import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../../src/server/applications/apply-event';
import { issueToken } from '../../../src/server/core/auth';
import { createUser } from '../../../src/server/identity/users';
import { createTestApp, type TestApp } from '../../helpers/app';
import { pdfPages } from '../../helpers/pdf-text';
import { APPROVED_DATA, base } from './helpers';

/** All In Credit Union offers Spanish and gives its agreement and notice of right to cancel in English only in Florida (orgs/ALL_IN_CU.json). */
const HOST = 'heloc.allincu.example';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

/** A borrower of All In Credit Union at signing, reading `language`, whose home is in `state`. */
async function borrower(state: string, language: string) {
  const user = await createUser(t.db, { email: `${state}.${language}.${Date.now()}@example.com`, password: 'correct horse battery', role: 'APPLICANT', orgCode: 'ALL_IN_CU' });
  const auth = { host: HOST, authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: user.id, role: 'APPLICANT', org: 'ALL_IN_CU' })}` };
  const row = await createApplication(t.db, {
    ownerId: user.id, orgCode: 'ALL_IN_CU', state: 'sign', serverStatus: 'SIGN_DOCUMENTS', language,
    data: { ...APPROVED_DATA, property: { address: { street1: '8 Bay Road', city: state === 'FL' ? 'Pensacola' : 'Mobile', state, zip: state === 'FL' ? '32501' : '36602' } } },
  });
  const disclosures = await t.app.inject({ url: `${base(row.uuid)}/disclosures`, headers: auth });
  expect(disclosures.statusCode, disclosures.body).toBe(200);
  const body = disclosures.json() as { document: { uuid: string }; englishOnly?: { state: string; documents: string[] } };
  const pdf = await t.app.inject({ url: `${base(row.uuid)}/disclosures/${body.document.uuid}/pdf`, headers: auth });
  expect(pdf.statusCode).toBe(200);
  return { englishOnly: body.englishOnly, pages: await pdfPages(pdf.rawPayload) };
}

describe('documents a lender gives in English only', () => {
  it('reach a borrower reading Spanish, with a home in a marked state, in English after a labelled Spanish summary', async () => {
    const { englishOnly, pages } = await borrower('FL', 'es');
    expect(englishOnly).toEqual({ state: 'FL', documents: ['HELOC_AGREEMENT_AND_DISCLOSURES', 'NOTICE_OF_RIGHT_TO_CANCEL'] });
    const [summary = '', ...document] = pages;
    expect(summary).toContain('Resumen en español (no forma parte del documento)');
    expect(summary).toContain('entrega este documento solo en inglés para una vivienda en Florida');
    expect(summary).toContain('La ley federal le permite cancelar esta línea');
    expect(document[0]).toContain('Home Equity Line of Credit Agreement and Disclosures');
    expect(document.join('\n')).toContain('Notice of Right to Cancel');
    expect(document.join('\n')).not.toContain('Aviso del derecho de cancelación');
  });

  it('are in Spanish, with no summary, for a home in a state not marked', async () => {
    const { englishOnly, pages } = await borrower('AL', 'es');
    expect(englishOnly).toBeUndefined();
    expect(pages[0]).toContain('Contrato y divulgaciones');
    expect(pages.join('\n')).not.toContain('Resumen en español');
  });

  it('are simply English for a borrower reading English in the marked state', async () => {
    const { englishOnly, pages } = await borrower('FL', 'en');
    expect(englishOnly).toBeUndefined();
    expect(pages[0]).toContain('Home Equity Line of Credit Agreement and Disclosures');
    expect(pages.join('\n')).not.toContain('Resumen');
  });
});
