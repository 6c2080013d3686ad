/**
 * A Host header the server can build a URL from: a DNS name (or IPv4, or [IPv6]) and an optional
 * port 1–65535. Anything else (a space, port 99999, a user-info part) is a 400, never a 500.
 */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i;

export function isValidHostHeader(host: string | undefined): boolean {
  if (!host || host.length > 300) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}
