/**
 * Funding figures: disclosure PDF generation (in process and through the service), upload
 * throughput for a 5 MB document, and the PDF viewer's first render in Chromium.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { disclosurePdf } from '../src/server/documents/pdf';
import { costsOf } from '../src/server/domain/costs';
import { interpolate } from '../src/engine/org';
import en from '../schemas/copy/en.json';

const words = (key: string, values: Record<string, string | number> = {}) => interpolate((en as Record<string, string>)[key] ?? key, values);
import { signUp } from './lib/applicant';

type Load = (path: string, init?: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string }) => Promise<{ rps: number; p99: number; errors: number }>;

const TERMS = {
  loanNumber: 'HE202600000001', borrowerName: 'Bench Mark', propertyAddress: '1 Bench Road, Sacramento, CA 95814',
  lenderName: 'Hearth Lending, LLC', lenderNmls: '1717824', homeState: 'CA',
  costs: costsOf({ apr: 8.25, originationPct: 1, avmFee: 0, recordingFee: 315, recordingTaxPer100k: 1400 }, 100000, 30, 300), createdAt: new Date('2026-01-01T00:00:00Z'),
};

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export default async function fundingBench({ port }: { port: number; load: Load }): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const json = { 'content-type': 'application/json', 'x-org': 'HEARTH' };

  // 1. PDF generation, in process
  await disclosurePdf(TERMS, words);
  const gen: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await disclosurePdf({ ...TERMS, costs: { ...TERMS.costs, amount: 100000 + i } }, words);
    gen.push(performance.now() - t0);
  }
  console.log(`disclosure PDF generation (pdf-lib, 3 pages), in process: ${avg(gen).toFixed(1)} ms average over 20`);

  // an applicant with an application at the signing step
  const { jwt } = await signUp(port);
  const auth = { ...json, authorization: `Bearer ${jwt}` };
  const created = await fetch(`${base}/sandbox/applications`, {
    method: 'POST', headers: auth,
    body: JSON.stringify({ state: 'sign', data: { borrower: { name: { firstName: 'Bench', lastName: 'Mark' } }, amount: 100000, rate: 8.25, term: 30 } }),
  });
  const { uuid } = (await created.json()) as { uuid: string };
  const appBase = `${base}/service-application/api/v1/application/heloc/${uuid}`;

  // 2. the same through the service: first read of the disclosures generates and stores them
  const t0 = performance.now();
  const disc = await fetch(`${appBase}/disclosures`, { headers: auth });
  const first = performance.now() - t0;
  const served: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await (await fetch(`${appBase}/disclosures`, { headers: auth })).arrayBuffer();
    served.push(performance.now() - t);
  }
  console.log(`disclosures through the service: first (generate + store) ${first.toFixed(0)} ms, then ${avg(served).toFixed(1)} ms average (status ${disc.status})`);

  // 3. upload throughput, 5 MB PDF
  const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 - 9, 32)]);
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/pdf' }), 'statement.pdf');
    const res = await fetch(`${appBase}/documents?documentType=BANK_STATEMENT`, { method: 'POST', headers: { authorization: auth.authorization }, body: form });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  };
  await upload();
  const times: number[] = [];
  for (let i = 0; i < 8; i++) {
    const t = performance.now();
    await upload();
    times.push(performance.now() - t);
  }
  const mbps = 5 / (avg(times) / 1000);
  console.log(`upload of a 5 MB PDF (type sniffed, stored in the database): ${avg(times).toFixed(0)} ms each, ${mbps.toFixed(1)} MB/s one at a time`);
  const tc = performance.now();
  await Promise.all([upload(), upload(), upload(), upload()]);
  console.log(`4 uploads of 5 MB at once: ${(performance.now() - tc).toFixed(0)} ms, ${(20 / ((performance.now() - tc) / 1000)).toFixed(1)} MB/s`);

  // 4. first render of the PDF viewer in Chromium (needs the built app and a Chromium)
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.log(`PDF viewer first render: not measured (no Chromium at ${executablePath})`);
    return;
  }
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.example 127.0.0.1'] });
  try {
    const page = await browser.newPage();
    const origin = `http://heloc.hearth-lending.example:${port}`;
    await page.goto(`${origin}/account/heloc/does-not-exist`);
    await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
    const renders: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`${origin}/account/heloc/${uuid}/document/disclosures`);
      await page.waitForFunction(() => typeof (window as unknown as { __pdfFirstRenderMs?: number }).__pdfFirstRenderMs === 'number', undefined, { timeout: 30_000 });
      renders.push(await page.evaluate(() => (window as unknown as { __pdfFirstRenderMs: number }).__pdfFirstRenderMs));
    }
    console.log(`PDF viewer first page render (bytes received -> first page painted): ${renders.map((r) => r.toFixed(0)).join(', ')} ms (first load includes the pdf.js chunk)`);
  } catch (error) {
    console.log(`PDF viewer first render: not measured (${(error as Error).message.split('\n')[0]})`);
  } finally {
    await browser.close();
  }
}
