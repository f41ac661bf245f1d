// How Debian's Chromium is launched here, for the browser tests and the screenshot script alike:
// no sandbox as root, and none of its background traffic, which a closed network refuses.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
