// Types for the TypeScript that imports chromium.mjs (the Playwright config).
export const CHROME_PATH: string;
export const CHROMIUM_ARGS: string[];
