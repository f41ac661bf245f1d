/**
 * Wraps a database so that each query, while `holding` is on, waits until `releaseOne()` lets it
 * (and only it) run; with `holding` off (`releaseAll()`), queries run as they come.
 */
export function heldQueries({ holding = true } = {}) {
  const held: (() => void)[] = [];
  const gate = {
    holding,
    get waiting() {
      return held.length;
    },
    releaseOne: () => held.shift()!(),
    /** Lets every held query run, and the next ones through. */
    releaseAll() {
      gate.holding = false;
      held.splice(0).forEach((release) => release());
    },
    wrap<T extends object>(target: T): T {
      return new Proxy(target, {
        get(o, p) {
          const v = Reflect.get(o, p, o) as unknown;
          if (typeof v !== 'function') return v;
          if (p === 'then')
            return (ok: (value: unknown) => unknown, no: (err: unknown) => unknown) =>
              (gate.holding ? new Promise<void>((r) => held.push(r)) : Promise.resolve()).then(() => v.call(o, ok, no));
          return (...args: unknown[]) => {
            const out = v.apply(o, args) as unknown;
            return out !== null && typeof out === 'object' ? gate.wrap(out) : out;
          };
        },
      });
    },
  };
  return gate;
}
