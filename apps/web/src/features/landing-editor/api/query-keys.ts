/** The landing texts' query: the page, the editor and the server's first screen (app/first-screen.ts) share it. */
export const landingKey = ['landing'] as const;
