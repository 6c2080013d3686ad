import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { energyLettersFromFigures } from '../../domain/listings/energy-letters';
import { POLIRIS } from '../../domain/listings/poliris';
import { ADMIN_ORIGIN } from './backoffice';

/**
 * Poliris lines built from the public field list (SeLoger spec v4.09, ranks 1 to 329), fictional
 * data: a compliant flat for sale in Sevran, and the changes that make a line break a rule.
 */
export const POLIRIS_FIELD_COUNT = 329;

const letters = energyLettersFromFigures({ kwhPerM2: 180, co2KgPerM2: 30 }, 52);

/** A flat for sale with every mention (rank → value); `n` varies its reference, title and price. */
export function saleFlat(n: number): Record<number, string> {
  return {
    1: 'maisonfort-sevran',
    [POLIRIS.reference]: `VE${String(n).padStart(4, '0')}`,
    [POLIRIS.offerType]: 'Vente',
    [POLIRIS.propertyType]: 'Appartement',
    [POLIRIS.zip]: '93270',
    [POLIRIS.city]: 'SEVRAN',
    7: 'France',
    [POLIRIS.price]: String(210_000 + n * 1050),
    [POLIRIS.fees]: '5',
    [POLIRIS.area]: '52.5',
    [POLIRIS.rooms]: '3',
    [POLIRIS.beds]: '2',
    [POLIRIS.title]: `Appartement 3 pièces n° ${n}`,
    [POLIRIS.description]: 'Très beau séjour sur balcon.<BR>Cuisine équipée, cave.',
    [POLIRIS.floor]: '2',
    [POLIRIS.baths]: '1',
    [POLIRIS.balconies]: '1',
    [POLIRIS.lift]: 'OUI',
    [POLIRIS.cellar]: 'OUI',
    [POLIRIS.exclusive]: 'NON',
    85: 'photo.jpg',
    94: 'Séjour',
    [POLIRIS.technicalId]: `T${n}`,
    [POLIRIS.energyKwh]: '180',
    [POLIRIS.energyLetter]: letters.overall ?? 'D',
    [POLIRIS.gesKg]: '30',
    [POLIRIS.gesLetter]: letters.ges ?? 'D',
    [POLIRIS.coownership]: 'OUI',
    [POLIRIS.lots]: '40',
    [POLIRIS.coownershipCharges]: '1800',
    [POLIRIS.procedure]: 'NON',
    301: '4.09',
    [POLIRIS.feesPaidBy]: '1',
    [POLIRIS.priceWithoutFees]: String(200_000 + n * 1000),
    [POLIRIS.energyCostMin]: '900',
    [POLIRIS.energyCostMax]: '1300',
    [POLIRIS.energyCostYear]: '2025',
  };
}

/** A flat to let, furnished, tenant fees within the lowest cap (52.5 m² × 8 €: 420 €; inventory 3 €/m²: 157 €). */
export function rentFlat(n: number): Record<number, string> {
  const sale = saleFlat(n);
  return {
    ...sale,
    [POLIRIS.reference]: `LO${String(n).padStart(4, '0')}`,
    [POLIRIS.offerType]: 'Location',
    [POLIRIS.price]: '1100',
    [POLIRIS.fees]: '400',
    [POLIRIS.charges]: '100',
    [POLIRIS.chargesMode]: '2',
    [POLIRIS.deposit]: '1000',
    [POLIRIS.inventoryFee]: '150',
    [POLIRIS.furnished]: 'NON',
    [POLIRIS.feesPaidBy]: '',
    [POLIRIS.priceWithoutFees]: '',
  };
}

/** One line as agency software writes it: every field quoted, `!#` between them. */
export function polirisLineText(values: Record<number, string>, count = POLIRIS_FIELD_COUNT): string {
  return Array.from({ length: count }, (_, i) => `"${values[i + 1] ?? ''}"`).join('!#');
}

export function polirisCsv(lines: Array<Record<number, string>>, encoding: 'utf8' | 'win1252' = 'win1252'): Uint8Array {
  const text = lines.map((l) => polirisLineText(l)).join('\r\n') + '\r\n';
  return encoding === 'utf8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'win1252');
}

export async function smallJpeg(colour = { r: 30, g: 90, b: 160 }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();
}

/** The ZIP the software sends: annonces.csv, Config.txt, Photos.cfg and the photo files. */
export function polirisZip(csv: Uint8Array, photos: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync({
    'Annonces.csv': csv,
    'Config.txt': Buffer.from('Version=4.09\r\nApplication=Logiciel fictif / 1.0\r\nDevise=Euro\r\n'),
    'Photos.cfg': Buffer.from('Mode=FULL\r\n'),
    ...photos,
  });
}

/** The import page's multipart post, as a browser sends it. */
export function importPost(bytes: Uint8Array | null, fields: Record<string, string>, name = 'export.zip'): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (bytes) form.set('file', new File([new Uint8Array(bytes)], name, { type: 'application/zip' }));
  return new Request(`${ADMIN_ORIGIN}/gestion/annonces/import`, { method: 'POST', body: form, headers: { origin: ADMIN_ORIGIN } });
}
