import net from 'node:net';

export interface RefusingAddress {
  host: string;
  port: number;
  /** Lets go of the port. */
  release(): Promise<void>;
}

/**
 * An address of this machine where a connection is refused, and stays refused while the test runs:
 * a listener of ours holds the port on 127.0.0.1, which keeps every other program from listening
 * on it on all addresses, and the address given is 127.0.0.2 (also this machine, on Linux), where
 * nobody listens on it. A port merely found free could be taken by a test file running beside.
 */
export async function refusingAddress(): Promise<RefusingAddress> {
  const holder = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', resolve);
  });
  return {
    host: '127.0.0.2',
    port: (holder.address() as net.AddressInfo).port,
    release: () => new Promise<void>((resolve) => holder.close(() => resolve())),
  };
}
