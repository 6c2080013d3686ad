import nodemailer from 'nodemailer';
import type { Site } from '../../domain/sites/site';
import type { LeadRow } from '../repositories/leads.server';
import type { Deliverer } from './deliverers.server';

/** An e-mail to the visitor who sent the lead (not to the business), with optional attachments. */
export interface ConfirmationMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: string | Buffer; contentType: string }>;
}

/**
 * Builds the confirmation of one lead type; throwing means "try again later" like any delivery.
 * `accepts`, when given, narrows which leads of the type get one (a quote with a booked slot).
 */
export type ConfirmationBuilder = ((lead: LeadRow, site: Site) => ConfirmationMail | Promise<ConfirmationMail>) & { accepts?: (lead: LeadRow) => boolean };

/**
 * The outbox channel 'confirmation': only lead types with a builder and an e-mail address take it, so
 * it is retried and recorded like the network's own copy, and never delays the visitor's answer.
 */
export function createConfirmationDeliverer(smtpUrl: string, from: string, builders: Record<string, ConfirmationBuilder>): Deliverer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    accepts: (lead) => Boolean(lead.email) && Object.hasOwn(builders, lead.type) && (builders[lead.type]!.accepts?.(lead) ?? true),
    async deliver(lead, site) {
      const build = builders[lead.type];
      if (!build) throw new Error(`no confirmation for lead type ${lead.type}`);
      const mail = await build(lead, site);
      await transport.sendMail({ from, ...mail });
    },
  };
}
