import sharp from 'sharp';
import { siteContext } from '../context';
import type { Route } from './+types/favicon';

// Each family's mark as the tab icon, rendered once per family.
const MARKS: Record<string, string> = {
  diag: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="#13406f"/><path d="M10 24 24 12l14 12v13a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V24Z" fill="#fff"/><path d="m17 28 5 5 9-10" fill="none" stroke="#1f7a4d" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
  network: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0f5c63"/><path d="M8 21 20 10l12 11v10a1 1 0 0 1-1 1h-7v-7h-8v7H9a1 1 0 0 1-1-1V21Z" fill="#b5892e"/></svg>',
};
const rendered = new Map<string, Promise<Buffer>>();

export async function loader({ context }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  const key = resolution.kind === 'site' && resolution.site.family !== 'diag' ? 'network' : 'diag';
  let png = rendered.get(key);
  if (!png) {
    png = sharp(Buffer.from(MARKS[key] as string)).resize(48, 48).png().toBuffer();
    rendered.set(key, png);
  }
  return new Response(new Uint8Array(await png), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' } });
}
