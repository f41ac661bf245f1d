// The streams phase's table, for the terminal and for docs/benchmarks.md. Written under the
// PostgreSQL engine by a full run; between its own markers, so a `BENCH_ONLY=streams` run can
// replace just this part of the generated file (`writeStreamsDocs`).
import fs from 'node:fs';
import { loadText } from './machine.ts';
import { DOCS_MARKER, type Row } from './report.ts';
import { STREAM_TARGETS, type MemoryPair, type StreamsReport } from './streams.ts';

export const STREAMS_BEGIN = '<!-- The streams phase: a `BENCH_ONLY=streams` run replaces this part, down to its end marker. -->';
export const STREAMS_END = '<!-- End of the streams phase. -->';

const count = (n: number) => n.toLocaleString('en');
const ms = (n: number) => count(Math.round(n));
const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(0)} MB`);
const yesNo = (ok: boolean) => (ok ? 'yes' : 'no');
const kb = (pair: MemoryPair) => (pair.perStreamKb === null ? 'n/a' : `${pair.perStreamKb.toFixed(1)} KB`);

/** Measure, value, target, verdict. */
function facts(r: StreamsReport): string[][] {
  const fd = (n: number | null) => (n === null ? 'n/a' : count(n));
  const failures = Object.entries(r.open.failures).map(([why, n]) => `${n} x ${why}`);
  const rows: string[][] = [
    [
      'streams opened (had their ready event)',
      `${count(r.open.ready)} of ${count(r.asked)} in ${r.open.seconds.toFixed(1)} s${failures.length ? ` (failed: ${failures.join(', ')})` : ''}`,
      'all',
      yesNo(r.open.ready === r.asked),
    ],
    ['server CPU per opening (auth, headers, ready)', r.open.serverCpuUsPerStream === null ? 'n/a' : `${ms(r.open.serverCpuUsPerStream)} µs`, '', ''],
    ['server RSS before / with every stream open (after a full GC)', `${mb(r.memory.rss.beforeMb)} / ${mb(r.memory.rss.withMb)}`, '', ''],
    [
      'memory per open stream (RSS difference / streams)',
      kb(r.memory.rss),
      `< ${STREAM_TARGETS.perStreamKb} KB`,
      r.memory.rss.perStreamKb === null ? '' : yesNo(r.memory.rss.perStreamKb < STREAM_TARGETS.perStreamKb),
    ],
  ];
  if (r.memory.heap)
    rows.push([
      'of which in the V8 heap (its difference / streams)',
      `${kb(r.memory.heap)} (${mb(r.memory.heap.beforeMb)} / ${mb(r.memory.heap.withMb)})`,
      '',
      '',
    ]);
  const d = r.delivery;
  if ('failed' in d) rows.push(['announcement to everyone', d.failed, '', 'no']);
  else
    rows.push(
      ['announcement: POST /api/announcements answered', `${d.status} in ${ms(d.answerMs)} ms`, '', ''],
      [
        'announcement: streams that got it',
        `${count(d.got)} of ${count(d.of)}${d.ended ? ` (${count(d.ended)} ended before it came)` : ''}`,
        'all',
        yesNo(d.got === d.of && d.of > 0),
      ],
      [
        'delivery p50 / p99 / max, ms from just before the POST',
        d.got ? `${ms(d.p50)} / ${ms(d.p99)} / ${ms(d.max)}` : '-',
        `p99 < ${count(STREAM_TARGETS.deliveryP99Ms)}`,
        d.got ? yesNo(d.p99 < STREAM_TARGETS.deliveryP99Ms && d.got === d.of) : 'no',
      ],
      [
        'server CPU from the POST to the last arrival',
        d.serverCpuMs === null ? 'n/a' : `${ms(d.serverCpuMs)} ms${d.of ? ` (${ms((d.serverCpuMs * 1000) / d.of)} µs per stream)` : ''}`,
        '',
        '',
      ],
    );
  rows.push(['streams still open after the reads with them', count(r.openAtEnd), count(r.open.ready), yesNo(r.openAtEnd === r.open.ready)]);
  rows.push(['open-files limit: server / each client process', `${fd(r.fdLimits.server)} / ${r.fdLimits.clients.map(fd).join(', ')}`, '', '']);
  return rows;
}

/** Each read with and without the streams: the ratio to hello-world (as the read phase measures it), p99, server CPU. */
function readCells(without: Row, withStreams: Row | undefined): string[] {
  const ratio = (row: Row | undefined) => (row?.m?.ratio === undefined ? '' : `${row.m.ratio.toFixed(3)}x`);
  const p99 = (row: Row | undefined) => (row?.m ? (row.m.p99 < 1 ? '<1' : String(Math.round(row.m.p99))) : '');
  const cpu = (row: Row | undefined) => (row?.m?.cpuUs === undefined ? '' : count(Math.round(row.m.cpuUs)));
  const change = without.m?.ratio && withStreams?.m?.ratio !== undefined ? `${(withStreams.m.ratio / without.m.ratio).toFixed(2)}` : '';
  const errors = (without.m?.errors ?? 0) + (withStreams?.m?.errors ?? 0);
  return [without.name, ratio(without), ratio(withStreams), change, p99(without), p99(withStreams), cpu(without), cpu(withStreams), String(errors)];
}

const READ_HEADER = ['read', 'x hello without', 'with', 'with/without', 'p99 without', 'with', 'cpu µs without', 'with', 'errors'];

function readRows(r: StreamsReport): string[][] {
  return r.reads.without.map((row) =>
    readCells(
      row,
      r.reads.with.find((w) => w.name === row.name),
    ),
  );
}

function summary(r: StreamsReport): string {
  const when = r.date.toISOString().replace('T', ' ').slice(0, 16);
  return `${count(r.asked)} signed-in participants each hold \`GET /api/events\` open on one node (PostgreSQL), the clients in ${r.processes} process${r.processes === 1 ? '' : 'es'} of their own; then one announcement to everyone, posted by a superadmin through the API. Run ${when} UTC; load average ${loadText(r.load.start)} at the start of the phase and ${loadText(r.load.end)} at its end.`;
}

export function streamsText(r: StreamsReport): string[] {
  const line = (c: string[]) =>
    `  ${c[0]!.padEnd(44)} ${c[1]!.padStart(9)} ${c[2]!.padStart(9)} ${c[3]!.padStart(12)} ${c[4]!.padStart(11)} ${c[5]!.padStart(6)} ${c[6]!.padStart(14)} ${c[7]!.padStart(6)} ${c[8]!.padStart(6)}`;
  return [
    `  streams: ${summary(r)}`,
    ...facts(r).map(([k, v, target, ok]) => `  ${k!.padEnd(56)} ${v}${target ? `  (target ${target}: ${ok})` : ''}`),
    line(READ_HEADER),
    ...readRows(r).map(line),
  ];
}

export function streamsMarkdown(r: StreamsReport, note?: string): string {
  return [
    STREAMS_BEGIN,
    '',
    `#### ${count(r.asked)} live streams on one node`,
    '',
    summary(r),
    ...(note ? ['', `Note from the person who ran it: ${note}`] : []),
    '',
    '| Measure | Value | Target | Meets target |',
    '|---|--:|--:|---|',
    ...facts(r).map((c) => `| ${c.join(' | ')} |`),
    '',
    "The same reads as in the read phase (warm-up, one-second turns with hello-world, 50 connections), on the node holding every stream and on a second node of the same build and data holding none, each turn on one right after the same read's turn on the other:",
    '',
    '| Read | × hello without streams | × hello with | With / without | p99 ms without | p99 ms with | Server CPU µs/request without | with | Errors |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...readRows(r).map((c) => `| ${c.join(' | ')} |`),
    '',
    STREAMS_END,
  ].join('\n');
}

/**
 * Puts the phase's section into the generated part of the file: in place of the one a run wrote
 * before, or else at the end of the last engine's section (just before the web bundle's).
 */
export function writeStreamsDocs(file: string, section: string) {
  const current = fs.readFileSync(file, 'utf8');
  const generated = current.indexOf(DOCS_MARKER);
  if (generated < 0) throw new Error(`${file} has no generated part yet: run the full bench once`);
  const begin = current.indexOf(STREAMS_BEGIN, generated);
  const end = current.indexOf(STREAMS_END, generated);
  if (begin >= 0 && end > begin) {
    fs.writeFileSync(file, current.slice(0, begin) + section + current.slice(end + STREAMS_END.length));
    return;
  }
  const bundle = current.indexOf('\n## Web bundle', generated);
  const at = bundle >= 0 ? bundle : current.trimEnd().length;
  fs.writeFileSync(file, `${current.slice(0, at).trimEnd()}\n\n${section}\n${current.slice(at)}`);
}
