import { stripControlCharacters } from '../../domain/input/bounded-input';
import { priceQuote } from '../../domain/diagnostics/price-grid';
import { parisDay, slotToDateParam } from '../../domain/diagnostics/slot-format';
import { type DiagCalendar, fitsAt, isOfferedSlot } from '../../domain/diagnostics/calendar';
import type { Locale } from '../../domain/i18n/locale';
import type { QuoteCriteria } from '../../domain/quote/criteria';
import type { DiagnosticKey } from '../../domain/quote/required';
import type { Db } from '../db/database.server';
import { type LeadInput, LeadRefusedError } from '../leads/lead-service.server';
import { SLOT_NOT_OFFERED_MESSAGE, SLOT_TAKEN_MESSAGE } from '../../domain/diagnostics/booking-refusals';
import { bookInTransaction, busyVisits, calendarOfSite, gridOfSite, type StoredGrid } from './booking-store.server';
import { travelDistanceKm, visitLengthOf } from './funnel.server';
import { scheduleReminder } from './appointment-reminder.server';
import { queueAppointmentBooked } from './appointment-webhook.server';
import { EXPRESS_REQUEST_FIELD, EXPRESS_REQUEST_MISSING, EXPRESS_REQUEST_TEXT } from '../../domain/diagnostics/withdrawal';

/**
 * A step-2 post on a site with a grid or a calendar (issue 33): the firm price is stored with the
 * lead (the grid version it was priced with), and a chosen slot is booked in the lead's transaction.
 */
export interface PostBooking {
  siteId: string;
  grid: StoredGrid | null;
  distanceKm: number | null;
  /** The chosen slot 'YYYY-MM-DDTHH:MM', when the site has a calendar and one was chosen. */
  slot: string | null;
  slotOffered: boolean;
  /** The calendar and the Paris day, to fit the visit's length (decision 0142). */
  calendar: DiagCalendar | null;
  today: string;
  /** The visitor's express request to be visited within the withdrawal period (L. 221-25), when ticked. */
  expressRequestAt: string | null;
  /** The recap's address, carrying the idempotency key so it can show what was stored. */
  recapHref(recap: string): string;
}

export { SLOT_NOT_OFFERED_MESSAGE };

const KEY = /^[\w-]{1,120}$/;

/** Reads the slot and the grid; puts the slot in `date` (the spec's appointment parameter) so the lead and the recap carry it. */
export async function bookingForPost(db: Db, site: { id: string; crm: unknown }, body: Record<string, unknown>, request: Request, now: Date): Promise<PostBooking | null> {
  const today = parisDay(now);
  const [grid, calendar] = await Promise.all([gridOfSite(db, site.id, today), calendarOfSite(db, site.id)]);
  if (!grid && !calendar) return null;
  const chosen = typeof body.creneau === 'string' ? body.creneau.trim() : '';
  const slot = calendar && chosen ? chosen : null;
  if (slot) body.date = slotToDateParam(slot) ?? '';
  const rawKey = request.headers.get('idempotency-key') ?? (typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '');
  const key = stripControlCharacters(rawKey).trim().slice(0, 120);
  const address = (site.crm as { Address?: unknown } | null)?.Address;
  const criteria = { lat: String(body.lat ?? ''), lon: String(body.lon ?? ''), postcode: String(body.postcode ?? body.codePostal ?? '') };
  return {
    siteId: site.id,
    grid,
    distanceKm: travelDistanceKm(typeof address === 'string' ? address : '', criteria),
    slot,
    slotOffered: slot !== null && calendar !== null && isOfferedSlot(calendar, today, slot),
    calendar,
    today,
    expressRequestAt: body[EXPRESS_REQUEST_FIELD] === 'oui' || body[EXPRESS_REQUEST_FIELD] === true ? now.toISOString() : null,
    recapHref: (recap) => (KEY.test(key) ? `${recap}${recap.includes('?') ? '&' : '?'}cle=${encodeURIComponent(key)}` : recap),
  };
}

/** The lead with its firm price and appointment in the payload, and the booking in its transaction. */
export function withBooking(lead: LeadInput, booking: PostBooking, criteria: QuoteCriteria, diagnostics: readonly DiagnosticKey[], locale: Locale): LeadInput {
  const price = booking.grid ? priceQuote(booking.grid.grid, { diagnostics, bien: criteria.bien, surface: Number.parseInt(criteria.surface, 10), distanceKm: booking.distanceKm }) : null;
  const firmPrice =
    price?.kind === 'firm'
      ? { ...price, gridId: booking.grid!.id, distanceKm: booking.distanceKm }
      : null;
  const { slot, calendar } = booking;
  // The visit's length for what is priced (decision 0142): the slot must have room for all of it.
  const durationMinutes = calendar ? visitLengthOf(calendar, booking.grid, diagnostics, criteria.surface, booking.distanceKm) : 0;
  return {
    ...lead,
    payload: { ...(lead.payload as Record<string, unknown>), firmPrice, appointment: slot
        ? {
            startsAt: slot,
            durationMinutes,
            timeZone: 'Europe/Paris',
            // Recorded with the booking (issue 33 item 4): the request and the words the visitor ticked.
            expressRequest: booking.expressRequestAt ? { at: booking.expressRequestAt, text: EXPRESS_REQUEST_TEXT } : null,
          }
        : null },
    inTransaction: slot
      ? async (trx, stored) => {
          if (!booking.slotOffered) throw new LeadRefusedError(SLOT_NOT_OFFERED_MESSAGE[locale]);
          // Every offered slot is within the 14 days of withdrawal: the visit needs the express request (L. 221-25).
          if (!booking.expressRequestAt) throw new LeadRefusedError(EXPRESS_REQUEST_MISSING[locale]);
          // Checked again inside the transaction against the visits booked so far; the quarter-hour key settles a race.
          if (!calendar || !fitsAt(calendar, booking.today, [], slot, durationMinutes)) throw new LeadRefusedError(SLOT_NOT_OFFERED_MESSAGE[locale]);
          if (!fitsAt(calendar, booking.today, await busyVisits(trx, booking.siteId, booking.today), slot, durationMinutes)) throw new LeadRefusedError(SLOT_TAKEN_MESSAGE[locale]);
          const appointmentId = await bookInTransaction(trx, { siteId: booking.siteId, leadId: stored.id, startsAt: slot, durationMinutes, refusal: SLOT_TAKEN_MESSAGE[locale] });
          await queueAppointmentBooked(trx, { id: appointmentId, siteId: booking.siteId, leadId: stored.id, startsAt: slot, durationMinutes }, new Date(stored.created_at));
          await scheduleReminder(trx, stored.id, slot, new Date(stored.created_at));
        }
      : undefined,
  };
}
