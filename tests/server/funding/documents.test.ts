import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { disclosurePdf, signedPdf } from '../../../src/server/documents/pdf';
import { costsOf } from '../../../src/server/domain/costs';
import { sniffType } from '../../../src/server/uploads/sniff';
import { interpolate } from '../../../src/engine/org';
import en from '../../../schemas/copy/en.json';
import es from '../../../schemas/copy/es.json';
import { pdfPages } from '../../helpers/pdf-text';

const wordsIn = (strings: Record<string, string>) => (key: string, values: Record<string, string | number> = {}) => interpolate(strings[key] ?? key, values);
const words = wordsIn(en as Record<string, string>);

const TERMS = {
  loanNumber: 'HE202600001234', borrowerName: 'Avery Prime', propertyAddress: '12 Elm Street, Portland, OR 97201', homeState: 'OR',
  lenderName: 'Hearth Lending, LLC', lenderNmls: '1717824',
  costs: costsOf({ apr: 8.25, originationPct: 1, avmFee: 180, recordingFee: 315, recordingTaxPer100k: 1400 }, 100000, 10, 300), createdAt: new Date('2026-11-20T18:00:00Z'),
};

/** The PDF's text, a line per page. */
const textOf = async (bytes: Uint8Array): Promise<string> => (await pdfPages(bytes)).join('\n');

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('disclosure PDFs', () => {
  it('carry the applicant’s terms', async () => {
    const text = await textOf(await disclosurePdf(TERMS, words));
    expect(text).toContain('Avery Prime');
    expect(text).toContain('HE202600001234');
    expect(text).toContain('$100,000.00');
    expect(text).toContain('8.25%');
    expect(text).toContain('10 years');
    expect(text).toContain(`$${TERMS.costs.monthlyPayment.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    for (const label of ['Origination fee', 'Valuation fee', 'Estimated recording fees', 'Estimated recording taxes', 'Cash to you at closing']) expect(text).toContain(label);
    expect(text).toContain('$97,105.00');
    expect(text).toContain('Notice of Right to Cancel');
  });

  it('are the same bytes for the same terms and different bytes when a term changes', async () => {
    expect(sha(await disclosurePdf(TERMS, words))).toBe(sha(await disclosurePdf(TERMS, words)));
    expect(sha(await disclosurePdf({ ...TERMS, costs: { ...TERMS.costs, amount: 90000 } }, words))).not.toBe(sha(await disclosurePdf(TERMS, words)));
  });

  it('the signed copy keeps the document and adds the signature certificate', async () => {
    const original = await disclosurePdf(TERMS, words);
    const signed = await signedPdf(original, {
      signerName: 'Avery Prime', role: 'PRIMARY', signedAt: new Date('2026-11-20T19:00:00Z'), ip: '203.0.113.7',
      documentSha256: sha(original), rescissionEndsOn: '2026-11-24', fundingOn: '2026-11-25',
    }, words);
    const text = await textOf(signed);
    expect(text).toContain('Signature certificate');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain(sha(original));
    expect(text).toContain('2026-11-25');
  });

  it('speak the application\'s language: the Spanish document and certificate say no English heading', async () => {
    const spanish = wordsIn({ ...(en as Record<string, string>), ...(es as Record<string, string>) });
    const original = await disclosurePdf(TERMS, spanish);
    const text = await textOf(await signedPdf(original, {
      signerName: 'Avery Prime', role: 'PRIMARY', signedAt: new Date('2026-11-20T19:00:00Z'), ip: '203.0.113.7',
      documentSha256: sha(original), rescissionEndsOn: '2026-11-24', fundingOn: '2026-11-25',
    }, spanish));
    for (const heading of ['Contrato y divulgaciones', 'Aviso del derecho de cancelación', 'Consentimiento para la firma electrónica', 'Certificado de firma', 'Sus condiciones']) expect(text).toContain(heading);
    for (const heading of ['Agreement and Disclosures', 'Notice of Right to Cancel', 'Signature certificate', 'Your terms']) expect(text).not.toContain(heading);
  });

  it('given in English only, carry a labelled summary in the borrower\'s language on the page before the English document', async () => {
    const spanish = wordsIn({ ...(en as Record<string, string>), ...(es as Record<string, string>) });
    const bytes = await disclosurePdf({ ...TERMS, homeState: 'FL' }, words, { words: spanish, documents: ['HELOC_AGREEMENT_AND_DISCLOSURES', 'NOTICE_OF_RIGHT_TO_CANCEL'] });
    const pages = (await textOf(bytes)).split('\n');
    const [summary = '', agreement = '', ...rest] = pages;
    expect(summary).toContain('Resumen en español (no forma parte del documento)');
    expect(summary).toContain('El documento que sigue a esta página está solo en inglés');
    expect(summary).toContain('Hearth Lending, LLC entrega este documento solo en inglés para una vivienda en Florida');
    expect(summary).toContain('El contrato y las divulgaciones de la HELOC');
    expect(summary).toContain('El aviso del derecho de cancelación');
    expect(summary).not.toContain('Agreement and Disclosures');
    // then the document itself, in English, as it would be for a borrower reading English
    expect(agreement).toContain('Home Equity Line of Credit Agreement and Disclosures');
    expect(rest.join('\n')).toContain('Notice of Right to Cancel');
    expect(pages.slice(1).join('\n')).not.toContain('Contrato y divulgaciones');
    expect(pages).toHaveLength((await textOf(await disclosurePdf(TERMS, words))).split('\n').length + 1);
  });

  it('costs of nothing to repay are nothing', () => {
    expect(costsOf({ apr: 6, originationPct: 1, avmFee: 0, recordingFee: 0, recordingTaxPer100k: 0 }, 0, 30, 300)).toMatchObject({ monthlyPayment: 0, originationFee: 0, cashToApplicant: 0 });
  });
});

describe('type sniffing', () => {
  const bytes = (...xs: (number | string)[]) => new Uint8Array(xs.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));
  it.each([
    ['PDF', bytes('%PDF-1.4'), 'application/pdf'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['HEIC', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0), 'image/heic'],
  ])('recognises %s by its first bytes', (_n, head, type) => {
    expect(sniffType(head)).toBe(type);
  });
  it.each([
    ['a Windows program', bytes('MZ', 0x90, 0)],
    ['HTML', bytes('<!DOCTYPE html>')],
    ['a GIF', bytes('GIF89a')],
    ['an MP4 (ftyp but not HEIC)', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0)],
  ])('refuses %s', (_n, head) => {
    expect(sniffType(head)).toBeNull();
  });
});
