/**
 * A video-host link turned into its embeddable player address with autoplay (network spec §2: "a
 * video-host link is converted to an autoplay player address, played on click"). YouTube goes through
 * its privacy-enhanced host. Null for anything else: the page then links to the video instead.
 */
export function autoplayEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = /^[\w-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(embed|shorts)\/([\w-]+)/.exec(url.pathname)?.[2];
    return v && id.test(v) ? `https://www.youtube-nocookie.com/embed/${v}?autoplay=1&rel=0` : null;
  }
  if (host === 'youtu.be') {
    const v = url.pathname.slice(1);
    return id.test(v) ? `https://www.youtube-nocookie.com/embed/${v}?autoplay=1&rel=0` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = /(\d{5,12})/.exec(url.pathname)?.[1];
    return v ? `https://player.vimeo.com/video/${v}?autoplay=1` : null;
  }
  return null;
}
