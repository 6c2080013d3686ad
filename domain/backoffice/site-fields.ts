import type { Family } from '../sites/site';

/**
 * Which fields of a site's record the back-office shows, per family, and which of them a site owner may
 * change (issue 29 item 5: 'the CRM fields the network allows'). Only the list lives here: each field's
 * type, optionality, bounds and default come from the family's own schema (site-form.ts reads them), the
 * one that parses the record at the repository edge.
 *
 * - `path`: where the value sits in the row, `crm` or `settings` first ('settings.numeroTel').
 * - `as`: how the text is typed when the schema alone says only 'string' (a phone number, an e-mail,
 *   a web address, a long text); a phone or an e-mail is then also checked as one.
 * - `owner`: a site owner may edit it (contact details, description, area); otherwise network admins only.
 *   Hosts, family, name and publication are never a site owner's.
 */
export interface SiteField {
  path: readonly [part: 'crm' | 'settings', ...keys: string[]];
  as?: 'tel' | 'email' | 'url' | 'textarea';
  owner?: true;
}

const f = (path: string, options: Omit<SiteField, 'path'> = {}): SiteField => ({ path: path.split('.') as unknown as SiteField['path'], ...options });

export const SITE_FIELDS: Record<Family, readonly SiteField[]> = {
  diag: [
    f('crm.FirstName', { owner: true }),
    f('crm.LastName', { owner: true }),
    f('crm.PhoneNumber', { as: 'tel', owner: true }),
    f('crm.Email', { as: 'email', owner: true }),
    f('crm.Address', { owner: true }),
    f('crm.ActivSecteur', { owner: true }),
    f('crm.ActivContactText', { as: 'textarea', owner: true }),
    f('crm.ActivTarifs', { as: 'textarea', owner: true }),
    f('crm.SocialFacebookUrl', { as: 'url', owner: true }),
    f('crm.SocialInstagramUrl', { as: 'url', owner: true }),
    f('crm.SocialLinkedinUrl', { as: 'url', owner: true }),
    f('crm.SIRET'),
    f('crm.TypeOfCompany'),
    f('crm.TVANumber'),
    f('crm.ActivOrganismeCertificateur'),
    f('crm.ActivNumeroCertification', { owner: true }),
    f('crm.ActivAssurance'),
    f('settings.brand'),
    f('settings.underConstruction'),
    f('settings.defaultPhone', { as: 'tel' }),
    f('settings.leadEmail', { as: 'email' }),
    f('settings.trackingId'),
  ],
  immo: [
    f('settings.phone', { as: 'tel', owner: true }),
    f('settings.email', { as: 'email', owner: true }),
    f('settings.brand'),
    f('settings.bookingUrl', { as: 'url' }),
    f('settings.leadEmail', { as: 'email' }),
    f('settings.trackingId'),
    f('crm.portals'),
  ],
  agence: [
    f('settings.numeroTel', { as: 'tel', owner: true }),
    f('settings.email', { as: 'email', owner: true }),
    f('settings.address', { owner: true }),
    f('settings.listCities', { owner: true }),
    f('settings.brand'),
    f('settings.showLouer'),
    f('settings.showAddress'),
    f('settings.showAvatar'),
    f('settings.leadEmail', { as: 'email' }),
    f('settings.trackingId'),
    f('crm.keyFigures.recommendPercent'),
    f('crm.keyFigures.salesIn36Months'),
    f('crm.keyFigures.visibilityPercent'),
    f('crm.keyFigures.portals'),
  ],
  recrutement: [
    f('settings.phone', { as: 'tel', owner: true }),
    f('settings.email', { as: 'email', owner: true }),
    f('settings.brand'),
    f('settings.leadEmail', { as: 'email' }),
    f('settings.trackingId'),
  ],
};

/** A field's name in a form and in an audit entry: its path, dotted. */
export const fieldName = (field: SiteField): string => field.path.join('.');

/** The fields a member may edit: every listed one for a network admin, the `owner` ones for a site owner. */
export function editableFields(family: Family, asAdmin: boolean): readonly SiteField[] {
  return asAdmin ? SITE_FIELDS[family] : SITE_FIELDS[family].filter((field) => field.owner);
}
