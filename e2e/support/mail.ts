import { expect } from '@playwright/test';
import { readMailsIn, resetLinkIn, type ReceivedMail } from '../../test-support/smtp-inbox.ts';

/** The latest mail the app sent to `to` (filed by the run's SMTP server, global-setup.ts). */
export async function mailTo(to: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      found = (await readMailsIn(process.env.E2E_MAIL_DIR!)).findLast((m) => m.to.includes(to));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The invitation link mailed to `to`, as a path on this server (/welcome#token=...). */
export async function invitationPathFor(to: string): Promise<string> {
  const url = new URL(resetLinkIn(await mailTo(to)));
  expect(url.pathname).toBe('/welcome');
  return `${url.pathname}${url.hash}`;
}
