import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { checkContentAt } from '../../src/server/content/load';
import { loadConfig } from '../../src/server/config';
import { Clock } from '../../src/server/core/clock';
import { ContentService } from '../../src/server/core/content-service';
import { testDb } from '../helpers/app';
import { registerApplicant } from './application-helpers';
import { drive } from './journey-driver';

/**
 * Staff change the journey by editing content only: a copy of the repository's content is edited
 * as JSON, checked, and a server started on it drives an applicant from registration to complete.
 */
const roots: string[] = [];
afterAll(() => {
  for (const r of roots) rmSync(r, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
const read = (root: string, file: string): Json => JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
const write = (root: string, file: string, value: unknown) => writeFileSync(join(root, file), JSON.stringify(value, null, 2));

function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'heloc-content-'));
  roots.push(root);
  for (const dir of ['schemas', 'flows', 'orgs', 'public']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  return root;
}

async function serverOn(root: string) {
  const content = ContentService.load({ root, flagsFile: join(root, 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' });
  const db = await testDb();
  const config = loadConfig({ CONTENT_ROOT: root, LOG_LEVEL: 'silent' }, { jwtSecret: 'test-secret-test-secret-test-secret-000' });
  const app = await buildApp({ config, db, content, clock: new Clock(), logger: false });
  await app.ready();
  return { app, close: async () => { await app.close(); await db.close(); } };
}

describe('the journey changed by content alone', () => {
  it('a new "confirm your disbursement" step between the bank step and identity, with its own screen', async () => {
    const root = contentCopy();
    write(root, 'schemas/screens/confirm-disbursement.schema.json', {
      $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'Confirm where your funds go',
      required: ['confirmed'], additionalProperties: false,
      properties: { confirmed: { type: 'boolean', const: true, title: 'Send my funds to the account I chose' } },
    });
    write(root, 'schemas/screens/confirm-disbursement.ui.json', {
      $schema: '../meta/ui.schema.json',
      'x-screen': { title: 'Confirm where your funds go', event: 'confirmDisbursement', submitText: 'Confirm', store: 'disbursementConfirmation' },
      confirmed: { 'x-errors': { const: 'Please confirm to continue' } },
    });
    // a lender offers Spanish, so the new screen speaks it too
    write(root, 'schemas/screens/confirm-disbursement.es.json', {
      $schema: '../meta/translation.schema.json',
      '/schema/title': 'Confirme a dónde van sus fondos', '/schema/properties/confirmed/title': 'Enviar mis fondos a la cuenta que elegí',
      '/ui/x-screen/title': 'Confirme a dónde van sus fondos', '/ui/x-screen/submitText': 'Confirmar', '/ui/confirmed/x-errors/const': 'Confirme para continuar',
    });
    const flow = read(root, 'flows/applicant.flow.json') as { states: Record<string, Json> };
    const autopay = flow.states.autopay as { transitions: Json[] };
    autopay.transitions = [{ event: 'accountsSet', target: 'confirmDisbursement', guard: 'accountsSet' }];
    flow.states.confirmDisbursement = {
      screen: 'confirm-disbursement', route: 'bank/confirm-disbursement', status: 'DISBURSEMENT_CONFIRMATION', progressStep: 'incomeSources',
      transitions: [{ event: 'confirmDisbursement', target: 'docVerify' }],
    };
    write(root, 'flows/applicant.flow.json', flow);
    const routes = read(root, 'flows/status-routes.json') as { routes: Json[] };
    routes.routes.unshift({ status: 'DISBURSEMENT_CONFIRMATION', route: 'bank/confirm-disbursement' });
    write(root, 'flows/status-routes.json', routes);
    expect(checkContentAt(root).problems).toEqual([]);

    const server = await serverOn(root);
    try {
      const who = await registerApplicant(server.app, { lastName: 'Prime' });
      const journey = await drive(server.app, who);
      expect(journey.states).toEqual(expect.arrayContaining(['autopay', 'confirmDisbursement', 'docVerify', 'complete']));
      expect(journey.states.indexOf('confirmDisbursement')).toBe(journey.states.indexOf('autopay') + 1);
      expect(journey.screens).toContain('confirm-disbursement');
      const record = (await server.app.inject({ url: `/service-application/api/v1/application/heloc/${who.uuid}`, headers: who.auth })).json();
      expect(record).toMatchObject({ state: 'complete', disbursementConfirmation: { confirmed: true } });
    } finally {
      await server.close();
    }
  });

  it('a step removed: the application summary is dropped, the summary wait leads straight to income', async () => {
    const root = contentCopy();
    const flow = read(root, 'flows/applicant.flow.json') as { states: Record<string, Json> };
    delete flow.states.appSummary;
    (flow.states.waitSummary as Json).transitions = [{ event: 'summaryReady', target: 'incomeReview', guard: 'summaryReady' }];
    // and the ways into it: another offer after the summary goes back through the steps after the offer
    const global = (flow as { global?: { target: string }[] }).global;
    if (global) (flow as { global?: { target: string }[] }).global = global.filter((tr) => tr.target !== 'appSummary');
    write(root, 'flows/applicant.flow.json', flow);
    for (const ext of ['schema', 'ui', 'es']) rmSync(join(root, `schemas/screens/start-app-summary.${ext}.json`));
    expect(checkContentAt(root).problems).toEqual([]);

    const server = await serverOn(root);
    try {
      const who = await registerApplicant(server.app, { lastName: 'Prime' });
      const journey = await drive(server.app, who);
      expect(journey.states).not.toContain('appSummary');
      expect(journey.states).toEqual(expect.arrayContaining(['waitSummary', 'incomeReview', 'complete']));
      expect(journey.screens).not.toContain('start-app-summary');
    } finally {
      await server.close();
    }
  });

  it('a broken edit is refused with the file, the pointer and a sentence', async () => {
    const root = contentCopy();
    const flow = read(root, 'flows/applicant.flow.json') as { states: Record<string, Json> };
    delete (flow.states.ach as Json).status;
    ((flow.states.autopay as Json).transitions as Json[])[0] = { event: 'accountsSet', target: 'nowhere' };
    write(root, 'flows/applicant.flow.json', flow);
    const messages = checkContentAt(root).problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      'flows/applicant.flow.json#/states/ach: states.ach: state "ach" has no "status": the status endpoint would have nothing to report: add one, like "IN_PROGRESS"',
      expect.stringMatching(/^flows\/applicant\.flow\.json#\/states\/autopay\/transitions\/0\/target: states\.autopay\.transitions\[0\]\.target: "nowhere" is no state of this flow: write one of /),
    ]));
  });
});
