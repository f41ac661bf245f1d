// `node --experimental-websocket --import tsx heap-probe.ts <inspector port>`: has a server
// started with `--inspect` collect its garbage and prints the V8 heap it still uses, as JSON
// ({ usedBytes }). A process of its own because Node 20 has a WebSocket client only behind that
// flag, and the inspector protocol speaks nothing else. The streams phase reads memory this way
// so that the garbage its openings left behind is not counted as what the streams hold.

interface Socket {
  onopen: (() => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
  send(data: string): void;
  close(): void;
}
const WebSocketClient = (globalThis as unknown as { WebSocket: new (url: string) => Socket }).WebSocket;

async function main(port: string) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocketClient(target!.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  };
  let nextId = 0;
  const call = <T>(method: string) =>
    new Promise<T>((resolve) => {
      const id = ++nextId;
      waiting.set(id, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id, method }));
    });

  await call('HeapProfiler.collectGarbage');
  const { usedSize } = await call<{ usedSize: number }>('Runtime.getHeapUsage');
  socket.close();
  console.log(JSON.stringify({ usedBytes: usedSize }));
}

main(process.argv[2]!).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
