import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type Mail = { to: string; subject: string; text: string; links: string[] };

export type Mailer = {
  /** Queues a mail; failures are logged, never thrown, so callers answer the same whether or not a mail goes out. */
  send(mail: Mail): void;
  /** Resolves when every queued mail has been handed over (used at shutdown and by tests). */
  flush(): Promise<void>;
};

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise nodemailer's stream transport renders the
 * full RFC 822 message, which is written to `$DATA_DIR/mail/*.eml`, and the links are logged.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; dataDir: string; logger: Logger }): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outbox = path.join(opts.dataDir, "mail");
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail) {
    const info = await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
    if (opts.smtpUrl) {
      opts.logger.info({ messageId: info.messageId, subject: mail.subject }, "mail sent");
      return;
    }
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    // Locally, with no SMTP server, the log is how a new user reaches the verification link.
    opts.logger.info({ file, subject: mail.subject, links: mail.links }, "mail written to the local outbox");
  }

  return {
    send(mail) {
      const job = deliver(mail).catch((error: unknown) => {
        opts.logger.error({ err: error, subject: mail.subject }, "mail could not be sent");
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async flush() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
