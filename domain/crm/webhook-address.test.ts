import { describe, expect, it } from 'vitest';
import { isPublicAddress, webhookUrlProblem } from './webhook-address';

// Ranges from the IANA special-purpose address registries (RFC 6890 and its updates), not from the code.
const refused: [string, string][] = [
  ['127.0.0.1', 'loopback, RFC 1122'],
  ['127.255.255.254', 'loopback, whole 127/8'],
  ['10.0.0.1', 'private, RFC 1918'],
  ['172.16.0.1', 'private, RFC 1918 (172.16/12 start)'],
  ['172.31.255.254', 'private, RFC 1918 (172.16/12 end)'],
  ['192.168.1.10', 'private, RFC 1918'],
  ['169.254.169.254', 'link-local, RFC 3927 (cloud metadata)'],
  ['100.64.0.1', 'shared address space, RFC 6598'],
  ['0.0.0.0', '"this host", RFC 1122'],
  ['255.255.255.255', 'limited broadcast, RFC 919'],
  ['224.0.0.1', 'multicast, RFC 5771'],
  ['192.0.2.10', 'documentation TEST-NET-1, RFC 5737'],
  ['198.18.0.1', 'benchmarking, RFC 2544'],
  ['240.0.0.1', 'reserved, RFC 1112'],
  ['::1', 'IPv6 loopback, RFC 4291'],
  ['::', 'IPv6 unspecified, RFC 4291'],
  ['fc00::1', 'unique local, RFC 4193'],
  ['fd12:3456::1', 'unique local, RFC 4193'],
  ['fe80::1', 'IPv6 link-local, RFC 4291'],
  ['ff02::1', 'IPv6 multicast, RFC 4291'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback, RFC 4291'],
  ['::ffff:10.1.2.3', 'IPv4-mapped private'],
  ['2001:db8::1', 'IPv6 documentation, RFC 3849'],
  ['not-an-ip', 'not an address'],
];
const allowed: [string, string][] = [
  ['8.8.8.8', 'public IPv4'],
  ['93.184.215.14', 'public IPv4'],
  ['172.32.0.1', 'just past 172.16/12'],
  ['100.128.0.1', 'just past 100.64/10'],
  ['2001:4860:4860::8888', 'public IPv6'],
  ['::ffff:8.8.8.8', 'IPv4-mapped public'],
];

describe('isPublicAddress', () => {
  it.each(refused)('refuses %s (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(allowed)('allows %s (%s)', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('webhookUrlProblem', () => {
  it.each([
    ['https://127.0.0.1/hook'],
    ['http://localhost:8080/hook'],
    ['https://api.localhost/hook'],
    ['https://[::1]/hook'],
    ['https://[::ffff:7f00:1]/hook'],
    ['https://169.254.169.254/latest/meta-data'],
    ['https://printer.local/'],
    ['https://crm.internal/hook'],
    ['https://10.0.0.5:8443/hook'],
  ])('refuses %s before any lookup', (url) => expect(webhookUrlProblem(url)).toBe('webhooks.urlPrivate'));
  it.each([['https://crm.example.com/hook'], ['https://8.8.8.8/hook'], ['https://[2001:4860:4860::8888]/hook'], ['https://hooks.localhost.example.com/x']])(
    'lets %s through to the delivery-time check',
    (url) => expect(webhookUrlProblem(url)).toBeNull(),
  );
});
