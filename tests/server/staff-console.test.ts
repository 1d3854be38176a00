import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../src/server/applications/apply-event';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import { STAFF_LIST_VIEW } from '../../src/contracts/role-views';
import { createTestApp, type TestApp } from '../helpers/app';
import { PNG, applicationAt, base, uploadDocument, userToken } from './funding/helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Auth = Record<string, string>;
const LIST = '/service-application/api/v1/staff/applications';
const HEARTH_OFFICER = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b';

async function staffOf(org: string, email: string): Promise<Auth> {
  const user = await createUser(t.db, { email, password: 'correct horse battery', role: 'STAFF', orgCode: org });
  return { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: user.id, role: 'STAFF', org })}` };
}

async function applicant(org: string, first: string, last: string, extra: Record<string, unknown> = {}, state = 'profile', status = 'IN_PROGRESS') {
  const email = `${first}.${last}@example.com`.toLowerCase();
  const user = await createUser(t.db, { email: `${org.toLowerCase()}.${email}`, password: 'correct horse battery', role: 'APPLICANT', orgCode: org });
  return createApplication(t.db, {
    ownerId: user.id, orgCode: org, state, serverStatus: status,
    data: { borrower: { name: { firstName: first, lastName: last }, email, dob: '1970-01-01', phone: '5035550199' }, property: { address: { street1: '1 Main St', city: 'Town', state: 'OR', zip: '97201' } }, ...extra },
  });
}

const get = (url: string, headers: Auth) => t.app.inject({ url, headers });

describe('staff applications list', () => {
  let staff: Auth;
  let loanNumber: string;
  beforeAll(async () => {
    staff = await staffOf('HEARTH', 'list.staff@hearth.example');
    loanNumber = (await applicant('HEARTH', 'Avery', 'Listed', { loanOriginatorUuid: HEARTH_OFFICER, amount: 50000 })).loan_number;
    await applicant('HEARTH', 'Blake', 'Brownlist', { property: { address: { street1: '9 Oak', city: 'Austin', state: 'TX', zip: '73301' } } }, 'liens', 'LIENS');
    await applicant('HEARTH', 'Casey', 'Carterlist');
    // another lender's applicant with the same name and e-mail is never listed
    await applicant('HARBORSTONE_BANK', 'Avery', 'Listed');
  });

  it('finds by e-mail, loan number and name, in the staff list view, their own lender only', async () => {
    const byEmail = await get(`${LIST}?q=${encodeURIComponent('avery.listed@')}`, staff);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const body = byEmail.json() as { items: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ loanNumber, orgCode: 'HEARTH', state: 'profile', ownerEmail: 'hearth.avery.listed@example.com', amount: 50000, loanOriginatorUuid: HEARTH_OFFICER });
    // nothing beyond the list view: no date of birth or phone
    expect(Object.keys(body.items[0] ?? {}).every((k) => k in STAFF_LIST_VIEW.properties)).toBe(true);
    expect(byEmail.body).not.toContain('5035550199');
    expect(byEmail.body).not.toContain('1970-01-01');

    const prefixed = await get(`${LIST}?q=${loanNumber.slice(0, 10)}`, staff);
    expect(prefixed.statusCode, prefixed.body).toBe(200);
    expect(prefixed.json().items.map((i: { loanNumber: string }) => i.loanNumber)).toContain(loanNumber);
    expect((await get(`${LIST}?q=${loanNumber}`, staff)).json().total).toBe(1);
    expect((await get(`${LIST}?q=brownl`, staff)).json().items[0].borrower.name.lastName).toBe('Brownlist');
    expect((await get(`${LIST}?q=${encodeURIComponent('blake  brown')}`, staff)).json().total).toBe(1);
    // LIKE wildcards typed are taken literally
    expect((await get(`${LIST}?q=%25list`, staff)).json().total).toBe(0);
  });

  it('filters by step, status, home state, loan officer and dates, sorts and pages on the server', async () => {
    const names = async (query: string) => ((await get(`${LIST}?${query}`, staff)).json().items as { borrower: { name: { lastName: string } } }[]).map((i) => i.borrower.name.lastName);
    expect(await names('step=liens')).toEqual(['Brownlist']);
    expect(await names('status=LIENS')).toEqual(['Brownlist']);
    expect(await names('state=tx')).toEqual(['Brownlist']);
    expect(await names(`loanOfficer=${HEARTH_OFFICER}`)).toEqual(['Listed']);
    // (the lender's only applications so far are this block's three)
    const today = new Date().toISOString().slice(0, 10);
    expect((await names(`from=${today}&to=${today}`)).length).toBe(3);
    expect(await names('to=2001-01-01')).toEqual([]);
    expect(await names('sort=name&order=asc')).toEqual(['Brownlist', 'Carterlist', 'Listed']);
    expect(await names('sort=name&order=desc')).toEqual(['Listed', 'Carterlist', 'Brownlist']);
    expect(await names('sort=step&order=asc&pageSize=1')).toEqual(['Brownlist']);
    const page2 = (await get(`${LIST}?sort=name&order=asc&pageSize=2&page=2`, staff)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((i: { borrower: { name: { lastName: string } } }) => i.borrower.name.lastName)).toEqual(['Listed']);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['step=nowhere', '/step'], ['status=NOT_A_STATUS', '/status'], ['loanOfficer=d4c3b2a1-f6e5-4b7a-9d8c-5b4a3f2e1d0c', '/loanOfficer'],
      ['state=T1', '/state'], ['state=Texas', '/state'], ['from=2024-13-01', '/from'], ['from=2024-02-30', '/from'], ['to=yesterday', '/to'],
      ['from=2024-05-02&to=2024-05-01', '/to'], ['sort=salary', '/sort'], ['order=up', '/order'], ['pageSize=1000', '/pageSize'], ['page=0', '/page'],
    ];
    for (const [query, path] of cases) {
      const res = await get(`${LIST}?${query}`, staff);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path), query).toContain(path);
      // the field named in words: "Page size: Enter 100 or less"
      const words = path.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
      expect(res.json().message.toLowerCase(), query).toContain(words);
    }
  });

  it('is for staff only', async () => {
    const me = await userToken(t);
    expect((await get(LIST, me.auth)).statusCode).toBe(403);
    expect((await get(LIST, {})).statusCode).toBe(401);
    expect((await get(`${LIST}/export.csv`, me.auth)).statusCode).toBe(403);
  });
});

describe("the borrower's language in the staff console", () => {
  it('names the language each application speaks, in the list and the application view (English where the lender offers no other)', async () => {
    const cuStaff = await staffOf('ALL_IN_CU', 'language.staff@allincu.example');
    const hearthStaff = await staffOf('HEARTH', 'language.staff@hearth.example');
    const speaker = async (org: string, last: string, language?: string) => {
      const user = await createUser(t.db, { email: `${org.toLowerCase()}.${last}@example.com`, password: 'correct horse battery', role: 'APPLICANT', orgCode: org });
      return createApplication(t.db, { ownerId: user.id, orgCode: org, state: 'profile', serverStatus: 'IN_PROGRESS', data: { borrower: { name: { firstName: 'Lu', lastName: last } } }, language });
    };
    const spanish = await speaker('ALL_IN_CU', 'Hablante', 'es');
    const english = await speaker('ALL_IN_CU', 'Speaker');
    // a lender that offers only English: a Spanish choice kept on the row is not what the application speaks
    const notOffered = await speaker('HEARTH', 'Elsewhere', 'es');

    const list = (await get(`${LIST}?q=lu`, cuStaff)).json() as { items: { loanNumber: string; language: string }[] };
    expect(Object.fromEntries(list.items.map((i) => [i.loanNumber, i.language]))).toEqual({ [spanish.loan_number]: 'es', [english.loan_number]: 'en' });
    expect((await get(`${LIST}/${spanish.uuid}`, cuStaff)).json()).toMatchObject({ loanNumber: spanish.loan_number, language: 'es' });
    expect((await get(`${LIST}/${notOffered.uuid}`, hearthStaff)).json()).toMatchObject({ language: 'en' });
  });
});

describe('staff CSV export', () => {
  it('streams every matching application of the lender, batch by batch, safe for spreadsheets', async () => {
    const staff = await staffOf('EVERGREEN_CU', 'export.staff@evergreen.example');
    const owner = await createUser(t.db, { email: 'bulk.owner@example.com', password: 'correct horse battery', role: 'APPLICANT', orgCode: 'EVERGREEN_CU' });
    // more than two export batches
    await t.db.query(
      `insert into application (uuid, loan_number, org_code, owner_id, state, server_status, data, created_at)
       select gen_random_uuid(), 'HEBULK' || lpad(i::text, 6, '0'), 'EVERGREEN_CU', $1, 'profile', 'IN_PROGRESS',
         jsonb_build_object('borrower', jsonb_build_object('name', jsonb_build_object('firstName', 'Bulk', 'lastName', 'Row' || i), 'email', 'row' || i || '@example.com')),
         now() - (i || ' seconds')::interval
       from generate_series(1, 1234) as i`,
      [owner.id],
    );
    await applicant('EVERGREEN_CU', '=HYPERLINK("http://x")', 'Formula');
    await applicant('HEARTH', 'Other', 'Lender');
    const res = await get(`${LIST}/export.csv`, staff);
    if (res.statusCode !== 200) console.log(res.body);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Loan number,First name,Last name,E-mail,Home state,Step,Status,Line amount,Loan officer,Started,Last change');
    expect(lines).toHaveLength(1 + 1234 + 1);
    expect(new Set(lines).size).toBe(lines.length);
    expect(res.body).not.toContain('Lender');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    // the list's filters apply
    const filtered = await get(`${LIST}/export.csv?q=row12`, staff);
    // Row12, Row120 to Row129, Row1200 to Row1234
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(1 + 1 + 10 + 35);
    expect((await get(`${LIST}/export.csv?step=nowhere`, staff)).json().errors[0].path).toBe('/step');
  });
});

describe('one application for staff', () => {
  let staff: Auth;
  let harbor: Auth;
  beforeAll(async () => {
    staff = await staffOf('HEARTH', 'record.staff@hearth.example');
    harbor = await staffOf('HARBORSTONE_BANK', 'record.staff@harborstone.example');
  });
  const records = (uuid: string, auth: Auth) => get(`${LIST}/${uuid}/records`, auth);
  const conditions = (uuid: string) => `/service-conditions/api/v1/applications/${uuid}/conditions`;

  it('shows documents with who uploaded them and when, and lets staff download them; another lender gets 404', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify');
    const doc = await uploadDocument(t, uuid, me.auth, 'DRIVERS_LICENSE_FRONT', PNG, 'licence.png');
    const res = await records(uuid, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().documents).toEqual([expect.objectContaining({ uuid: doc.uuid, type: 'DRIVERS_LICENSE_FRONT', filename: 'licence.png', uploadedBy: { email: me.email, role: 'APPLICANT' } })]);
    expect(Date.parse(res.json().documents[0].created)).toBeGreaterThan(0);
    const file = await get(`${LIST}/${uuid}/documents/${doc.uuid}/file`, staff);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');

    for (const url of [`${LIST}/${uuid}`, `${LIST}/${uuid}/records`, `${LIST}/${uuid}/documents/${doc.uuid}/file`]) {
      expect((await get(url, harbor)).statusCode, url).toBe(404);
      expect((await get(url, me.auth)).statusCode, url).toBe(403);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await records(unknown, staff)).statusCode).toBe(404);
    expect((await get(`${LIST}/${uuid}/documents/${unknown}/file`, staff)).statusCode).toBe(404);
    expect((await get(`${LIST}/not-a-uuid/records`, staff)).statusCode).toBe(400);
  });

  it('raises a condition with a note, marks it reviewed and clears it through the flow, each in the history', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'sign');
    // the note to the borrower is the console form's (schemas/forms/staff-condition)
    const bare = await t.app.inject({ method: 'POST', url: conditions(uuid), headers: staff, payload: { category: 'GENERIC_DOCUMENT_REQUEST' } });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].path).toBe('/commentsToBorrower');
    const unknown = await t.app.inject({ method: 'POST', url: conditions(uuid), headers: staff, payload: { category: 'NOT_SHOWN', commentsToBorrower: 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: conditions(uuid), headers: harbor, payload: { category: 'MISSING_PHONE_NUMBER', commentsToBorrower: 'x' } })).statusCode).toBe(404);

    const phone = await t.app.inject({ method: 'POST', url: conditions(uuid), headers: staff, payload: { category: 'MISSING_PHONE_NUMBER', commentsToBorrower: 'We need a number to reach you' } });
    expect(phone.statusCode, phone.body).toBe(201);
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { minutes: 1 } });
    const hoa = await t.app.inject({ method: 'POST', url: conditions(uuid), headers: staff, payload: { category: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send your HOA letter', notes: 'HOA dues unclear' } });
    expect(hoa.statusCode, hoa.body).toBe(201);
    const seen = (await get(`/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, me.auth)).json();
    expect(seen.map((c: { commentsToBorrower: string }) => c.commentsToBorrower)).toEqual(['We need a number to reach you', 'Send your HOA letter']);

    // the applicant answers one; staff review it, then clear the other: the application goes back to signing
    const answered = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${phone.json().uuid}/satisfy`, headers: me.auth, payload: { phoneNumber: '5035550142' } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().state).toBe('documents');
    const action = (c: string, what: 'review' | 'clear', auth: Auth = staff) => t.app.inject({ method: 'POST', url: `${conditions(uuid)}/${c}/${what}`, headers: auth });
    expect((await action(phone.json().uuid, 'review', harbor)).statusCode).toBe(404);
    expect((await action(phone.json().uuid, 'clear', me.auth)).statusCode).toBe(403);
    expect((await action(phone.json().uuid, 'review')).statusCode).toBe(204);
    expect((await action(hoa.json().uuid, 'clear')).statusCode).toBe(204);
    expect((await action(hoa.json().uuid, 'clear')).statusCode).toBe(409);
    expect((await action('00000000-0000-4000-8000-000000000000', 'clear')).statusCode).toBe(404);

    const after = (await records(uuid, staff)).json();
    expect(after.conditions).toEqual([
      expect.objectContaining({ category: 'MISSING_PHONE_NUMBER', status: 'SATISFIED', satisfiedBy: me.email, reviewedBy: 'record.staff@hearth.example', clearedAt: null }),
      expect.objectContaining({ category: 'GENERIC_DOCUMENT_REQUEST', status: 'CLEARED', notes: 'HOA dues unclear', clearedBy: 'record.staff@hearth.example' }),
    ]);
    expect((await get(`${LIST}/${uuid}`, staff)).json().state).toBe('sign');
    const history = after.history as { kind: string; event: string; fromState: string | null; toState: string; actor: { email: string } | null; detail: Record<string, unknown> }[];
    const staffRows = history.filter((h) => h.kind === 'staff');
    expect(staffRows.map((h) => h.event)).toEqual(['conditionRaised', 'conditionRaised', 'conditionReviewed', 'conditionCleared']);
    expect(staffRows.every((h) => h.actor?.email === 'record.staff@hearth.example')).toBe(true);
    expect(staffRows[0]?.detail).toMatchObject({ category: 'MISSING_PHONE_NUMBER', commentsToBorrower: 'We need a number to reach you' });
    const moves = history.filter((h) => h.kind === 'move').map((h) => `${h.fromState ?? ''}>${h.toState}:${h.event}:${h.actor?.email ?? 'server'}`);
    expect(moves).toEqual([
      `>sign:create:${me.email}`, 'sign>documents:requestDocuments:record.staff@hearth.example',
      'documents>documents:requestDocuments:record.staff@hearth.example', 'documents>sign:conditionsCleared:record.staff@hearth.example',
    ]);
    // the applicant has nothing left to answer
    expect((await get(`/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, me.auth)).json()).toEqual([]);
  });

  it('shows signatures with their audit data', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'sign');
    const { document } = (await get(`${base(uuid)}/disclosures`, me.auth)).json();
    const signed = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-consent`, headers: { ...me.auth, 'user-agent': 'AuditBrowser/1.0' }, payload: { agree: true, documentUuid: document.uuid, sha256: document.sha256 } });
    expect(signed.statusCode, signed.body).toBe(200);
    const [signature] = (await records(uuid, staff)).json().signatures;
    expect(signature).toMatchObject({ documentUuid: document.uuid, documentSha256: document.sha256, userAgent: 'AuditBrowser/1.0', role: expect.any(String) });
    expect(signature.ip).toBeTruthy();
    expect(Date.parse(signature.signedAt)).toBeGreaterThan(0);
  });
});

describe('staff funnel', () => {
  const FUNNEL = '/service-application/api/v1/staff/funnel';
  const minutes = (m: number) => new Date(Date.UTC(2026, 0, 5, 9, m)).toISOString();

  async function journey(first: string, moves: [string, number][], extra: Record<string, unknown> = {}) {
    const row = await applicant('HEARTH_NY', first, 'Funnel', extra);
    await t.db.query('update application set created_at = $2 where uuid = $1', [row.uuid, minutes(0)]);
    await t.db.query('update application_event set created_at = $2 where application_uuid = $1', [row.uuid, minutes(0)]);
    let from = 'profile';
    for (const [to, at] of moves) {
      await t.db.query('insert into application_event (application_uuid, from_state, to_state, event, created_at) values ($1, $2, $3, $4, $5)', [row.uuid, from, to, 'next', minutes(at)]);
      from = to;
    }
    return row;
  }

  it('counts each progress step reached, with conversion, drop-off and median time in step, for the own lender only', async () => {
    const staff = await staffOf('HEARTH_NY', 'funnel.staff@hearth-ny.example');
    await journey('One', [['liens', 10], ['product', 30], ['moreProfile', 90]], { loanOriginatorUuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' });
    await journey('Two', [['product', 60]]);
    await journey('Three', [['dtiDeclined', 5]]);
    await journey('Four', []);
    const res = await get(`${FUNNEL}?from=2026-01-05&to=2026-01-05`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orgCode: string; applications: number; declined: number; steps: { id: string; reached: number; conversion: number | null; dropOff: number; medianMinutes: number | null }[] };
    expect(body).toMatchObject({ orgCode: 'HEARTH_NY', applications: 4, declined: 1 });
    const step = (id: string) => body.steps.find((s) => s.id === id);
    expect(body.steps.map((s) => s.id)).toEqual(['started', 'basicInfo', 'selectOffer', 'moreInfo', 'incomeSources', 'bankAccount', 'verifyIdentity', 'signDocuments', 'notary', 'funded']);
    expect(step('started')).toEqual({ id: 'started', reached: 4, conversion: null, dropOff: 0, medianMinutes: null });
    expect(step('basicInfo')).toEqual({ id: 'basicInfo', reached: 4, conversion: 1, dropOff: 0, medianMinutes: 30 });
    expect(step('selectOffer')).toEqual({ id: 'selectOffer', reached: 2, conversion: 0.5, dropOff: 2, medianMinutes: 60 });
    expect(step('moreInfo')).toMatchObject({ reached: 1, conversion: 0.5, dropOff: 1, medianMinutes: null });
    expect(step('funded')).toMatchObject({ reached: 0, conversion: null, dropOff: 0 });

    const officer = (await get(`${FUNNEL}?loanOfficer=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d`, staff)).json();
    expect(officer.applications).toBe(1);
    expect((await get(`${FUNNEL}?from=2030-01-01`, staff)).json().applications).toBe(0);
    const bad = await get(`${FUNNEL}?from=05/01/2026`, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('/from');

    // another lender's staff count none of these
    const hearth = await staffOf('HEARTH', 'funnel.staff@hearth.example');
    const other = (await get(`${FUNNEL}?from=2026-01-05&to=2026-01-05`, hearth)).json();
    expect(other).toMatchObject({ orgCode: 'HEARTH', applications: 0 });
    const me = await userToken(t);
    expect((await get(FUNNEL, me.auth)).statusCode).toBe(403);
    expect((await get(FUNNEL, {})).statusCode).toBe(401);
  });
});

describe('platform staff', () => {
  it('work for the lender they choose, one at a time; a lender staff member cannot choose another', async () => {
    const user = await createUser(t.db, { email: 'ops@platform.example', password: 'correct horse battery', role: 'PLATFORM_STAFF', orgCode: 'HEARTH' });
    const platform = { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: user.id, role: 'PLATFORM_STAFF', org: 'HEARTH' })}` };
    const evergreen = await applicant('EVERGREEN_CU', 'Pat', 'Platformsearch');
    const search = `${LIST}?q=Platformsearch`;
    // the default lender, then the lender chosen
    expect((await get(search, platform)).json().total).toBe(0);
    const chosen = { ...platform, 'x-staff-lender': 'EVERGREEN_CU' };
    expect((await get(search, chosen)).json().items.map((i: { uuid: string }) => i.uuid)).toEqual([evergreen.uuid]);
    expect((await get(`${LIST}/${evergreen.uuid}`, chosen)).statusCode).toBe(200);
    expect((await get(`${LIST}/${evergreen.uuid}`, platform)).statusCode).toBe(404);
    const lender = (await get('/service-application/api/v1/staff/lender', chosen)).json();
    expect(lender).toMatchObject({ orgCode: 'EVERGREEN_CU', switchable: true });
    expect(lender.lenders.map((l: { orgCode: string }) => l.orgCode).sort()).toEqual(Object.keys(t.app.content.index.orgs).sort());
    const unknown = await get(search, { ...platform, 'x-staff-lender': 'NO_SUCH_LENDER' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('x-staff-lender');

    // a lender's staff: the header changes nothing
    const hearth = await staffOf('HEARTH', 'not.platform@hearth.example');
    expect((await get(search, { ...hearth, 'x-staff-lender': 'EVERGREEN_CU' })).json().total).toBe(0);
    expect((await get(`${LIST}/${evergreen.uuid}`, { ...hearth, 'x-staff-lender': 'EVERGREEN_CU' })).statusCode).toBe(404);
    expect((await get('/service-application/api/v1/staff/lender', hearth)).json()).toMatchObject({ switchable: false, lenders: [{ orgCode: 'HEARTH' }] });
  });
});
