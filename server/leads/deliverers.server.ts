import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { leadNotification } from '../../domain/leads/notification';
import type { Site } from '../../domain/sites/site';
import type { LeadDeliveriesTable } from '../db/schema';
import type { LeadRow } from '../repositories/leads.server';

/** One way of handing a stored lead to the business. Throwing means "try again later". */
export interface Deliverer {
  /** `delivery` is the outbox row: its `ref` says which e-mail when a lead has several (buyer alerts). */
  deliver(lead: LeadRow, site: Site, delivery: LeadDeliveriesTable): Promise<void>;
  /** Whether this channel takes the lead at all (default: every lead). */
  accepts?(lead: LeadRow, site: Site): boolean;
}

function parsePayload(lead: LeadRow): unknown {
  try {
    return JSON.parse(lead.payload);
  } catch {
    return null;
  }
}

/** Where the local business reads its leads: the CRM e-mail, else the site settings' e-mail. */
export function recipientOf(site: Site): string | null {
  const candidates = ['Email' in site.crm ? site.crm.Email : undefined, site.settings.leadEmail, 'email' in site.settings ? site.settings.email : undefined];
  const found = candidates.find((c): c is string => typeof c === 'string' && c.includes('@'));
  return found ?? null;
}

/** A lead addressed to someone (an adviser) goes to them with the site in copy; otherwise to the site. */
export function addresseesOf(lead: Pick<LeadRow, 'recipients'>, site: Site): { to: string[]; cc: string[] } {
  let extra: string[] = [];
  try {
    const parsed: unknown = lead.recipients ? JSON.parse(lead.recipients) : [];
    if (Array.isArray(parsed)) extra = parsed.filter((e): e is string => typeof e === 'string' && e.includes('@'));
  } catch {
    extra = [];
  }
  const siteAddress = recipientOf(site);
  if (!extra.length) return { to: siteAddress ? [siteAddress] : [], cc: [] };
  return { to: extra, cc: siteAddress && !extra.includes(siteAddress) ? [siteAddress] : [] };
}

/** SMTP time limits, short so a stalled server fails an attempt instead of holding it for nodemailer's 10 minutes. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  /** Longest silence on an open connection (e.g. a server that stops answering after DATA). */
  socketMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 15_000 };

export function createEmailDeliverer(smtpUrl: string, from: string, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): Deliverer {
  // Built from an SMTPTransport: createTransport(url) ignores every option given beside a URL.
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: timeouts.connectionMs, greetingTimeout: timeouts.greetingMs, socketTimeout: timeouts.socketMs }),
  );
  return {
    async deliver(lead, site) {
      const { to, cc } = addresseesOf(lead, site);
      if (!to.length) throw new Error(`site ${site.id} has no contact e-mail`);
      const { subject, text } = leadNotification({ ...lead, payload: parsePayload(lead) }, site);
      // One Message-ID per lead: a mail sent twice (an attempt that timed out on our side but
      // reached the server) is recognised as the same message by the receiving mailbox.
      await transport.sendMail({ from, to, ...(cc.length ? { cc } : {}), subject, text, replyTo: lead.email ?? undefined, messageId: `<lead-${lead.id}@vitrine>` });
    },
  };
}

export function createWebhookDeliverer(url: string, timeoutMs = 10_000): Deliverer {
  return {
    async deliver(lead, site) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.id },
        body: JSON.stringify({
          id: lead.id,
          site: { id: site.id, family: site.family, name: site.name },
          type: lead.type,
          endpoint: lead.endpoint,
          firstname: lead.firstname,
          lastname: lead.lastname,
          email: lead.email,
          phone: lead.phone,
          message: lead.message,
          payload: parsePayload(lead),
          createdAt: lead.created_at,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}
