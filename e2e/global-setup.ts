import { startSmtpInbox } from '../test-support/smtp-inbox.ts';

/**
 * A real SMTP server for the run: the app mails through it (SMTP_URL in playwright.config.ts) and
 * it files each message in E2E_MAIL_DIR, where the specs read them. Stopped when the run ends.
 */
export default async function globalSetup() {
  const inbox = await startSmtpInbox({ port: Number(process.env.E2E_SMTP_PORT), dir: process.env.E2E_MAIL_DIR });
  return () => inbox.close();
}
