// Types for the tests that import throwaway-postgres.mjs.
export interface Cluster {
  port: number;
  dir: string;
  bin: string;
  /** Connects as the superuser to the `postgres` database. */
  url: string;
}

export function findPgBin(): string | null;
export function startCluster(opts: { port: number; dir?: string }): Cluster | null;
export function controlCluster(cluster: Cluster, action: 'stop' | 'start' | 'restart', mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
export function stopCluster(cluster: Pick<Cluster, 'dir' | 'bin'>, opts?: { mode?: 'smart' | 'fast' | 'immediate'; remove?: boolean }): void;
export function startPostgres(): string | null;
export function stopPostgres(): void;
