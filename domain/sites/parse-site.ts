import { parseAgenceSite, toAgencePublicSite } from '../agence/site';
import { parseDiagSite, toDiagPublicSite } from '../diag/site';
import { parseImmoSite, toImmoPublicSite } from '../immo/site';
import { parseRecrutementSite, toRecrutementPublicSite } from '../recrutement/site';
import type { PublicSite, RawSite, Site } from './site';

/** A site row's CRM record and settings read once, by its family's schemas (the repository's edge). */
export function parseSite(raw: RawSite): Site {
  switch (raw.family) {
    case 'diag':
      return parseDiagSite({ ...raw, family: raw.family });
    case 'immo':
      return parseImmoSite({ ...raw, family: raw.family });
    case 'agence':
      return parseAgenceSite({ ...raw, family: raw.family });
    case 'recrutement':
      return parseRecrutementSite({ ...raw, family: raw.family });
  }
}

/** What the browser receives of a site: its family's allow-list, never the raw record. */
export function toPublicSite(site: Site, origin: string): PublicSite {
  switch (site.family) {
    case 'diag':
      return toDiagPublicSite(site, origin);
    case 'immo':
      return toImmoPublicSite(site, origin);
    case 'agence':
      return toAgencePublicSite(site, origin);
    case 'recrutement':
      return toRecrutementPublicSite(site, origin);
  }
}
