import { action as listingAction, loader as listingLoader } from '../../app/routes/gestion/listing';
import { action as newListingAction, loader as newListingLoader } from '../../app/routes/gestion/listing-new';
import { loader as listingsLoader } from '../../app/routes/gestion/listings';
import { energyLettersFromFigures } from '../../domain/listings/energy-letters';

export { listingAction, listingLoader, listingsLoader, newListingAction, newListingLoader };

const letters = energyLettersFromFigures({ kwhPerM2: 180, co2KgPerM2: 30 }, 52);

/** A flat for sale in Sevran as the editor posts it, with every mention the gate asks for. */
export const COMPLETE_FLAT: Record<string, string> = {
  intent: 'save',
  state: 'published',
  transaction: 'sale',
  type: 'Appartement',
  title: 'Appartement lumineux près de la gare',
  description: 'Trois pièces au deuxième étage, séjour sur balcon.',
  price: '210000',
  'sale.feePercent': '5',
  'sale.feesPaidBy': 'acquereur',
  'sale.priceWithoutFees': '200000',
  zip: '93270',
  city: 'Sevran',
  area: '52',
  rooms: '3',
  beds: '2',
  baths: '1',
  floor: '2',
  'energy.kind': 'dpe',
  'energy.kwhPerM2': '180',
  'energy.dpeLetter': letters.overall ?? 'D',
  'energy.co2KgPerM2': '30',
  'energy.gesLetter': letters.ges ?? 'D',
  'energy.costMin': '900',
  'energy.costMax': '1300',
  'energy.costReferenceYear': '2025',
  georisquesMention: 'on',
  'coownership.lots': '40',
  'coownership.yearlyCharges': '1800',
  'newPhoto.src': 'listings/appartement-1.svg',
  'newPhoto.alt': 'Séjour avec balcon',
};

/** The same flat as a draft with only its title, type and town. */
export const DRAFT_FLAT: Record<string, string> = { intent: 'save', state: 'draft', transaction: 'sale', type: 'Appartement', title: 'Appartement à compléter', zip: '93270', city: 'Sevran', 'energy.kind': 'none' };
