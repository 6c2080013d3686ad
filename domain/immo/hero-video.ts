/**
 * The home hero's looping background video (network spec §2: 'chosen by the current second').
 * Chosen on the server and sent with the page, so the browser renders exactly what the server did.
 */

/** A video the site may loop: a same-site path ('/media/…') or an https address. */
export function isAcceptableVideoSource(src: string): boolean {
  if (src.startsWith('/')) return !src.startsWith('//') && !src.includes('\\');
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The video of this second: videos[second % count]; null when the site has none. */
export function heroVideoFor(videos: readonly string[], at: Date): string | null {
  const usable = videos.filter(isAcceptableVideoSource);
  if (!usable.length) return null;
  return usable[at.getUTCSeconds() % usable.length] ?? null;
}

/** Whether playing `src` contacts another host than the site's own (then it waits for consent). */
export function isThirdPartySource(src: string, siteOrigin: string): boolean {
  try {
    return new URL(src, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}
