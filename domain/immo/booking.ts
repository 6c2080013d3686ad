/**
 * The meeting-booking widget (network spec §2, 'Final block embeds a third-party meeting-booking
 * widget'). Only hosts listed here can be framed: the Content-Security-Policy's frame-src lists them.
 */
export const BOOKING_HOSTS = ['https://calendly.com'] as const;

/** The widget's address when it is an https page of a listed host, else null (the block then offers a call). */
export function bookingEmbedUrl(link: string | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !(BOOKING_HOSTS as readonly string[]).includes(url.origin)) return null;
  // Calendly's embed options: no cookie banner of its own inside our frame (ours already asked).
  url.searchParams.set('hide_gdpr_banner', '1');
  return url.toString();
}
