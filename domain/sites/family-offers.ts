import { type Family, isFamily } from './site';

/** What a family's sites offer that the back-office has a page for: the header shows a page only to a member with such a site. */
export interface FamilyOffers {
  /** Diagnostic visits booked online (issue 33): the calendar and the price grid of the back-office. */
  appointments: boolean;
  /** Property listings (issue 32). */
  listings: boolean;
}

export const FAMILY_OFFERS: Readonly<Record<Family, FamilyOffers>> = {
  diag: { appointments: true, listings: false },
  immo: { appointments: false, listings: true },
  agence: { appointments: false, listings: true },
  recrutement: { appointments: false, listings: false },
};

/** Whether any of these families offers it (an unknown family offers nothing). */
export function anyFamilyOffers(families: Iterable<string>, offer: keyof FamilyOffers): boolean {
  for (const family of families) if (isFamily(family) && FAMILY_OFFERS[family][offer]) return true;
  return false;
}
