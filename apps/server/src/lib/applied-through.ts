/**
 * How far a model kept in memory has applied the changes it heard, numbered in the order heard,
 * and who waits for which number: the author of a write waits for the changes heard before they
 * asked, not for the ones a busy moment brings after.
 */
export function appliedThrough() {
  let applied = 0;
  let waiters: { through: number; resolve: () => void }[] = [];
  return {
    /** Every change numbered up to `through` is applied: lets go of those who waited for them. */
    reached(through: number) {
      applied = Math.max(applied, through);
      if (!waiters.some((w) => w.through <= applied)) return;
      const due = waiters.filter((w) => w.through <= applied);
      waiters = waiters.filter((w) => w.through > applied);
      for (const w of due) w.resolve();
    },
    /** Resolves once change `through` is applied (at once if it is), or at `releaseAll()`. */
    wait(through: number): Promise<void> {
      if (applied >= through) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ through, resolve }));
    },
    /** Lets everyone waiting go: the database did not answer, or nothing is left to apply. */
    releaseAll() {
      const all = waiters;
      waiters = [];
      for (const w of all) w.resolve();
    },
  };
}
