// A real SMTP server in the test process (smtp-server), so the tests read the very mail the app
// sent through nodemailer. With `dir`, each message is also written there as a .eml file, for
// tests in other processes (the browser tests' server and specs).
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` that arrives after `since` mails had arrived, within `ms`. */
  waitForMail(to: string, opts?: { since?: number; ms?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function toReceived(parsed: ParsedMail): ReceivedMail {
  const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
  return { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
}

export async function startSmtpInbox(opts: { port?: number; dir?: string } = {}): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (opts.dir) fs.writeFileSync(path.join(opts.dir, `${Date.now()}-${process.pid}-${counter++}.eml`), raw);
        simpleParser(raw)
          .then((parsed) => {
            mails.push(toReceived(parsed));
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, { since = 0, ms = 10_000 } = {}) {
      const want = to.toLowerCase();
      const find = () => mails.slice(since).find((m) => m.to.includes(want));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${ms} ms (${mails.length} received)`));
        }, ms);
        const check = () => {
          const mail = find();
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The mails written to `dir` by an inbox in another process, oldest first. */
export async function readMailsIn(dir: string): Promise<ReceivedMail[]> {
  if (!fs.existsSync(dir)) return [];
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
  files.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]) || a.localeCompare(b));
  return Promise.all(files.map(async (f) => toReceived(await simpleParser(fs.readFileSync(path.join(dir, f))))));
}

/** The reset link in a "Forgot password?" mail. */
export function resetLinkIn(mail: ReceivedMail): string {
  const start = mail.text.indexOf('http');
  if (start < 0) throw new Error(`No link in the mail: ${mail.text}`);
  const end = mail.text.indexOf('\n', start);
  return mail.text.slice(start, end < 0 ? undefined : end).trim();
}
