import { Readable } from 'node:stream';
import type { Db, Engine } from '../../db/client.ts';
import { FILE_CHUNK_BYTES } from '../../db/schema/index.ts';
import * as q from './files.queries.ts';

/** A stored file ready to send: its bytes as a stream of chunks, or one buffer for an older inline file. */
export interface StoredFile {
  fileName: string;
  size: number;
  body: Readable | Buffer;
}

/** Chunks read per query while a download streams. */
const CHUNKS_PER_READ = 2;
/** An upload takes seconds; a chunked file nothing recorded an hour later was abandoned by a process that ended. */
const ORPHAN_AGE_SECONDS = 3600;
const SWEEP_EVERY_MS = 10 * 60_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Project and submission files, stored as chunks (schema/uploaded-file-chunks.ts). Every chunk
 * is its own statement outside any transaction, so on PGlite, which runs one statement at a time
 * in this process (and blocks the event loop while it does), other requests' queries take turns
 * with an upload instead of waiting for all of it; and a download streams chunk by chunk instead
 * of reading megabytes in one statement.
 *
 * On PGlite the node's chunk statements also go one at a time (`inLane`): four uploads at once
 * would otherwise queue four chunks ahead of every other query, and a read of three queries would
 * wait for twelve. So a query waits behind one chunk at most; uploads share the lane and take
 * longer. PostgreSQL runs statements side by side on the pool's connections and never blocks this
 * process, so there uploads and downloads run at their own pace.
 */
export function createFilesService(deps: { db: Db; engine: Engine }) {
  const { db, engine } = deps;
  let lastSweep = 0;
  let lane: Promise<unknown> = Promise.resolve();
  function inLane<T>(work: () => Promise<T>): Promise<T> {
    if (engine !== 'pglite') return work();
    // Through the event loop first: PGlite answers within microtasks, so chunk after chunk would
    // never let the loop read another request off its socket.
    const run = lane.then(nextTurn, nextTurn).then(work);
    lane = run.catch(() => undefined);
    return run;
  }

  async function* chunksOf(fileId: string, size: number): AsyncGenerator<Buffer> {
    let seq = -1;
    let sent = 0;
    for (;;) {
      const rows = await inLane(() => q.readChunks(db, fileId, seq, CHUNKS_PER_READ));
      if (rows.length === 0) break;
      for (const row of rows) {
        // A file replaced or removed while being read: end the download broken rather than spliced.
        if (row.seq !== seq + 1) throw new Error(`file ${fileId} changed while being read`);
        seq = row.seq;
        sent += row.data.length;
        yield row.data;
      }
    }
    if (sent !== size) throw new Error(`file ${fileId} changed while being read`);
  }

  /** Best effort: what is left is swept as an orphan later. */
  async function discard(id: string): Promise<void> {
    await q.deleteFile(db, id).catch(() => undefined);
  }

  return {
    discard,

    /**
     * Writes the bytes as they arrive and returns the file nothing points to yet: the caller
     * records it in its own (short) transaction, or discards it when that fails. A source that
     * streams is read one chunk ahead of the database at most, so an upload holds ~64 KB, not
     * its size. `check.head` sees the first chunk (or the whole file when shorter) before anything
     * is written, `take` every piece, `end` the size; a refusal, a failure or a source that breaks
     * off leaves nothing behind.
     */
    async store(
      meta: { ownerId: string; fileName: string; mimeType: string },
      source: Buffer | AsyncIterable<Buffer>,
      check: { head?(first: Buffer): void | Promise<void>; take?(piece: Buffer): void; end?(size: number): void } = {},
    ): Promise<{ id: string; size: number }> {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await q.deleteOrphans(db, ORPHAN_AGE_SECONDS);
      }
      const pieces: AsyncIterable<Buffer> | Buffer[] = Buffer.isBuffer(source) ? [source] : source;
      // Reused: a chunk is written (its base64 made) before the next one is filled.
      const pending = Buffer.allocUnsafe(FILE_CHUNK_BYTES);
      let filled = 0;
      let size = 0;
      let seq = 0;
      let id: string | undefined;
      const flush = async () => {
        if (id === undefined) {
          await check.head?.(pending.subarray(0, filled));
          id = await q.insertFileHead(db, { ...meta, size: 0 });
        }
        if (filled === 0) return;
        const piece = pending.subarray(0, filled);
        const fileId = id;
        await inLane(() => q.insertChunk(db, engine, fileId, seq, piece));
        seq++;
        filled = 0;
      };
      try {
        for await (const piece of pieces) {
          check.take?.(piece);
          size += piece.length;
          for (let at = 0; at < piece.length;) {
            const n = piece.copy(pending, filled, at);
            filled += n;
            at += n;
            if (filled === FILE_CHUNK_BYTES) await flush();
          }
        }
        await flush();
        check.end?.(size);
        await q.setFileSize(db, id!, size);
      } catch (err) {
        if (id !== undefined) await discard(id);
        throw err;
      }
      return { id: id!, size };
    },

    async open(id: string): Promise<StoredFile | undefined> {
      const head = await q.findFile(db, id);
      if (!head) return undefined;
      const body = head.inline ?? Readable.from(chunksOf(id, head.size), { objectMode: false });
      return { fileName: head.fileName, size: head.size, body };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
