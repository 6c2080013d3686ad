import type { RouterContextProvider } from 'react-router';
import { canEditSites, isNetworkAdmin, type Member } from '../../../domain/backoffice/grants';
import type { SiteScope } from '../../../server/repositories/sites-admin.server';
import { notFound, requireMember } from './guard.server';

/**
 * A member who may open site records: a network admin (every site of its network) or a site owner (its
 * own sites). An adviser, like a signed-out visitor on a page it does not have, gets 404.
 */
export function requireSiteEditor(context: Readonly<RouterContextProvider>): { member: Member; scope: SiteScope; asAdmin: boolean } {
  const { member } = requireMember(context);
  if (!canEditSites(member)) notFound();
  const asAdmin = isNetworkAdmin(member);
  return { member, asAdmin, scope: { networkId: member.networkId, siteIds: asAdmin ? null : member.siteIds } };
}

/** A network admin, or 404 (creating, publishing, the audit log). */
export function requireNetworkAdmin(context: Readonly<RouterContextProvider>): { member: Member; scope: SiteScope } {
  const { member } = requireMember(context);
  if (!isNetworkAdmin(member)) notFound();
  return { member, scope: { networkId: member.networkId, siteIds: null } };
}
