import type { DiagCalendar } from '../../domain/diagnostics/calendar';
import { fittingSlots, isOfferedSlot } from '../../domain/diagnostics/calendar';
import { visitLength, visitLengthSentence } from '../../domain/diagnostics/visit-length';
import { coveredKeys } from '../../domain/quote/existing-status';
import { offeredKeys } from '../../domain/quote/offered';
import { defaultStates, includedKeys } from '../../domain/quote/selection';
import type { PriceGrid } from '../../domain/diagnostics/price-grid';
import { parisDay } from '../../domain/diagnostics/slot-format';
import type { Locale } from '../../domain/i18n/locale';
import type { QuoteCriteria } from '../../domain/quote/criteria';
import type { DiagnosticKey } from '../../domain/quote/required';
import { parseSlotParam, slotLabel } from '../../domain/quote/slots';
import { slotToDateParam } from '../../domain/diagnostics/slot-format';
import type { Db } from '../db/database.server';
import { communeDirectory, distanceKm } from '../geo/commune-directory.server';
import { busyVisits, calendarOfSite, gridOfSite } from './booking-store.server';

/**
 * What the quote funnel adds when a diag site has a price grid and a calendar (issue 33): the grid
 * in force and the distance from the office (the browser prices the visitor's selection with the
 * same pure function as the server), and the free slots of the next 14 days.
 */
export interface SlotOption {
  /** 'YYYY-MM-DDTHH:MM', Paris time: the form's value. */
  value: string;
  /** 'Mardi 1 décembre à 8h30'. */
  label: string;
  /** 'Mardi 1 décembre': the group it is listed under. */
  day: string;
}

export interface FunnelBooking {
  grid: { id: string; grid: PriceGrid } | null;
  distanceKm: number | null;
  /** Whether the site has a calendar (without one the form offers no slot). */
  calendar: boolean;
  /** The visit's estimated length in minutes for the selection (decision 0142); null without a calendar. */
  visitMinutes: number | null;
  /** "Durée estimée de la visite : 3 h 15" in the page's language. */
  visitLength?: string;
  /** The free starts where a visit of that length fits. */
  slots: SlotOption[];
}

const POSTCODE = /\b(\d{5})\b/;

function communeCentre(postcode: string | undefined | null): { lat: number; lng: number } | null {
  if (!postcode) return null;
  const commune = communeDirectory().byZip(postcode).find((c) => c.lat !== null && c.lng !== null);
  return commune ? { lat: commune.lat!, lng: commune.lng! } : null;
}

/** From the office's commune centre (its CRM address) to the property (its picked address, or its commune's centre). */
export function travelDistanceKm(officeAddress: string, criteria: Pick<QuoteCriteria, 'lat' | 'lon' | 'postcode'>): number | null {
  const office = communeCentre(POSTCODE.exec(officeAddress)?.[1]);
  const lat = Number.parseFloat(criteria.lat);
  const lng = Number.parseFloat(criteria.lon);
  const property = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : communeCentre(criteria.postcode);
  if (!office || !property) return null;
  return Math.round(distanceKm(office, property) * 10) / 10;
}

function officeAddress(crm: unknown): string {
  const address = (crm as { Address?: unknown } | null)?.Address;
  return typeof address === 'string' ? address : '';
}

export function slotOption(value: string, locale: Locale): SlotOption | null {
  const parsed = parseSlotParam(slotToDateParam(value));
  if (parsed.kind !== 'slot') return null;
  const label = slotLabel(parsed.date, locale);
  const at = label.lastIndexOf(locale === 'en' ? ' at ' : ' à ');
  return { value, label, day: at > 0 ? label.slice(0, at) : label };
}

/** The diagnostics a quote of these answers includes by default (the step-2 toggles untouched), less the reports still valid. */
export function defaultDiagnostics(crm: unknown, criteria: QuoteCriteria, today: string): DiagnosticKey[] {
  const covered = coveredKeys(criteria.existants, criteria.projet, today);
  return includedKeys(criteria, defaultStates(), offeredKeys((crm ?? {}) as Record<string, unknown>)).filter((k) => !covered.includes(k));
}

/** The visit's length for this selection on this site (decision 0142): the owner's minutes, the surface, the price's travel zone. */
export function visitLengthOf(calendar: DiagCalendar, grid: { grid: PriceGrid } | null, diagnostics: readonly DiagnosticKey[], surface: string, distanceKm: number | null): number {
  return visitLength({ diagnostics, surface: Number.parseInt(surface, 10), distanceKm, travelZones: grid?.grid.travelZones ?? [], minutes: calendar.visitMinutes });
}

/**
 * Step 2's grid, distance, visit length and the free starts where that visit fits. `diagnostics` is the
 * selection priced (the default one when omitted).
 */
export async function funnelBooking(db: Db, site: { id: string; crm: unknown }, criteria: QuoteCriteria, now: Date, locale: Locale, diagnostics?: readonly DiagnosticKey[]): Promise<FunnelBooking | null> {
  const today = parisDay(now);
  const [grid, calendar] = await Promise.all([gridOfSite(db, site.id, today), calendarOfSite(db, site.id)]);
  if (!grid && !calendar) return null;
  const distance = travelDistanceKm(officeAddress(site.crm), criteria);
  const length = calendar ? visitLengthOf(calendar, grid, diagnostics ?? defaultDiagnostics(site.crm, criteria, today), criteria.surface, distance) : null;
  const slots = calendar && length !== null ? fittingSlots(calendar, today, await busyVisits(db, site.id, today), length) : [];
  return {
    grid,
    distanceKm: distance,
    calendar: calendar !== null,
    visitMinutes: length,
    ...(length !== null ? { visitLength: visitLengthSentence(length, locale) } : {}),
    slots: slots.map((s) => slotOption(s, locale)).filter((s): s is SlotOption => s !== null),
  };
}

/** A slot a post may book today: offered by the calendar (taken ones are left to the unique index). */
export function bookableSlot(calendar: DiagCalendar | null, slot: string, now: Date): boolean {
  return calendar !== null && isOfferedSlot(calendar, parisDay(now), slot);
}
