import { localBusinessJsonLd } from '../../../domain/diag/json-ld';
import type { DiagSite } from '../../../domain/diag/site';
import { perObject } from '../../../domain/memo/per-object';

/**
 * A diag site's LocalBusiness at an origin, once per site version and origin (decisions 0057, 0061):
 * the home's hero and the family's default for pages without their own both ask for it.
 */
export const businessJsonLd = perObject((site: Pick<DiagSite, 'name' | 'crm'>, origin: string) => [localBusinessJsonLd(site, `${origin}/`)]);
