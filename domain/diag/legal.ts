import { z } from 'zod';
import type { DiagCrm } from './crm';
import { fullName } from './crm';
import { numberFormat } from '../format/intl';

/**
 * What the legal notice of a diag site must say (LCEN art. 6 III and 19, Code de commerce R123-237,
 * Code de la consommation L616-1, RGPD art. 13), from the CRM record and the site's settings.
 * The host and the consumer mediator are the network's: they come from the site's settings
 * (`legal.host`, `legal.mediator`), else the network defaults below (fictional demo values).
 */
const party = z.object({ name: z.string().min(1), address: z.string().min(1), phone: z.string().optional(), website: z.string().optional() });
export type LegalParty = z.infer<typeof party>;

export const DEFAULT_HOST: LegalParty = {
  name: 'Hexanuage SAS (hébergeur fictif de démonstration)',
  address: '10 rue des Serveurs, 59100 Roubaix',
  phone: '01 99 00 31 31',
  website: 'https://hexanuage.example',
};

export const DEFAULT_MEDIATOR: LegalParty = {
  name: 'Médiation Conso Habitat (médiateur fictif de démonstration)',
  address: '8 rue de la Paix, 75002 Paris',
  website: 'https://mediation-habitat.example',
};

/** `settings.legal` of a diag site; anything malformed reads as absent (the defaults apply). */
export const legalSettingsSchema = z
  .object({
    host: party.optional().catch(undefined),
    mediator: party.optional().catch(undefined),
    /** The registry (greffe) town of the RCS registration, when it is not the town of the address. */
    rcsCity: z.string().min(1).optional().catch(undefined),
  })
  .catch({});

export interface LegalNoticeContent {
  publisher: Array<[string, string]>;
  rcs: string | null;
  host: LegalParty;
  mediator: LegalParty;
  privacyContact: string | null;
}

const dash = '–';

/** '91234567800012' → '912 345 678' (the SIREN is the SIRET's first nine digits). */
export function sirenOf(siret: string | undefined): string | null {
  const digits = (siret ?? '').replace(/\D/g, '');
  return digits.length === 14 || digits.length === 9 ? digits.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1 ') : null;
}

/** The town of a French address ('42 rue X, 75015 Paris' → 'Paris'). */
export function townOf(address: string | undefined): string | null {
  const match = /\b\d{5}\s+(.+)$/.exec(address ?? '');
  return match ? match[1]!.trim() : null;
}

/** 'RCS Paris 912 345 678', or null when the SIRET is unknown. */
export function rcsRegistration(crm: DiagCrm, rcsCity?: string): string | null {
  const siren = sirenOf(crm.SIRET);
  const city = rcsCity ?? townOf(crm.Address);
  return siren && city ? `RCS ${city} ${siren}` : null;
}

export function legalNoticeContent(siteName: string, crm: DiagCrm, settings: Record<string, unknown>, formatPhone: (raw: string) => string): LegalNoticeContent {
  const legal = legalSettingsSchema.parse(settings.legal ?? {});
  const rcs = rcsRegistration(crm, legal.rcsCity);
  // The under-construction variant has no CRM phone yet: the default its settings supply (LCEN asks for one).
  const phone = crm.PhoneNumber || (typeof settings.defaultPhone === 'string' ? settings.defaultPhone : '');
  const capital = crm.CapitalSocial !== undefined && crm.CapitalSocial !== '' ? `${numberFormat('fr-FR').format(Number(crm.CapitalSocial) || 0)} €` : dash;
  return {
    publisher: [
      ['Raison sociale', siteName],
      ['Forme juridique', crm.TypeOfCompany ?? dash],
      ['Capital social', capital],
      ['Immatriculation', rcs ?? dash],
      ['SIRET', crm.SIRET ?? dash],
      ['N° de TVA intracommunautaire', crm.TVANumber ?? dash],
      ['Siège', crm.Address ?? dash],
      ['Directeur de la publication', fullName(crm) || dash],
      ['Téléphone', phone ? formatPhone(phone) : dash],
      ['Email', crm.Email ?? dash],
    ],
    rcs,
    host: legal.host ?? DEFAULT_HOST,
    mediator: legal.mediator ?? DEFAULT_MEDIATOR,
    privacyContact: crm.Email ?? null,
  };
}
