/**
 * The lead workflow of the back-office: nouveau → en cours → gagné / perdu / spam. A lead may be
 * reopened (any closed status back to 'en cours'), never sent back to 'nouveau': 'nouveau' means
 * nobody has looked at it yet, which is what the 24-hour lateness counts.
 */
export const LEAD_STATUSES = ['nouveau', 'en_cours', 'gagne', 'perdu', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  nouveau: ['en_cours', 'gagne', 'perdu', 'spam'],
  en_cours: ['gagne', 'perdu', 'spam'],
  gagne: ['en_cours'],
  perdu: ['en_cours'],
  spam: ['en_cours'],
};

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return NEXT[from].includes(to);
}

export function nextStatuses(from: LeadStatus): readonly LeadStatus[] {
  return NEXT[from];
}

/** A lead nobody has opened ('nouveau') 24 hours after it arrived is late. */
export const LATE_AFTER_MS = 24 * 60 * 60 * 1000;

export function isLate(status: LeadStatus, createdAt: string, now: number): boolean {
  return status === 'nouveau' && now - Date.parse(createdAt) >= LATE_AFTER_MS;
}
