// Certificates at event scale (issue 32): the preview and the issue for the bench event's 10,000
// participants, and the streamed zip of their certificates, each beside a baseline measured in the
// same run: the scores CSV (one set-based read of every participant) for the preview and the
// issue, one PDF on its own for the zip's time per certificate. Memory: the process's RSS sampled
// while the zip streams, against what it held before. Making a PDF takes tens of milliseconds, so
// the zip streams BENCH_CERTIFICATE_ZIP certificates (1,000 by default; `all` for every one) and
// its time for all of them is extrapolated from that sample.
import v8 from 'node:v8';
import vm from 'node:vm';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { certificates, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

const ZIP_SAMPLE = process.env.BENCH_CERTIFICATE_ZIP ?? '1000';

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

const rssMb = () => process.memoryUsage().rss / 1048576;

/**
 * The heap in use once garbage is collected: RSS alone grows with garbage not yet collected (a PDF
 * makes megabytes of it), so growth of what is kept is read here. The flag is set for this one
 * call's sake; the bench process is no server.
 */
function heapAfterGcMb(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / 1048576;
}

export async function benchCertificates(app: FastifyInstance, database: Database): Promise<string[]> {
  const email = 'bench-certificates@bench.dev';
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing)
    await database.db.insert(users).values({ name: 'Bench Certificates', email, role: 'superadmin', passwordHash: await hashPassword('bench-admin-pass') });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'bench-admin-pass' } });
  const token = (login.json() as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers, ...(payload && { payload }) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };

  // Everyone qualifies: the bench measures issuing for the whole event, not its attendance.
  await call('PUT', '/api/certificates/rules', { minAttendancePct: 0, minGradedPct: 0, hackathonParticipation: true, hackathonWinners: true });
  const [, baselineMs] = await timed(() => call('GET', '/api/export/scores'));
  const [preview, previewMs] = await timed(() => call('GET', '/api/certificates/preview?limit=20'));
  const rows = (preview.json() as { data: { pagination: { totalRows: number } } }).data.pagination.totalRows;
  const [issued, issueMs] = await timed(() => call('POST', '/api/certificates/issue'));
  const count = (issued.json() as { data: { issued: number } }).data.issued;
  const [, againMs] = await timed(() => call('POST', '/api/certificates/issue'));
  const ratio = (ms: number) => `${(ms / baselineMs).toFixed(1)}x`;

  const [one] = await database.db.select({ code: certificates.code }).from(certificates).limit(1);
  await call('GET', `/api/certificates/${one!.code}/pdf`); // fonts read and parsed once, as in a running server
  const pdfRuns = 20;
  const [, pdfMs] = await timed(async () => {
    for (let i = 0; i < pdfRuns; i++) await call('GET', `/api/certificates/${one!.code}/pdf`);
  });
  const perPdfMs = pdfMs / pdfRuns;

  // The zip through a real socket, read as a browser would: chunk by chunk, nothing kept.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const sampleAll = ZIP_SAMPLE === 'all';
  const sampleCount = sampleAll ? Infinity : Number(ZIP_SAMPLE);
  const rssBefore = rssMb();
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  let bytes = 0;
  // RSS once a tenth of the sample is out: what the zip holds once running, against its end.
  let warmRss = NaN;
  let warmHeap = NaN;
  let total = 0;
  let estimated = 0;
  const abort = new AbortController();
  const [, zipMs] = await timed(async () => {
    const res = await fetch(`${address}/api/certificates/export`, { headers, signal: abort.signal });
    total = Number(res.headers.get('x-certificate-count'));
    estimated = Number(res.headers.get('x-estimated-bytes'));
    const stopAt = sampleAll ? Infinity : (estimated / Math.max(total, 1)) * sampleCount;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      if (Number.isNaN(warmRss) && bytes >= Math.min(stopAt, estimated) / 10) {
        warmRss = rssMb();
        warmHeap = heapAfterGcMb();
      }
      if (bytes >= stopAt) {
        abort.abort();
        break;
      }
    }
  }).catch((err: unknown) => {
    if ((err as Error).name !== 'AbortError') throw err;
    return [undefined, NaN] as const;
  });
  clearInterval(sampler);
  const endRss = rssMb();
  const endHeap = heapAfterGcMb();
  const streamed = Math.min(total, Math.round(bytes / Math.max(estimated / Math.max(total, 1), 1)));
  const perEntryMs = zipMs / Math.max(streamed, 1);
  return [
    `  certificates, ${count} issued for the event's participants (rules at 0 %: everyone qualifies), baseline the scores CSV ${baselineMs.toFixed(0)} ms:`,
    `    preview of ${rows} rows: ${previewMs.toFixed(0)} ms (${ratio(previewMs)}); issue: ${issueMs.toFixed(0)} ms (${ratio(issueMs)}); issue again (none new): ${againMs.toFixed(0)} ms (${ratio(againMs)})`,
    `    one PDF alone: ${perPdfMs.toFixed(0)} ms; the zip, ${sampleAll ? 'all' : 'a sample of'} ${streamed} of ${total} certificates streamed in ${(zipMs / 1000).toFixed(1)} s: ${perEntryMs.toFixed(0)} ms per certificate (${(perEntryMs / perPdfMs).toFixed(2)}x one PDF alone), ${(bytes / 1048576).toFixed(1)} MB; all ${total}: about ${((perEntryMs * total) / 60_000).toFixed(1)} min, ${(estimated / 1048576).toFixed(0)} MB`,
    `    memory while the zip streams: RSS ${rssBefore.toFixed(0)} MB before, ${warmRss.toFixed(0)} MB a tenth of the way, ${endRss.toFixed(0)} MB at the end, peak ${peak.toFixed(0)} MB (+${(peak - rssBefore).toFixed(0)} MB, for ${(bytes / 1048576).toFixed(0)} MB sent); heap after garbage collection ${warmHeap.toFixed(0)} MB a tenth of the way, ${endHeap.toFixed(0)} MB at the end`,
  ];
}
