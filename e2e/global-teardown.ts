import fs from 'node:fs';

/** The run's throwaway database and mail folder go with it. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('hackcamp-e2e-')) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(`${dir}-mail`, { recursive: true, force: true });
  }
}
