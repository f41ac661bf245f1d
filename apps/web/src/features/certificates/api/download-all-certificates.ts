import { CERTIFICATE_EXPORT_HEADERS } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { handleUnauthorized } from '../../../lib/api-client.ts';
import { ApiError, NetworkError } from '../../../lib/api-errors.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { TOKEN_KEY } from '../../../lib/session.ts';

export interface ZipProgress {
  /** Bytes read so far. */
  received: number;
  /** The server's estimate of the whole zip (X-Estimated-Bytes); null when it sent none. */
  estimated: number | null;
  /** How many certificates the zip holds (X-Certificate-Count); null when it sent none. */
  count: number | null;
}

/** A header's whole number, or null when missing or not a number. */
function headerNumber(response: Response, name: string): number | null {
  const value = Number(response.headers.get(name));
  return response.headers.has(name) && Number.isFinite(value) && value >= 0 ? value : null;
}

/** The file name from Content-Disposition (the plain form is enough: the server names it in ASCII). */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/i.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'certificates.zip';
}

async function failureOf(response: Response): Promise<ApiError> {
  if (response.status === 401) handleUnauthorized();
  let message: string | undefined;
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: the caller's own text is shown
  }
  return new ApiError(response.status, message);
}

/**
 * Every certificate as one zip (superadmin). The server streams it, so it is read chunk by chunk
 * with fetch (the token cannot ride on a plain link) and `onProgress` hears of each chunk; a
 * plain `response.blob()` would show nothing until the last byte. Aborting `signal` cancels it.
 * The bytes end up in one Blob because a page can only hand the browser a finished file.
 */
export async function downloadAllCertificates(onProgress: (progress: ZipProgress) => void, signal?: AbortSignal): Promise<ZipProgress> {
  const token = localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(`/api${api.certificates.export.path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (!response.ok) throw await failureOf(response);

  const progress: ZipProgress = {
    received: 0,
    estimated: headerNumber(response, CERTIFICATE_EXPORT_HEADERS.estimatedBytes),
    count: headerNumber(response, CERTIFICATE_EXPORT_HEADERS.count),
  };
  onProgress({ ...progress });
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        progress.received += value.byteLength;
        onProgress({ ...progress });
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      // The connection dropped part way: the zip would be cut short, so nothing is saved.
      throw new NetworkError(error);
    } finally {
      reader.releaseLock();
    }
  }
  saveFile(new Blob(chunks, { type: 'application/zip' }), fileNameOf(response));
  return progress;
}

/**
 * The bar's share, 0-100: received over the estimate, held below 100 until the last byte is in
 * (the estimate is a guess, and a full bar that is still loading reads as stuck).
 */
export function zipPercent(progress: ZipProgress, done: boolean): number {
  if (done) return 100;
  if (!progress.estimated) return 0;
  return Math.min(99, Math.floor((progress.received / progress.estimated) * 100));
}
