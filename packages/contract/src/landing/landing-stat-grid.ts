/**
 * The landing's stats grid by the number of stats (0 to 6), so that 1 to 6 fill their row: the
 * classes of the `<dl>` the web app renders and the server draws before it (decision 0038). The
 * web's stylesheet reads this file for them (`@source` in apps/web/src/styles.css).
 */
export const LANDING_STAT_GRID = [
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4',
  'mx-auto mt-14 grid gap-3 sm:gap-4 sm:grid-cols-1 max-w-xs grid-cols-1',
  'mx-auto mt-14 grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-2 max-w-xl',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-4',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-5',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-6',
] as const;
