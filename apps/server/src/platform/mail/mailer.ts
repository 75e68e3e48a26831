import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail when SMTP is configured (SMTP_URL); otherwise `enabled` is false and callers fall back. */
export interface Mailer {
  enabled: boolean;
  /** Host and port only, for the admin status page: never credentials. */
  describe(): string | null;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(smtpUrl: string | null, from: string): Mailer {
  if (!smtpUrl) {
    return {
      enabled: false,
      describe: () => null,
      send: () => Promise.reject(new Error('SMTP non configurato')),
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl, { from });
  const url = new URL(smtpUrl);
  return {
    enabled: true,
    describe: () => `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
