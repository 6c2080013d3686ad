import { parisDay } from '../../domain/routing/engine';
import type { Db } from '../db/database.server';

/** One more robot caught by a site's honeypot today (Paris day): counted, nothing else stored. */
export async function countHoneypotCatch(db: Db, siteId: string, now = new Date()): Promise<void> {
  await db
    .insertInto('honeypot_catches')
    .values({ site_id: siteId, day: parisDay(now), count: 1 })
    .onConflict((oc) => oc.columns(['site_id', 'day']).doUpdateSet((eb) => ({ count: eb('honeypot_catches.count', '+', 1) })))
    .execute();
}

export interface SpamLead {
  id: string;
  siteName: string;
  name: string;
  createdAt: string;
  markedBy: string | null;
  markedAt: string | null;
}

export interface SpamView {
  leads: SpamLead[];
  total: number;
  catches: { siteId: string; siteName: string; last30: number; total: number }[];
}

export const SPAM_PAGE_SIZE = 100;

/** The network admin's spam view (issue 36): leads marked spam, who marked them, and the honeypot's catches per site. */
export async function spamView(db: Db, networkId: string, now = new Date()): Promise<SpamView> {
  const since = parisDay(new Date(now.getTime() - 29 * 86_400_000));
  const [rows, count, catches] = await Promise.all([
    db
      .selectFrom('leads')
      .innerJoin('sites', 'sites.id', 'leads.site_id')
      .select(['leads.id', 'sites.name as site_name', 'leads.firstname', 'leads.lastname', 'leads.email', 'leads.created_at'])
      .where('sites.network_id', '=', networkId)
      .where('leads.status', '=', 'spam')
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(SPAM_PAGE_SIZE)
      .execute(),
    db.selectFrom('leads').innerJoin('sites', 'sites.id', 'leads.site_id').select((eb) => eb.fn.countAll<number>().as('n')).where('sites.network_id', '=', networkId).where('leads.status', '=', 'spam').executeTakeFirst(),
    db
      .selectFrom('honeypot_catches')
      .innerJoin('sites', 'sites.id', 'honeypot_catches.site_id')
      .select(['sites.id', 'sites.name', 'honeypot_catches.day', 'honeypot_catches.count'])
      .where('sites.network_id', '=', networkId)
      .execute(),
  ]);
  const marks = rows.length
    ? await db
        .selectFrom('lead_events')
        .leftJoin('members', 'members.id', 'lead_events.member_id')
        .select(['lead_events.lead_id', 'lead_events.created_at', 'members.display_name'])
        .where('lead_events.lead_id', 'in', rows.map((r) => r.id))
        .where('lead_events.kind', '=', 'status')
        .where('lead_events.detail', 'like', '%→spam')
        .orderBy('lead_events.created_at')
        .execute()
    : [];
  const bySite = new Map<string, { siteId: string; siteName: string; last30: number; total: number }>();
  for (const c of catches) {
    const entry = bySite.get(c.id) ?? { siteId: c.id, siteName: c.name, last30: 0, total: 0 };
    entry.total += Number(c.count);
    if (c.day >= since) entry.last30 += Number(c.count);
    bySite.set(c.id, entry);
  }
  return {
    leads: rows.map((r) => {
      // The last time it was marked spam (a lead can be marked, reopened and marked again).
      const mark = marks.filter((m) => m.lead_id === r.id).at(-1);
      return { id: r.id, siteName: r.site_name, name: [r.firstname, r.lastname].filter(Boolean).join(' ') || r.email || r.id, createdAt: r.created_at, markedBy: mark?.display_name ?? null, markedAt: mark?.created_at ?? null };
    }),
    total: Number(count?.n ?? 0),
    catches: [...bySite.values()].sort((a, b) => a.siteName.localeCompare(b.siteName, 'fr')),
  };
}
