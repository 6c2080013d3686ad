import { estimateRange, type Estimate } from '../../domain/valuation/estimate';
import type { PropertyAnswers, ValuationContact } from '../../domain/valuation/request';
import type { Site } from '../../domain/sites/site';
import type { Db } from '../db/database.server';
import { communeDirectory } from '../geo/commune-directory.server';
import type { Services } from '../services.server';
import { dvfPriceSource } from './price-table.server';

/** Endpoint and lead type of the valuation funnel's requests. */
export const VALUATION_ENDPOINT = '/api/evaluation';
export const VALUATION_LEAD_TYPE = 'estimation';

/** What the lead's payload keeps: step 1's answers, the commune found, the range shown, the adviser. */
export interface ValuationPayload {
  property: PropertyAnswers;
  civility: ValuationContact['civility'];
  commune: { insee: string; name: string } | null;
  estimate: Estimate;
  adviser: { id: string; slug: string; name: string } | null;
}

/** The commune of the address: the chosen suggestion, else the address base, else a postcode in the text. */
export async function communeOfAddress(services: Pick<Services, 'addresses'>, property: PropertyAnswers): Promise<{ insee: string; name: string } | null> {
  const directory = communeDirectory();
  const known = (insee: string | undefined) => {
    if (!insee) return null;
    // Paris, Lyon and Marseille arrondissements are not communes of the directory: keep their code.
    const commune = directory.byInsee(insee);
    return { insee, name: commune?.name ?? '' };
  };
  if (property.citycode) return known(property.citycode);
  const [first] = await services.addresses.search({ q: property.address, limit: 1, autocomplete: false });
  if (first?.citycode) return { insee: first.citycode, name: directory.byInsee(first.citycode)?.name ?? first.city };
  const zip = /\b(\d{5})\b/.exec(property.address)?.[1];
  const byZip = zip ? directory.byZip(zip)[0] : undefined;
  return byZip ? { insee: byZip.insee, name: byZip.name } : null;
}

/** The adviser the request goes to: the one chosen from a profile, else the first of the area's directory. */
export async function adviserForRequest(services: Pick<Services, 'advisers'>, site: Site, slug: string, insee: string | null) {
  if (slug) {
    const found = await services.advisers.bySlug(slug);
    if (found && found.adviser.networkSiteId === site.id) return found.adviser;
  }
  if (!insee) return null;
  const commune = communeDirectory().byInsee(insee);
  if (!commune) return null;
  const { items } = await services.advisers.directory(site.id, { place: { kind: 'commune', insee: commune.insee, zip: null, name: null }, pageSize: 1 });
  return items[0]?.adviser ?? null;
}

export function estimateFor(property: PropertyAnswers, insee: string | null): Estimate {
  return estimateRange({ insee, type: property.type, surface: Number(property.surface), condition: property.condition }, dvfPriceSource());
}

/** A stored request of this site, by its unguessable id (step 3); null for any other id. */
export async function findValuationRequest(db: Db, site: Pick<Site, 'id'>, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const row = await db.selectFrom('leads').selectAll().where('id', '=', id).where('site_id', '=', site.id).where('endpoint', '=', VALUATION_ENDPOINT).executeTakeFirst();
  if (!row) return null;
  let payload: ValuationPayload | null = null;
  try {
    payload = JSON.parse(row.payload) as ValuationPayload;
  } catch {
    payload = null;
  }
  return payload ? { row, payload } : null;
}
