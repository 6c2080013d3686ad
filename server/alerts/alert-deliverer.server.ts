import { latestPriceDrop } from '../../domain/listings/price-history';
import nodemailer from 'nodemailer';
import { isLocale, type Locale } from '../../domain/i18n/locale';
import type { Site } from '../../domain/sites/site';
import { recipientOf, type Deliverer } from '../leads/deliverers.server';
import { UndeliverableError } from '../leads/outbox.server';
import type { BuyerAlertRow, BuyerAlertsRepository } from '../repositories/buyer-alerts.server';
import type { ListingsRepository } from '../repositories/listings.server';
import { confirmUrl, unsubscribeApiUrl, unsubscribePageUrl } from './alert-links.server';
import { confirmationMail, matchesMail } from './alert-mail.server';

/**
 * The outbox channel 'alert': the e-mails of a buyer alert, each an outbox row whose `ref` names it
 * ('confirm:<alert>' or 'notify:<notification>'), retried and recorded like any delivery. It takes
 * no lead when the lead is stored: the alert's own code queues its rows.
 */
export function createAlertDeliverer(smtpUrl: string, from: string, secret: string, alerts: BuyerAlertsRepository, listings: ListingsRepository): Deliverer {
  const transport = nodemailer.createTransport(smtpUrl);
  const localeOf = (alert: BuyerAlertRow): Locale => (alert.locale && isLocale(alert.locale) ? alert.locale : 'fr');
  const brandOf = (site: Site) => site.settings.brand || site.name;
  const originOf = (alert: BuyerAlertRow, site: Site) => alert.origin ?? `https://${site.hosts[0] ?? 'localhost'}`;

  return {
    accepts: () => false,
    async deliver(_lead, site, delivery) {
      const [kind, id] = (delivery.ref ?? '').split(':');
      if (!id || (kind !== 'confirm' && kind !== 'notify')) throw new UndeliverableError(`alert delivery without a known ref (${delivery.ref ?? 'none'})`);
      const replyTo = recipientOf(site) ?? undefined;

      if (kind === 'confirm') {
        const alert = await alerts.byId(id);
        if (!alert) throw new UndeliverableError(`alert ${id} deleted`);
        // Confirmed or unsubscribed meanwhile: nothing left to ask.
        if (alert.status !== 'pending') return;
        const mail = await confirmationMail({ locale: localeOf(alert), brand: brandOf(site), firstName: alert.firstname, confirmUrl: confirmUrl(originOf(alert, site), alert.locale, alert.confirm_token) });
        await transport.sendMail({ from, to: alert.email, replyTo, ...mail });
        return;
      }

      const notification = await alerts.notification(id);
      if (!notification) throw new UndeliverableError(`alert notification ${id} deleted`);
      const alert = await alerts.byId(notification.alert_id);
      if (!alert) throw new UndeliverableError(`alert ${notification.alert_id} deleted`);
      // Unsubscribed between the match and the sending: the link must stop every e-mail.
      if (alert.status !== 'active') return;
      const cards = await listings.cards(JSON.parse(notification.listing_ids) as string[]);
      if (!cards.length) return;
      const origin = originOf(alert, site);
      // A cheaper listing says by how much and since when, from its price history (issue 32 item 5).
      const drops = Object.fromEntries(await Promise.all(cards.map(async (card) => [card.id, latestPriceDrop(await listings.priceHistory(card.id), card.price)] as const)));
      const mail = await matchesMail({ locale: localeOf(alert), brand: brandOf(site), firstName: alert.firstname, origin, cards, drops, unsubscribeUrl: unsubscribePageUrl(origin, alert.locale, secret, alert.id) });
      await transport.sendMail({
        from,
        to: alert.email,
        replyTo,
        ...mail,
        // RFC 2369 + RFC 8058: mail clients offer their own one-click unsubscribe button.
        headers: { 'List-Unsubscribe': `<${unsubscribeApiUrl(origin, secret, alert.id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    },
  };
}
