import net from 'node:net';
import { IMPORT_MSG, MSG, SUBMISSION_MSG } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createParticipants, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';

// Whatever goes wrong before our code runs (a broken URL, an unknown media type, a form the
// parser cannot read, broken HTTP), the answer is the one envelope in plain words: never a
// framework code, never the caller's URL echoed back.
let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await createParticipants(t, 1))[0]!.token;
  adminToken = (await createStaff(t, 'superadmin')).token;
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; body: string }, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(JSON.parse(res.body)).toEqual(expect.objectContaining({ success: false, message }));
  expect(res.body).not.toMatch(/FST_|"code"|"error"/);
}

describe('framework errors keep the envelope', () => {
  it('an over-long path parameter is a 414', async () => {
    const res = await t.app.inject({ url: `/api/teams/${'a'.repeat(500)}` });
    expectEnvelope(res, 414, MSG.urlTooLong);
    expect(res.body).not.toContain('aaaa');
  });

  it('a broken URL escape is a 400 that does not echo the URL', async () => {
    const res = await t.app.inject({ url: '/api/teams/%E0%A4%A-secret-looking' });
    expectEnvelope(res, 400, MSG.badUrl);
    expect(res.body).not.toContain('secret-looking');
  });

  it('an unsupported media type is a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expectEnvelope(res, 415, MSG.unsupportedMediaType);
  });

  it('a body that is not a JSON object says so', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expectEnvelope(res, 400, MSG.bodyNotObject);
  });

  it("an object body breaking a rule about the whole of it keeps that rule's message", async () => {
    const admin = await createStaff(t, 'superadmin');
    const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: {} });
    expectEnvelope(res, 400, 'Nothing to update');
  });

  it('an unknown call is a 404 that does not echo the path', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/no-such-thing-here' });
    expectEnvelope(res, 404, MSG.noSuchCall);
    expect(res.body).not.toContain('no-such-thing');
  });

  it('a bad content length is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-length': '5' },
      payload: '{"email":"a@b.co"}',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(JSON.parse(res.body).success).toBe(false);
    expect(res.body).not.toMatch(/FST_/);
  });
});

// Both upload calls read their forms the same way, each answering in its own words.
describe.each([
  { url: '/api/submissions', caller: () => token, badForm: SUBMISSION_MSG.badForm },
  { url: '/api/import/participants?dryRun=false', caller: () => adminToken, badForm: IMPORT_MSG.badForm },
])('malformed multipart on $url is a 400, never a 500', ({ url, caller, badForm }) => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(caller()), 'content-type': contentType }, payload });

  it('without a boundary', async () => {
    expectEnvelope(await upload('multipart/form-data', 'x'), 400, badForm);
  });

  it('with an empty boundary', async () => {
    expectEnvelope(await upload('multipart/form-data; boundary=', '--\r\n\r\n'), 400, badForm);
  });

  it('with the body cut off inside a part', async () => {
    const cut = '--abc\r\nContent-Disposition: form-data; name="taskId"\r\n\r\n00000000-0000-4000-8000-00000';
    expectEnvelope(await upload('multipart/form-data; boundary=abc', cut), 400, badForm);
  });

  it('with a file part cut off', async () => {
    const cut = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello wor';
    expectEnvelope(await upload('multipart/form-data; boundary=abc', cut), 400, badForm);
  });

  it('with a file cut off after many chunks of it had arrived', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `person${i}@example.com,Person ${i}`).join('\r\n');
    const cut = `--abc\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\nContent-Type: text/csv\r\n\r\nEmail,Name\r\n${rows}`;
    expectEnvelope(await upload('multipart/form-data; boundary=abc', cut), 400, badForm);
  });

  it('with broken part headers', async () => {
    const broken = '--abc\r\nContent-Disposition\r\n\r\nx\r\n--abc--\r\n';
    const res = await upload('multipart/form-data; boundary=abc', broken);
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.parse(res.body).success).toBe(false);
  });
});

describe('broken HTTP gets the envelope too', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => socket.destroy(), 5000);
    });

  it('a request line the parser cannot read', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ success: false, message: MSG.badRequest });
  });

  it('headers that are too large', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: MSG.headersTooLarge });
  });
});
