import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Hashes of the inline scripts in the built index.html (the theme script that avoids a flash). */
function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Powerful browser features the app never uses, switched off for it and anything it embeds; the
 * photo booth takes pictures through a file input, which needs no camera permission. The camera
 * is the app's own (never an embed's): a participant's check-in scans the QR code with it (issue 31).
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('camera=(self)')
  .join(', ');

/**
 * The security headers of every answer, computed once: what helmet would send with this
 * configuration, without helmet re-building its policy strings on each request (a measurable
 * share of a cached request's time). Routes that need another policy (file downloads, the API
 * reference) set their own, which replaces these.
 */
export function securityHeaders(webDist: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    // WebAssembly may be compiled (not JavaScript evaluated): the check-in scanner reads QR codes
    // with ZXing in WebAssembly where the browser has no BarcodeDetector of its own.
    `script-src ${["'self'", ...inlineScriptHashes(webDist), "'wasm-unsafe-eval'"].join(' ')}`,
    // React sets style attributes (progress bars, positions); no inline <script> is allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
    // No HSTS on plain-HTTP localhost: a TLS-terminating proxy adds it (docs/several-nodes.md).
  };
}

/**
 * The headers of a JSON answer of the API. A JSON answer is never a document that loads or runs
 * anything, so its policy is stricter and shorter: nothing may load, nothing may frame it, no
 * other site may read it, and it is never sniffed as something else. The page-only headers
 * (permissions, opener, DNS prefetch, legacy IE switches) govern documents and are left out:
 * every API call pays for each header it carries.
 */
export const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Set at onRequest, so errors and 404s carry them too. The API reference at /api/docs is a page. */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string) {
  const pageHeaders = securityHeaders(webDist);
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(api ? API_HEADERS : pageHeaders);
    done();
  });
}
