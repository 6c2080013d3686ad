import { describe, expect, it } from 'vitest';
import { action as keysAction, loader as keysLoader } from '../app/routes/gestion/api-keys';
import { seedBackoffice } from '../server/seed/backoffice.server';
import type { Services } from '../server/services.server';
import { ADMIN_ORIGIN, backofficeContext, formPost, statusOf } from './helpers/backoffice';
import { freshServicesEach } from './helpers/fresh-services';
import { TEST_DATABASES } from './helpers/test-db';

const ADMIN = 'admin@reseau.example'; // network admin of Maisonfort
const DIAG_ADMIN = 'admin@diageo.example'; // network admin of Diagéo (invited here)
const LEA = 'lea.garnier@maisonfort.example'; // owner of sevran
const THOMAS = 'thomas.garnier@maisonfort.example'; // adviser of sevran
const CLAIRE = 'claire.vasseur@diageo.example'; // owner of diag-paris15

/** The keys and their journal, read back from the database. */
async function snapshot(services: Services) {
  return {
    keys: await services.db.selectFrom('api_keys').select(['id', 'network_id', 'name', 'revoked_at']).orderBy('id').execute(),
    audit: await services.db.selectFrom('audit_events').select(['id', 'action', 'target_id']).where('target_type', '=', 'api-key').orderBy('id').execute(),
  };
}

describe.each(TEST_DATABASES)('API keys tenancy on %s', (kind) => {
  let services: Services;
  freshServicesEach(kind, (fresh) => ({ services } = fresh));

  it('another network’s admin, a site owner, an adviser, an unknown id: revoking answers 404, the key is not listed to them, nothing changed (read back)', async () => {
    await seedBackoffice(services.db, services.backoffice.members);
    await services.backoffice.members.invite({ email: DIAG_ADMIN, displayName: 'Admin Diagéo', role: 'network-admin', networkId: 'diageo', siteIds: [], invitedBy: null });
    const post = async (who: string, fields: Record<string, string>) => keysAction({ request: formPost('/gestion/api', fields), params: {}, context: await backofficeContext(services, who) } as never);
    expect(await statusOf(() => post(ADMIN, { intent: 'create', name: 'CRM Maisonfort', 'scope.leads': 'read' }))).toBe(200);
    expect(await statusOf(() => post(DIAG_ADMIN, { intent: 'create', name: 'CRM Diagéo', 'scope.leads': 'read' }))).toBe(200);
    const idOf = async (name: string) => (await services.db.selectFrom('api_keys').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
    const maisonfortKey = await idOf('CRM Maisonfort');
    const diageoKey = await idOf('CRM Diagéo');

    const attempts: [string, string][] = [
      [DIAG_ADMIN, maisonfortKey],
      [ADMIN, diageoKey],
      [CLAIRE, diageoKey],
      [LEA, maisonfortKey],
      [THOMAS, maisonfortKey],
      [ADMIN, 'no-such-key'],
    ];
    const before = await snapshot(services);
    const answers: string[] = [];
    for (const [who, key] of attempts) answers.push(`${who} revokes ${key}: ${await statusOf(() => post(who, { intent: 'revoke', key }))}`);
    expect(answers).toEqual(attempts.map(([who, key]) => `${who} revokes ${key}: 404`));
    expect(await snapshot(services)).toEqual(before);

    const listed = async (who: string) => ((await keysLoader({ request: new Request(`${ADMIN_ORIGIN}/gestion/api`), params: {}, context: await backofficeContext(services, who) } as never)) as { keys: { name: string }[] }).keys.map((k) => k.name);
    expect(await listed(ADMIN)).toEqual(['CRM Maisonfort']);
    expect(await listed(DIAG_ADMIN)).toEqual(['CRM Diagéo']);

    // Within its own network the same revoke works (the 404s above are not a broken route).
    expect(await statusOf(() => post(DIAG_ADMIN, { intent: 'revoke', key: diageoKey }))).toBe(303);
    const stored = await services.db.selectFrom('api_keys').select(['id', 'revoked_at']).orderBy('name').execute();
    expect(stored.map((k) => [k.id, k.revoked_at !== null])).toEqual([
      [diageoKey, true],
      [maisonfortKey, false],
    ]);
  }, 60_000);
});
