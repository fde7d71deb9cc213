/**
 * Outgoing mail. Every message is written to the outbox table first (so invitations and
 * resets work, and can be inspected, with no mail server); with SMTP_URL it is then sent.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { mailOutbox } from '../db/schema.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind:
    | 'invite'
    | 'reset'
    | 'self-signup'
    | 'pin-request'
    | 'pin-setup'
    | 'notice'
    | 'approval'
    | 'share'
    | 'digest';
  link?: string;
  organizationId?: string | null;
}

/**
 * What the mailer logs with: Fastify's logger in the server, an adapter of the job log in a
 * worker process (the approval reminder sweep mails from there).
 */
export interface MailLog {
  info(data: object, msg: string): void;
  error(data: object, msg: string): void;
}

/** The job log (message first) as a mail log (data first, like pino). */
export function mailLogOf(log: {
  info(msg: string, data?: Record<string, unknown>): void;
  error(msg: string, data?: Record<string, unknown>): void;
}): MailLog {
  return {
    info: (data, msg) => log.info(msg, { ...data }),
    error: (data, msg) => log.error(msg, { ...data }),
  };
}

export class Mailer {
  private transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;

  constructor(
    private readonly db: Db,
    /** Public so that senders that must never fail (approval notices) log where it does. */
    readonly log: MailLog,
    private readonly smtpUrl: string | undefined,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    const id = newId();
    await this.db.insert(mailOutbox).values({
      id,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      link: mail.link ?? null,
      organizationId: mail.organizationId ?? null,
    });
    if (!this.smtpUrl) {
      this.log.info(
        { to: mail.to, kind: mail.kind, link: mail.link },
        `mail (outbox only): ${mail.subject}`,
      );
      return id;
    }
    try {
      this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.smtpUrl));
      await (
        await this.transport
      ).sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
      await this.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      // The message stays in the outbox with its error; the user-facing flow still succeeds.
      this.log.error({ err, to: mail.to }, 'mail delivery failed');
      await this.db
        .update(mailOutbox)
        .set({ error: String(err) })
        .where(eq(mailOutbox.id, id));
    }
    return id;
  }
}
