import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-errors.ts';
import { downloadAllCertificates, zipPercent, type ZipProgress } from './download-all-certificates.ts';

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));
const { saveFile } = await import('../../../lib/save-file.ts');

/** A response whose body arrives in the given chunks, one read at a time. */
function streamed(chunks: number[], headers: Record<string, string>) {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(new Uint8Array(chunks[i++]!).fill(80));
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

let fetched: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  fetched = [];
  vi.stubGlobal('localStorage', { getItem: (k: string) => (k === 'token' ? 'tok' : null) });
  vi.mocked(saveFile).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('downloadAllCertificates', () => {
  it('reads the zip chunk by chunk with the token, reporting each, then saves the whole file', async () => {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      fetched.push({ url, init });
      return streamed([100, 200, 300], {
        'X-Certificate-Count': '3',
        'X-Estimated-Bytes': '500',
        'Content-Disposition': 'attachment; filename="certificates-2026-12-12.zip"',
      });
    });
    const seen: ZipProgress[] = [];
    const done = await downloadAllCertificates((p) => seen.push(p));

    expect(fetched[0]!.url).toBe('/api/certificates/export');
    expect((fetched[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(seen.map((p) => p.received)).toEqual([0, 100, 300, 600]);
    expect(seen[0]).toEqual({ received: 0, estimated: 500, count: 3 });
    expect(done).toEqual({ received: 600, estimated: 500, count: 3 });
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('certificates-2026-12-12.zip');
    expect(blob.size).toBe(600);
  });

  it('fails with the server message and saves nothing when the server refuses', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'No valid certificates to download yet' }), { status: 409 }));
    const failure = downloadAllCertificates(() => {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, serverMessage: 'No valid certificates to download yet' });
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('stops when cancelled part way and saves nothing', async () => {
    const abort = new AbortController();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (init.signal?.aborted) return controller.error(new DOMException('Aborted', 'AbortError'));
          controller.enqueue(new Uint8Array(10));
          if (++sent === 2) abort.abort();
        },
      });
      init.signal?.addEventListener('abort', () => void body.cancel().catch(() => {}));
      return new Response(body, { headers: { 'X-Estimated-Bytes': '1000' } });
    });
    await expect(downloadAllCertificates(() => {}, abort.signal)).rejects.toThrow();
    expect(saveFile).not.toHaveBeenCalled();
  });
});

describe('zipPercent', () => {
  it('is received over the estimate, held at 99 until done even past the estimate', () => {
    expect(zipPercent({ received: 250, estimated: 1000, count: 4 }, false)).toBe(25);
    expect(zipPercent({ received: 1200, estimated: 1000, count: 4 }, false)).toBe(99);
    expect(zipPercent({ received: 1200, estimated: 1000, count: 4 }, true)).toBe(100);
  });

  it('is 0 without an estimate', () => {
    expect(zipPercent({ received: 500, estimated: null, count: null }, false)).toBe(0);
  });
});
