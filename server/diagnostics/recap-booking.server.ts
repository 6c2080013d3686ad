import type { PriceQuote } from '../../domain/diagnostics/price-grid';
import type { Db } from '../db/database.server';
import { findLeadByKey } from '../repositories/leads.server';
import { appointmentOfLeadKey } from './booking-store.server';

/** What the recap shows of a stored quote lead (issue 33): its firm price as priced, and its appointment. */
export interface RecapBooking {
  price: (Extract<PriceQuote, { kind: 'firm' }> & { distanceKm: number | null }) | null;
  appointment: { startsAt: string; cancelled: boolean } | null;
}

export async function recapBooking(db: Db, siteId: string, key: string | null): Promise<RecapBooking | null> {
  if (!key || key.length > 120) return null;
  const lead = await findLeadByKey(db, siteId, key);
  if (!lead || lead.type !== 'devis') return null;
  let price: RecapBooking['price'] = null;
  try {
    const stored = (JSON.parse(lead.payload) as { firmPrice?: RecapBooking['price'] } | null)?.firmPrice;
    if (stored && stored.kind === 'firm') price = stored;
  } catch {
    // an unreadable payload shows no price
  }
  const appointment = await appointmentOfLeadKey(db, siteId, key);
  return { price, appointment: appointment ? { startsAt: appointment.startsAt, cancelled: appointment.cancelled } : null };
}
