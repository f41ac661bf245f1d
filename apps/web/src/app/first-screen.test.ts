import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAfterDrawnScreen } from './first-screen.ts';

/** What renderAfterDrawnScreen reads of #root. */
const root = (screen?: string, drawn = true) => ({ dataset: { firstScreen: screen }, firstChild: drawn ? {} : null }) as unknown as HTMLElement;

describe('renderAfterDrawnScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('renders at once when #root holds no drawing, or one of a screen it does not know', () => {
    for (const container of [root(undefined, false), root('landing', false), root('results')]) {
      const render = vi.fn();
      renderAfterDrawnScreen(container, { landing: () => new Promise(() => {}) }, render);
      expect(render).toHaveBeenCalledTimes(1);
    }
  });

  it("renders over a drawing once the screen's code is here, and once only", async () => {
    let loaded!: () => void;
    const render = vi.fn();
    renderAfterDrawnScreen(root('landing'), { landing: () => new Promise<void>((resolve) => (loaded = resolve)) }, render);
    await Promise.resolve();
    expect(render).not.toHaveBeenCalled();
    loaded();
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(1));
  });

  it('renders anyway when the code fails to load, or is still not here after 10 s', async () => {
    const failed = vi.fn();
    renderAfterDrawnScreen(root('landing'), { landing: () => Promise.reject(new Error('offline')) }, failed);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));

    vi.useFakeTimers();
    const late = vi.fn();
    renderAfterDrawnScreen(root('landing'), { landing: () => new Promise(() => {}) }, late);
    vi.advanceTimersByTime(9_999);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
