import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db } from '../db/database.server';
import type { MailDeliveriesTable } from '../db/backoffice-schema';
import type { LeadDeliveriesTable } from '../db/schema';
import { DEFAULT_SMTP_TIMEOUTS } from '../leads/deliverers.server';
import { Outbox, type OutboxOptions } from '../leads/outbox.server';
import type { Logger } from '../log/logger.server';

export interface BackofficeMail {
  to: string;
  subject: string;
  text: string;
  /** 'sign-in', 'invitation', 'assignment': for the log and the support. */
  kind: string;
}

export interface MailSender {
  send(mail: BackofficeMail, id: string): Promise<void>;
}

export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: DEFAULT_SMTP_TIMEOUTS.connectionMs, greetingTimeout: DEFAULT_SMTP_TIMEOUTS.greetingMs, socketTimeout: DEFAULT_SMTP_TIMEOUTS.socketMs }),
  );
  return {
    async send(mail, id) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<backoffice-${id}@vitrine>` });
    },
  };
}

/**
 * The back-office's e-mails (sign-in links, invitations, assignments) through the same outbox as
 * leads: stored first, then sent with retries, backoff and a lease shared by every instance. A sign-in
 * link's body is blanked once sent, so the database never keeps a usable link longer than needed.
 */
export class MailOutbox extends Outbox {
  protected override readonly table = 'mail_deliveries' as const;

  constructor(
    private readonly database: Db,
    private readonly sender: MailSender | null,
    logger: Logger,
    options: OutboxOptions,
  ) {
    // The channel's deliverer only switches its passes on: deliverRow below sends the stored message.
    super(database, sender ? { email: { deliver: () => Promise.reject(new Error('mail rows are sent by deliverRow')) } } : {}, () => Promise.resolve(null), logger, options);
  }

  /** Stores the mail for sending; false when no SMTP server is configured (nothing would ever send it). */
  async enqueue(mail: BackofficeMail, now = new Date()): Promise<boolean> {
    if (!this.sender) return false;
    const at = now.toISOString();
    await this.database
      .insertInto('mail_deliveries')
      .values({ id: randomUUID(), channel: 'email', status: 'pending', attempts: 0, next_attempt_at: at, last_error: null, delivered_at: null, created_at: at, ref: mail.kind, recipient: mail.to, subject: mail.subject, body: mail.text })
      .execute();
    void this.kick();
    return true;
  }

  protected override async deliverRow(row: LeadDeliveriesTable): Promise<void> {
    const mail = row as unknown as MailDeliveriesTable;
    if (!this.sender) throw new Error('no SMTP server');
    await this.sender.send({ to: mail.recipient, subject: mail.subject, text: mail.body, kind: mail.ref ?? 'mail' }, mail.id);
    if (mail.ref === 'sign-in') await this.database.updateTable('mail_deliveries').set({ body: '' }).where('id', '=', mail.id).execute();
  }
}
