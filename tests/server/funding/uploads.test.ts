import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { PDF, PNG, applicationAt, base, multipart, userToken } from './helpers';
import { MAX_UPLOAD_BYTES } from '../../../src/server/uploads/receive';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const blobCount = async () => Number((await t.db.query<{ n: number }>('select count(*)::int as n from blob'))[0]?.n);

describe('document uploads', () => {
  it.each([
    ['a renamed program', 'statement.pdf', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(300)]), /PDF, JPEG, PNG or HEIC.*Windows program/],
    ['an HTML page called .pdf', 'id.pdf', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'), /web page/],
    ['an empty file', 'id.png', Buffer.alloc(0), /empty/],
    ['a file over the limit', 'big.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_UPLOAD_BYTES + 10)]), /larger than the 10 MB limit/],
  ])('refuses %s with a 400 and stores nothing', async (_name, filename, data, message) => {
    const user = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const before = await blobCount();
    const body = multipart(filename, data);
    const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await blobCount()).toBe(before);
    const app = await t.app.inject({ url: base(uuid), headers: user.auth });
    expect(app.json().state).toBe('docVerify');
  });

  it('stores an ID photo (moving nothing: the identity screen names it), and serves it back only to its owner as an attachment', async () => {
    const user = await userToken(t);
    const other = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const body = multipart('my licence.JPG', PNG, 'image/jpeg');
    const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ type: 'DRIVERS_LICENSE_FRONT', contentType: 'image/png', filename: 'my licence.png', sizeBytes: PNG.length });
    expect((await t.app.inject({ url: base(uuid), headers: user.auth })).json().state).toBe('docVerify');
    const backBody = multipart('licence back.png', PNG);
    const back = (await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_BACK`, headers: { ...user.auth, ...backBody.headers }, payload: backBody.payload })).json();
    const nameId = (documentType: string, documentUuid: string, backDocumentUuid?: string) =>
      t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/identity-document`, headers: user.auth, payload: { documentType, documentUuid, ...(backDocumentUuid ? { backDocumentUuid } : {}) } });
    // a licence has a back: the screen's rule asks for it, nothing is stored without it
    const frontOnly = await nameId('DRIVERS_LICENSE_FRONT', doc.uuid);
    expect(frontOnly.statusCode).toBe(400);
    expect(frontOnly.json().errors).toEqual([{ path: '/backDocumentUuid', message: 'Please upload the back of your ID' }]);
    // the back must be the back of that document, uploaded as such
    expect((await nameId('DRIVERS_LICENSE_FRONT', doc.uuid, doc.uuid)).json().errors).toEqual([{ path: '/backDocumentUuid', message: 'Please upload this document again' }]);
    // an upload of another type is not the applicant's ID, nor is someone else's upload (of their own application)
    const wrongType = await nameId('PASSPORT_FRONT', doc.uuid);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual([{ path: '/documentUuid', message: 'Please upload this document again' }]);
    const otherApp = await applicationAt(t, other.auth, 'docVerify');
    const othersBody = multipart('theirs.png', PNG);
    const theirs = await t.app.inject({ method: 'POST', url: `${base(otherApp)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...other.auth, ...othersBody.headers }, payload: othersBody.payload });
    expect(theirs.statusCode).toBe(201);
    expect((await nameId('DRIVERS_LICENSE_FRONT', theirs.json().uuid, back.uuid)).statusCode).toBe(400);
    expect((await t.app.inject({ url: base(uuid), headers: user.auth })).json().state).toBe('docVerify');
    // the right ones move on, through the disclosures generated at once, to signing, with both sides kept
    const named = await nameId('DRIVERS_LICENSE_FRONT', doc.uuid, back.uuid);
    expect(named.json()).toMatchObject({ state: 'sign', documents: [{ uuid: doc.uuid, type: 'DRIVERS_LICENSE_FRONT' }, { uuid: back.uuid, type: 'DRIVERS_LICENSE_BACK' }] });
    // the identity step is behind it now: the same submit again changes nothing, another answer is refused
    const events = async () => (await t.db.query('select 1 from application_event where application_uuid = $1', [uuid])).length;
    const logged = await events();
    const twice = await nameId('DRIVERS_LICENSE_FRONT', doc.uuid, back.uuid);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().state).toBe('sign');
    expect(await events()).toBe(logged);
    expect((await nameId('PASSPORT_FRONT', doc.uuid)).statusCode).toBe(409);
    const backFile = await t.app.inject({ url: `${base(uuid)}/documents/${back.uuid}/file`, headers: user.auth });
    expect(backFile.rawPayload.equals(PNG)).toBe(true);

    const file = await t.app.inject({ url: `${base(uuid)}/documents/${doc.uuid}/file`, headers: user.auth });
    expect(file.statusCode).toBe(200);
    // served under the name it was stored under, made by the server; the uploader's name is only shown
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="drivers-license-front-[0-9a-f]{8}\.png"/);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const stranger = await t.app.inject({ url: `${base(uuid)}/documents/${doc.uuid}/file`, headers: other.auth });
    expect(stranger.statusCode).toBe(404);
    const list = await t.app.inject({ url: `${base(uuid)}/documents`, headers: other.auth });
    expect(list.statusCode).toBe(404);
  });

  const partsBody = (parts: { name: string; filename?: string; data: string | Buffer }[]) => {
    const boundary = '----parts';
    const payload = Buffer.concat([
      ...parts.flatMap((p) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`),
        Buffer.from(p.data), Buffer.from('\r\n'),
      ]),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  it.each([
    ['two files', [{ name: 'file', filename: 'a.png', data: PNG }, { name: 'file', filename: 'b.png', data: PNG }]],
    ['a file and 100 other fields', [{ name: 'file', filename: 'a.png', data: PNG }, ...Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, data: 'v' }))]],
    ['a field before the file', [{ name: 'note', data: 'hello' }, { name: 'file', filename: 'a.png', data: PNG }]],
    ['the file in another field', [{ name: 'other', filename: 'a.png', data: PNG }]],
  ])('refuses an upload with %s (one file, in "file", and nothing else) and stores nothing', async (_name, parts) => {
    const user = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const before = await blobCount();
    const body = partsBody(parts);
    const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send one file, in a field named "file", and nothing else');
    expect(await blobCount()).toBe(before);
  });

  it.each([
    ['a path', '../../../etc/passwd.png', 'passwd.png'],
    ['a NUL and a right-to-left override', 'invoice\u0000\u202Egnp.exe', 'invoicegnp.png'],
    ['5,000 characters', `${'n'.repeat(5_000)}.png`, `${'n'.repeat(100)}.png`],
    ['nothing but dots', '...', 'document.png'],
    ['markup', '<img src=x onerror=alert(1)>.png', '_img src=x onerror=alert(1)_.png'],
  ])('keeps a name with %s only as display text, normalised and cut, and stores the file under a name of its own', async (_name, filename, shown) => {
    const user = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const body = multipart(filename, PNG);
    const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().filename).toBe(shown);
    const [stored] = await t.db.query<{ filename: string; display_name: string }>('select b.filename, b.display_name from blob b join application_document d on d.blob_id = b.id where d.uuid = $1', [res.json().uuid]);
    expect(stored?.filename).toMatch(/^drivers-license-front-[0-9a-f]{8}\.png$/);
    expect(stored?.display_name).toBe(shown);
  });

  it('accepts a PDF paystub and needs the count asked for before moving on', async () => {
    const user = await userToken(t);
    const res = await t.app.inject({ method: 'POST', url: '/sandbox/applications', headers: user.auth, payload: { state: 'manualPaystubUpload', data: {}, flags: { paystubsRequired: 2 } } });
    const uuid = res.json().uuid as string;
    const up = async () => {
      const body = multipart('paystub.pdf', PDF);
      const r = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=USER_UPLOADED_PAYSTUB`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
      expect(r.statusCode).toBe(201);
      return r.json().uuid as string;
    };
    const first = await up();
    const short = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/income-paystubs`, headers: user.auth, payload: { documentUuids: [first] } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Please upload 1 more paystub');
    expect((await t.app.inject({ url: base(uuid), headers: user.auth })).json().state).toBe('manualPaystubUpload');
    const second = await up();
    // the underwriter reviews them at once: confirmed, on to the bank step
    const done = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/income-paystubs`, headers: user.auth, payload: { documentUuids: [first, second] } });
    expect(done.json().state).toBe('ach');
    const log = await t.db.query<{ event: string }>('select event from application_event where application_uuid = $1 and from_state is not null order by id', [uuid]);
    expect(log.map((e) => e.event)).toEqual(['paystubsUploaded', 'incomeVerified']);
  });

  it('refuses an unknown document type and a request without a file', async () => {
    const user = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const body = multipart('id.png', PNG);
    const bad = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=SELFIE`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
    expect(bad.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=PASSPORT_FRONT`, headers: user.auth, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('keeps no file when its document row cannot be stored', async () => {
    const user = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const before = await blobCount();
    // the row fails after the bytes went in, as a lost connection or a full disk would make it
    await t.db.exec(`create function refuse_document() returns trigger language plpgsql as $$ begin raise exception 'no room'; end $$;
      create trigger refuse_document before insert on application_document for each row execute function refuse_document();`);
    try {
      const body = multipart('id.png', PNG);
      const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...user.auth, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.exec('drop trigger refuse_document on application_document; drop function refuse_document();');
    }
    expect(await blobCount()).toBe(before);
  });

  it('keeps nothing of an upload whose client goes away half-way', async () => {
    const user = await userToken(t);
    const uuid = await applicationAt(t, user.auth, 'docVerify');
    const before = await blobCount();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = multipart('id.pdf', Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 32)]));
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const head = [
      `POST ${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT HTTP/1.1`, 'Host: 127.0.0.1',
      `Authorization: ${user.auth.authorization}`, `Content-Type: ${body.headers['content-type']}`, `Content-Length: ${body.payload.length}`, '', '',
    ].join('\r\n');
    socket.write(head);
    socket.write(body.payload.subarray(0, body.payload.length / 2));
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await blobCount()).toBe(before);
    expect(await t.db.query('select 1 from application_document where application_uuid = $1', [uuid])).toEqual([]);
    // the server is still serving
    expect((await t.app.inject({ url: base(uuid), headers: user.auth })).statusCode).toBe(200);
  });
});
