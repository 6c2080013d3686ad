import fr from '../../../app/i18n/locales/fr/gestion.json';
import type { FieldError } from '../../../domain/backoffice/site-form';
import { applySitePatch, pointerOf } from '../../../domain/backoffice/site-patch';
import { hostSchema, siteNameSchema } from '../../../domain/backoffice/site-identity';
import type { ApiSite, SiteUpdate } from '../../../domain/crm/api-schemas';
import { HostTaken, type SiteRecordRow, type SiteRecordsRepository } from '../../repositories/sites-admin.server';
import type { ApiCaller } from './api-keys.server';
import { etagOf } from './http.server';
import { ApiProblem, notFound } from './problem.server';

const MESSAGES: Record<string, string> = { ...(fr.siteForm.error as Record<string, string>), notEditable: 'Ce champ ne se modifie pas par l’API (ni dans le formulaire du site).' };

/** A back-office field message ('siteForm.error.…') in French, its values filled in. */
function french(error: FieldError): string {
  const text = MESSAGES[error.key.replace(/^siteForm\.error\./, '')] ?? MESSAGES.invalid ?? 'Valeur non valide.';
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error.values?.[name] ?? ''));
}

const refused = (errors: { pointer: string; detail: string }[]) => new ApiProblem(400, `Données refusées : ${errors.map((e) => `${e.pointer} ${e.detail}`).join(' ; ')}`, { errors });

/** A site as the API shows it (the same shape as GET /sites/{id}, so its ETag matches the read's). */
export const apiSiteOf = (site: SiteRecordRow): ApiSite => ({ id: site.id, name: site.name, family: site.family, hosts: site.hosts, crm: site.crm, settings: site.settings });

/**
 * Site writes of the CRM API (issue 34): a key of the network acts as the network's admin does in the
 * back-office's site form (app/routes/gestion/site.tsx): the same fields and checks, the same
 * repository write (audited in its transaction, the site's version bumped, its pages dropped).
 */
export class SitesApi {
  constructor(
    private readonly sites: SiteRecordsRepository,
    private readonly adminHost: string,
  ) {}

  async update(caller: ApiCaller, id: string, patch: SiteUpdate, ifMatch: (current: ApiSite) => void | Promise<void>): Promise<ApiSite> {
    const scope = { networkId: caller.networkId, siteIds: null };
    const site = await this.sites.find(scope, id);
    if (!site) throw notFound();
    const read = apiSiteOf(site);
    await ifMatch(read);
    const record = applySitePatch(site.family, site, { crm: patch.crm, settings: patch.settings });
    const errors = record.ok ? [] : Object.entries(record.errors).map(([pointer, error]) => ({ pointer, detail: french(error) }));
    let name: string | undefined;
    if (patch.name !== undefined) {
      const parsed = siteNameSchema.safeParse(patch.name);
      if (parsed.success) name = parsed.data;
      else errors.push({ pointer: '/name', detail: french({ key: parsed.error.issues[0]?.message ?? '' }) });
    }
    let hosts: string[] | undefined;
    if (patch.hosts !== undefined) {
      hosts = [];
      patch.hosts.forEach((host, i) => {
        const parsed = hostSchema.safeParse(host);
        if (!parsed.success) errors.push({ pointer: `/hosts/${i}`, detail: french({ key: parsed.error.issues[0]?.message ?? '' }) });
        else if (parsed.data === this.adminHost) errors.push({ pointer: `/hosts/${i}`, detail: french({ key: 'siteForm.error.hostAdmin' }) });
        else if (hosts?.includes(parsed.data)) errors.push({ pointer: `/hosts/${i}`, detail: french({ key: 'siteForm.error.hostTwice' }) });
        else hosts?.push(parsed.data);
      });
      if (patch.hosts.length > 10) errors.push({ pointer: '/hosts', detail: french({ key: 'siteForm.error.tooManyHosts' }) });
    }
    if (errors.length || !record.ok) throw refused(errors);
    const held = hosts ? await this.sites.hostHeldElsewhere(hosts, id) : null;
    if (held) throw new ApiProblem(409, french({ key: 'siteForm.error.hostTaken', values: { host: held } }), { errors: [{ pointer: pointerOf(['hosts', String(hosts?.indexOf(held))]), detail: french({ key: 'siteForm.error.hostTaken', values: { host: held } }) }] });
    const tag = etagOf(read);
    try {
      const found = await this.sites.update(
        { memberId: null, label: caller.name },
        scope,
        id,
        { ...(name !== undefined ? { name } : {}), ...(hosts ? { hosts } : {}), crm: record.crm, settings: record.settings, recordChanges: record.changed },
        new Date(),
        // Changed between the read above and the write: the patch was computed on a stale record.
        (current) => {
          if (etagOf(apiSiteOf(current)) !== tag) throw new ApiProblem(412, 'Le site a changé pendant la modification : relisez-le, puis renvoyez-la.');
        },
      );
      if (!found) throw notFound();
    } catch (error) {
      if (error instanceof HostTaken) throw new ApiProblem(409, french({ key: 'siteForm.error.hostTaken', values: { host: error.host } }));
      throw error;
    }
    const saved = await this.sites.find(scope, id);
    if (!saved) throw notFound();
    return apiSiteOf(saved);
  }
}
