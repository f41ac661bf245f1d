/**
 * Retries `check` until it passes or `ms` have gone: another node hears of a change just after it
 * commits, so a read there may need a few tries.
 */
export async function eventually(check: () => Promise<void>, ms = 1500) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
