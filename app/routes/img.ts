import { isSafeMediaPath, isServedVariant, negotiateFormat, parseImageParams } from '../../domain/media/image-params';
import { renderImage } from '../../server/media/images.server';
import { servicesContext } from '../context';
import type { Route } from './+types/img';

// /img/{w,h,fit,f,q}/{media path}: resized, converted and cached seeded media and uploads (uploads/<sha256>.<ext>, from the database).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const splat = params['*'] ?? '';
  const slash = splat.indexOf('/');
  const options = slash > 0 ? parseImageParams(splat.slice(0, slash)) : null;
  const mediaPath = slash > 0 ? splat.slice(slash + 1) : '';
  if (!options || !isSafeMediaPath(mediaPath)) return new Response('Paramètres d’image invalides.', { status: 400 });
  if (!isServedVariant(options)) return new Response('Variante d’image non proposée (largeur, proportions, qualité ou format).', { status: 400 });
  const format = negotiateFormat(options.f, request.headers.get('accept'));
  try {
    const image = await renderImage(services.env.MEDIA_DIR, services.env.CACHE_DIR, mediaPath, options, format, (path) => services.backoffice.media.original(path));
    if (!image) return new Response('Image introuvable.', { status: 404 });
    return new Response(new Uint8Array(image.body), {
      headers: {
        'content-type': image.contentType,
        'cache-control': 'public, max-age=2592000, stale-while-revalidate=86400',
        vary: 'Accept',
      },
    });
  } catch (error) {
    services.errors.report(error, { mediaPath });
    return new Response('Image illisible.', { status: 422 });
  }
}
