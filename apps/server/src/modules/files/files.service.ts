import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
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
 * The node's chunk statements also go one at a time (`inLane`): four uploads at once would
 * otherwise queue four chunks ahead of every other query, and a read of three queries would wait
 * for twelve. So a query waits behind one chunk at most; uploads share the lane and take longer.
 */
export function createFilesService(deps: { db: Db }) {
  const { db } = deps;
  let lastSweep = 0;
  let lane: Promise<unknown> = Promise.resolve();
  function inLane<T>(work: () => Promise<T>): Promise<T> {
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
     * Writes the bytes and returns the id of a file nothing points to yet: the caller records it
     * in its own (short) transaction, or discards it when that fails.
     */
    async store(meta: { ownerId: string; fileName: string; mimeType: string }, data: Buffer): Promise<string> {
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await q.deleteOrphans(db, ORPHAN_AGE_SECONDS);
      }
      const id = await q.insertFileHead(db, { ...meta, size: data.length });
      try {
        for (let seq = 0, at = 0; at < data.length; seq++, at += FILE_CHUNK_BYTES) {
          const piece = data.subarray(at, at + FILE_CHUNK_BYTES);
          await inLane(() => q.insertChunk(db, id, seq, piece));
        }
      } catch (err) {
        await discard(id);
        throw err;
      }
      return id;
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
