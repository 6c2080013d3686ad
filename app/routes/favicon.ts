import sharp from 'sharp';
import { FAMILIES } from '../../domain/sites/site';
import { siteContext } from '../context';
import { familyServer } from '../families/index.server';
import type { Route } from './+types/favicon';

// Each family's mark as the tab icon, rendered once per mark. No site (the directory): the first family's.
const rendered = new Map<string, Promise<Buffer>>();

export async function loader({ context }: Route.LoaderArgs) {
  const resolution = context.get(siteContext);
  const svg = familyServer(resolution.kind === 'site' ? resolution.site.family : FAMILIES[0]).faviconSvg;
  let png = rendered.get(svg);
  if (!png) {
    png = sharp(Buffer.from(svg)).resize(48, 48).png().toBuffer();
    rendered.set(svg, png);
  }
  return new Response(new Uint8Array(await png), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=604800' } });
}
