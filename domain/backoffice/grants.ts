/**
 * What a member of the back-office may see, from its role (issue 29):
 * - network admin: every site of its network;
 * - site owner: the sites granted to it (member_sites), within its network;
 * - adviser: the leads assigned to it, on the sites granted to it.
 * The repository layer applies this scope to every read and write; a row outside it is "not found".
 */
export type Role = 'network-admin' | 'site-owner' | 'adviser';
export const ROLES: readonly Role[] = ['network-admin', 'site-owner', 'adviser'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export interface Member {
  id: string;
  userId: string;
  networkId: string;
  role: Role;
  displayName: string;
  email: string;
  siteIds: readonly string[];
}

export interface Scope {
  networkId: string;
  /** null: every site of the network. */
  siteIds: readonly string[] | null;
  /** Set for advisers: only the leads assigned to this member. */
  assignedTo: string | null;
}

export function scopeOf(member: Member): Scope {
  switch (member.role) {
    case 'network-admin':
      return { networkId: member.networkId, siteIds: null, assignedTo: null };
    case 'site-owner':
      return { networkId: member.networkId, siteIds: member.siteIds, assignedTo: null };
    case 'adviser':
      return { networkId: member.networkId, siteIds: member.siteIds, assignedTo: member.id };
  }
}

/** Who may invite members and revoke them: network admins only. */
export const canManageMembers = (member: Member): boolean => member.role === 'network-admin';

/** Who may move a lead through the workflow and assign it: admins and owners; an adviser works its own leads. */
export const canAssign = (member: Member): boolean => member.role !== 'adviser';

/** Who opens site records: network admins (every site of the network, every field) and site owners (their sites, the fields allowed). */
export const canEditSites = (member: Member): boolean => member.role !== 'adviser';

/** Who reads the audit log, creates, publishes and unpublishes sites: network admins only. */
export const isNetworkAdmin = (member: Member): boolean => member.role === 'network-admin';
/** Who finds a person's leads and erases them (issue 29 item 7): network admins and site owners, within their scope. */
export const canErasePersonalData = (member: Member): boolean => member.role !== 'adviser';

/** Who sets the network's retention delay: network admins only. */
export const canSetRetention = (member: Member): boolean => member.role === 'network-admin';
