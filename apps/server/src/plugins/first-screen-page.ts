import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerEncoding, chooseEncoding, compress } from '../lib/answer-encoding.ts';
import { jsonInScript } from '../lib/html-text.ts';
import type { FirstScreen, FirstScreens } from '../modules/landing/first-screen.ts';

/** Where the built index.html (apps/web/index.html) takes a first screen. */
export const FIRST_SCREEN_SLOT = '<div id="root"><!--first-screen--></div>';
/** The id of the script element holding the answers the screen was drawn from (apps/web/src/app/first-screen.ts reads it). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/**
 * How long a page waits for its first screen (the settings and landing texts are in memory but
 * after a change or while the database is slow): past it the page goes out without one, as before.
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

interface Page {
  html: string;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * index.html with the opened page's first screen inside #root, for the pages the server draws
 * (modules/landing/first-screen.ts), written and compressed once per screen and template.
 * Answers false when it has no page to give (another path, no slot in the template, no screen in
 * time): the caller sends index.html as it is.
 */
export function firstScreenPages(indexFile: string, screens: Pick<FirstScreens, 'forPath'>, waitMs = FIRST_SCREEN_WAIT_MS) {
  // Re-read when the file changes: a rebuild of the web app under a running server serves the new
  // build's file names at once, as index.html itself did.
  let template: { mtimeMs: number; html: string; pages: WeakMap<FirstScreen, Page> } | undefined;
  const currentTemplate = () => {
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (template?.mtimeMs !== stat.mtimeMs) template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexFile, 'utf8'), pages: new WeakMap() };
    return template;
  };

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const path = request.url.split('?')[0]!;
    const current = currentTemplate();
    const at = current?.html.indexOf(FIRST_SCREEN_SLOT) ?? -1;
    if (!current || at < 0) return false;
    const screen = await withinTime(screens.forPath(path), waitMs);
    if (!screen) return false;
    let page = current.pages.get(screen);
    if (!page) {
      // Spliced, not String.replace: a `$&` in an organiser's text must stay text.
      const html =
        current.html.slice(0, at) +
        `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${jsonInScript(screen.data)}</script>` +
        `<div id="root" data-first-screen="${screen.name}">${screen.html}</div>` +
        current.html.slice(at + FIRST_SCREEN_SLOT.length);
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
      current.pages.set(screen, page);
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === page.etag) {
      reply.status(304).send();
      return true;
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) reply.send(page.html);
    else reply.header('Content-Encoding', encoding).send(compressedOnce(page, encoding));
    return true;
  };
}

function compressedOnce(page: Page, encoding: AnswerEncoding): Buffer {
  return (page[encoding] ??= compress(encoding, page.html));
}

/** The screen, or null when it fails or takes longer than `ms` (the page then goes out without it). */
async function withinTime(screen: Promise<FirstScreen | null>, ms: number): Promise<FirstScreen | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  try {
    return await Promise.race([screen.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
