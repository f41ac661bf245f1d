import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through one SMTP server (nodemailer); the only way out of the app to a person's inbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailer(settings: { smtpUrl: string; from: string }): Mailer {
  // A pool keeps a few connections open, so a burst of "Forgot password?" clicks does not open
  // one SMTP session each; the timeouts keep a dead mail server from holding sends for minutes.
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail });
    },
    close: () => transport.close(),
  };
}
