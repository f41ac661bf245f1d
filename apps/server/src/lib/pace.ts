import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long synchronous work cut into slices so other requests are served in between: call the
 * returned function often (every row, every few kilobytes); once `sliceMs` have passed since the
 * last turn it waits for the event loop to go round, else it returns at once.
 */
export function pacer(sliceMs = 5): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}

/** `items.map(fn)`, paced. */
export async function mapPaced<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const pace = pacer();
  const out: U[] = [];
  for (const item of items) {
    out.push(fn(item));
    await pace();
  }
  return out;
}
