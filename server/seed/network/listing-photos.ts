import type { FeatureFlag, ListingPhoto, PropertyType } from '../../../domain/listings/listing';
import { photoPath, type PhotoScene } from '../../../domain/media/generated-photo';
import type { Random } from './random';

/**
 * Each demo listing's own photos: the scenes its rooms and equipment call for, each rendered on
 * first request from a seed drawn here (server/media/photo-scenes.server.ts), so no two listings share
 * a picture and nothing but the path is stored. Alt texts say what each one shows.
 */
export interface PhotoSubject {
  kind: 'appartement' | 'maison' | 'terrain' | 'parking';
  type: PropertyType;
  title: string;
  city: string;
  beds: number | null;
  features: Record<FeatureFlag, boolean>;
}

function seedOf(random: Random): string {
  return Math.floor(random() * 36 ** 8).toString(36).padStart(8, '0');
}

export function listingPhotos(random: Random, subject: PhotoSubject): ListingPhoto[] {
  const shots: Array<[PhotoScene, string]> = [];
  const { kind, features } = subject;
  if (kind === 'terrain') shots.push(['terrain', 'Vue du terrain'], ['terrain', 'Le terrain depuis la voie d’accès']);
  else if (kind === 'parking') shots.push(['parking', subject.type === 'Garage' ? 'Le garage' : 'La place de stationnement']);
  else {
    shots.push(kind === 'maison' ? ['maison', 'Façade de la maison'] : ['immeuble', 'Façade de l’immeuble']);
    shots.push(['sejour', subject.type === 'Studio' ? 'Pièce de vie' : 'Séjour'], ['cuisine', 'Cuisine']);
    const bedrooms = Math.min(2, subject.beds ?? 0);
    for (let i = 1; i <= bedrooms; i += 1) shots.push(['chambre', bedrooms > 1 ? `Chambre ${i}` : 'Chambre']);
    shots.push(['salle-de-bains', 'Salle de bains']);
    if (features.jardin) shots.push(['jardin', 'Jardin']);
    else if (features.terrasse || features.balcon) shots.push(['exterieur', features.terrasse ? 'Terrasse' : 'Balcon']);
  }
  return shots.map(([scene, label], i) => ({ id: `p${i + 1}`, src: photoPath(scene, seedOf(random)), alt: `${label} — ${subject.title} à ${subject.city}` }));
}
