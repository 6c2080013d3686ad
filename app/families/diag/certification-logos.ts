import { logoKey } from '../../../domain/diag/crm';

/**
 * Marks of the known certification bodies (six) and insurers (two), keyed by logoKey(name).
 * The brands are fictional; unknown names are shown as text.
 */
const LOGOS: Record<string, { src: string; kind: 'certifier' | 'insurer' }> = {
  certivia: { src: '/logos/certivia.svg', kind: 'certifier' },
  qualidiagcertification: { src: '/logos/qualidiag.svg', kind: 'certifier' },
  normexpert: { src: '/logos/normexpert.svg', kind: 'certifier' },
  certibat: { src: '/logos/certibat.svg', kind: 'certifier' },
  diagcert: { src: '/logos/diagcert.svg', kind: 'certifier' },
  habitatcertification: { src: '/logos/habitat-certification.svg', kind: 'certifier' },
  assureliapro: { src: '/logos/assurelia.svg', kind: 'insurer' },
  mutuellebatimentpro: { src: '/logos/mutuelle-batiment.svg', kind: 'insurer' },
};

export function logoFor(name: string): string | null {
  return LOGOS[logoKey(name)]?.src ?? null;
}
