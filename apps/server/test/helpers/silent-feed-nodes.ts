import { startBlackholeProxy, type BlackholeProxy } from './blackhole-proxy.ts';
import { call, spawnServer, waitForHealth, type ServerProcess } from './server-process.ts';
import { createFreshPostgres } from './test-database.ts';

export interface SilentFeedNodes {
  /** Its change feed goes through `proxy`. */
  a: ServerProcess;
  b: ServerProcess;
  proxy: BlackholeProxy;
  admin: { email: string; password: string };
  adminToken: string;
  close(): Promise<void>;
}

/**
 * Two real server processes on a fresh database of TEST_DATABASE_URL, where node A's change feed
 * goes through a proxy that can drop the line without a word, as a NAT or firewall idle timeout
 * does; `name` makes the superadmin and the signing key the file's own.
 */
export async function startSilentFeedNodes(name: string): Promise<SilentFeedNodes> {
  const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
  const url = new URL(fresh.url);
  const proxy = await startBlackholeProxy({ host: url.hostname, port: Number(url.port || 5432) });
  const feedUrl = new URL(url);
  feedUrl.hostname = '127.0.0.1';
  feedUrl.port = String(proxy.port);
  const admin = { email: `admin@${name}.test`, password: `${name}-admin` };
  const env = { DATABASE_URL: url.toString(), JWT_SECRET: `${name}-secret-`.padEnd(40, '0'), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  const started: ServerProcess[] = [];
  const close = async () => {
    await Promise.all(started.map((node) => node.stop()));
    await proxy.close();
    await fresh.drop();
  };
  try {
    // B first, so A does not migrate through the proxy's line.
    const b = spawnServer(env);
    started.push(b);
    await waitForHealth(b, 60_000);
    const a = spawnServer({ ...env, CHANGE_FEED_URL: feedUrl.toString() });
    started.push(a);
    await waitForHealth(a, 60_000);
    const adminToken = (await call(b.base, 'POST', '/api/auth/login', admin)).body.data.token as string;
    return { a, b, proxy, admin, adminToken, close };
  } catch (err) {
    await close();
    throw err;
  }
}
