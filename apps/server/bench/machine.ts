import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cpus: number;
  memoryGb: number;
  node: string;
  system: string;
  /** 1, 5 and 15 minute load averages. */
  load: number[];
  date: Date;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    system: `${os.type()} ${os.release()} ${os.arch()}`,
    load: os.loadavg(),
    date: new Date(),
  };
}

/** Milliseconds on the machine's monotonic clock, the same in every process (Linux): arrivals timed in one process compare with a send timed in another. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

export const loadText = (load: number[]) => load.map((l) => l.toFixed(2)).join(' / ');

/** Busy means other work ran beside the bench: absolute numbers are lower, ratios hold better. */
export const isBusy = (machine: Machine) => (machine.load[0] ?? 0) > machine.cpus * 0.5;

/**
 * A process's limit on open files (Linux /proc), which bounds its sockets: Node raises its soft
 * limit to the hard one at start. Null elsewhere.
 */
export function openFilesLimit(pid: number | 'self'): number | null {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/limits`, 'utf8'));
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}
