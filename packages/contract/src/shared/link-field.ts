import { z } from 'zod';

const SCHEME = /^[a-z][a-z0-9+.-]{0,30}:\/\//i;

/**
 * A web link as people type it, or null when it is not one. `https://...` and `http://...` stay
 * as typed; `github.com/me/repo` or `www.x.org` (no scheme) gets `https://` in front. Refused:
 * spaces, another scheme (`ftp://`, `javascript:`, `mailto:`), an empty host, and for a typed
 * address without a scheme a host with no dot or with a user name (`javascript:0` would otherwise
 * read as host "javascript", port 0, and `mailto:a@b.org` as a user of b.org). No pattern here
 * can backtrack: the length is checked before (by the field), then fixed prefixes and a URL parse.
 */
export function toHttpLink(value: string): string | null {
  if (value === '' || /\s/.test(value)) return null;
  const lower = value.slice(0, 8).toLowerCase();
  const typedScheme = lower.startsWith('http://') || lower.startsWith('https://');
  if (!typedScheme && (SCHEME.test(value) || value.startsWith('/'))) return null;
  const link = typedScheme ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  if (!typedScheme && (!url.hostname.includes('.') || url.username !== '' || url.password !== '')) return null;
  return link;
}

/** True for what `toHttpLink` takes (with or without a scheme). */
export const isHttpLink = (value: string) => toHttpLink(value) !== null;

/**
 * The one optional link field of every form that takes one (a submission, a project's links):
 * trimmed, its length checked first (and nothing else then), blank is '' and a link comes out
 * with its scheme. The web forms reuse it, so they accept what the server accepts.
 */
export function optionalLinkField(max: number, msg: { invalid: string; tooLong: string }) {
  return z
    .string({ error: msg.invalid })
    .max(max, { error: msg.tooLong, abort: true })
    .trim()
    .transform((v, ctx) => {
      if (v === '') return '';
      const link = toHttpLink(v);
      if (link === null) {
        ctx.addIssue({ code: 'custom', message: msg.invalid });
        return z.NEVER;
      }
      return link;
    });
}
