import type { AgenceSite } from '../../../../domain/agence/site';
import type { Geocoder } from '../../../../server/geo/geocoder.server';
import { communeDirectory } from '../../../../server/geo/commune-directory.server';
import { defineLoader } from '../../../blocks/loader-types';
import type { agenceContactBlock } from './AgenceContact.block';

/** The agency's position: its address through the address service, else the centre of its postcode's town. */
async function positionOf(geocoder: Geocoder, address: string): Promise<{ lat: number; lon: number } | null> {
  const found = await geocoder.locate(address).catch(() => null);
  if (found) return found;
  const zip = /\b(\d{5})\b/.exec(address)?.[1];
  const town = zip ? communeDirectory().byZip(zip)[0] : undefined;
  return town?.lat != null && town.lng != null ? { lat: town.lat, lon: town.lng } : null;
}

export const agenceContactLoader = defineLoader<typeof agenceContactBlock>(async (ctx) => {
  const site = ctx.site as AgenceSite;
  const { showAddress, address, listCities } = site.settings;
  const position = showAddress && address ? await positionOf(ctx.services.geocoder, address) : null;
  return {
    data: { position },
    seo: { title: 'Contact · {site}', description: `Contactez ${site.name}, vos conseillers immobiliers à ${listCities.join(', ')} : téléphone, e-mail, message.` },
  };
});
