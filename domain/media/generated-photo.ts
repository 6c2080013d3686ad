/**
 * The demo listings' photos are rendered on request from their path (issue 38 item 12): the scene
 * and a seed, e.g. listings/photos/sejour-k3x9a0bz.jpg. Pure: the path's grammar only.
 */
export const PHOTO_SCENES = ['maison', 'immeuble', 'sejour', 'cuisine', 'chambre', 'salle-de-bains', 'jardin', 'exterieur', 'terrain', 'parking'] as const;
export type PhotoScene = (typeof PHOTO_SCENES)[number];

const PATTERN = /^listings\/photos\/([a-z-]+)-([a-z0-9]{8})\.jpg$/;

export function photoPath(scene: PhotoScene, seed: string): string {
  return `listings/photos/${scene}-${seed}.jpg`;
}

export function parsePhotoPath(path: string): { scene: PhotoScene; seed: string } | null {
  const match = PATTERN.exec(path);
  if (!match || !(PHOTO_SCENES as readonly string[]).includes(match[1]!)) return null;
  return { scene: match[1] as PhotoScene, seed: match[2]! };
}
