import ipaddr from 'ipaddr.js';

/**
 * Where a network's webhook may post. A webhook URL is typed by an operator and fetched by our server:
 * left open, it reaches what only the server can reach (the database's port, a cloud's metadata at
 * 169.254.169.254, an admin page on 10.x). Only public unicast addresses are allowed; IPv4 written
 * inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 it carries. ipaddr.js names the special ranges
 * of the IANA registries (RFC 6890): anything but 'unicast' is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** Host names that name this machine or a private network, whatever DNS says. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * Why a webhook URL is refused before any DNS lookup, as a catalogue key, or null. A name is checked
 * again at each delivery, against the addresses it resolves to then (a name can be pointed at
 * 127.0.0.1 after it was accepted).
 */
export function webhookUrlProblem(value: string): 'webhooks.urlPrivate' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null; // the form's schema says the URL is invalid
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'webhooks.urlPrivate';
  return LOCAL_NAME.test(host.replace(/\.$/, '')) ? 'webhooks.urlPrivate' : null;
}
