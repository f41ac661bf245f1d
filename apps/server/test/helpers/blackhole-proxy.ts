import net from 'node:net';

/**
 * A TCP proxy in front of a server that can go silent the way a NAT or firewall drops a
 * connection: sockets stay open and nothing is closed or reset, but no byte gets through in
 * either direction. New connections while it is silent are accepted and hear nothing.
 */
export interface BlackholeProxy {
  port: number;
  blackhole(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startBlackholeProxy(target: { host: string; port: number }): Promise<BlackholeProxy> {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk) => void (silent || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (silent || client.write(chunk)));
    // A close passes through only while the line works: a silent one carries no goodbye either.
    client.on('end', () => silent || upstream.end());
    upstream.on('end', () => silent || client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    blackhole: () => void (silent = true),
    restore: () => void (silent = false),
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
