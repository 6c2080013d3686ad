import type { RouterContextProvider } from 'react-router';
import type { Member } from '../../../domain/backoffice/grants';
import { type ListingEditorScope, listingScopeOf } from '../../../server/backoffice/listing-editor.server';
import { requireMember } from './guard.server';

/** Every member edits listings, within its scope: an adviser its own, a site owner its sites', a network admin its network's. */
export function requireListingEditor(context: Readonly<RouterContextProvider>): { member: Member; scope: ListingEditorScope; choosesAdviser: boolean } {
  const { member } = requireMember(context);
  return { member, scope: listingScopeOf(member), choosesAdviser: member.role !== 'adviser' };
}
