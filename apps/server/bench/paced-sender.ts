// The sending side of the paced runs (paced.ts), in a process of its own: it holds nothing but the
// current run's requests, so nothing else it does can delay a request or the timing of an answer.
import http from 'node:http';
import type { BenchRequest } from './load.ts';
import type { PacedJob, PacedResult } from './paced.ts';

type Counts = Omit<PacedResult, 'seconds' | 'ranOut'>;

async function run(job: PacedJob): Promise<Counts> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.base);
  const result: Counts = { requests: 0, non2xx: 0, errors: 0, statuses: {}, latencies: [] };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let k = 0; k < job.requests.length; k++) {
    const due = started + (k * 1000) / job.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(agent, url, job.requests[k]!, job.headers, result));
  }
  await Promise.all(pending);
  agent.destroy();
  result.latencies.sort((a, b) => a - b);
  return result;
}

function send(agent: http.Agent, url: URL, r: BenchRequest, headers: Record<string, string>, result: Counts): Promise<void> {
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, method: r.method, path: r.path, headers: { ...headers, ...r.headers } }, (res) => {
      res.resume();
      res.on('end', () => {
        result.requests++;
        result.latencies.push(performance.now() - sent);
        const status = String(res.statusCode);
        if (!status.startsWith('2')) {
          result.non2xx++;
          result.statuses[status] = (result.statuses[status] ?? 0) + 1;
        }
        resolve();
      });
    });
    req.on('error', () => {
      result.errors++;
      resolve();
    });
    req.end(r.body);
  });
}

process.on('message', (job: PacedJob) => {
  void run(job).then((result) => process.send!(result));
});
// The bench is done (or gone).
process.on('disconnect', () => process.exit(0));
