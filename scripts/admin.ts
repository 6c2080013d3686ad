// Back-office administration from the command line (issue 29):
// `npm run admin -- invite <email> --role network-admin --network <id>` creates the first administrator.
// Uses DATABASE_URL like the server; the database is migrated first.
import { createDatabase } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import { parseAdminCommand, runInvite } from '../server/backoffice/admin-command.server';
import { InvitationError, MembersRepository } from '../server/backoffice/members.server';

const command = parseAdminCommand(process.argv.slice(2));
if ('error' in command) {
  console.error(command.error);
  process.exit(2);
}
const { db, kind } = createDatabase(process.env.DATABASE_URL ?? 'file:data/vitrine.sqlite');
try {
  await migrateToLatest(db as never, kind);
  const { memberId, networkCreated } = await runInvite(db, new MembersRepository(db, kind), command);
  if (networkCreated) console.log(`Réseau « ${command.networkId} » créé.`);
  console.log(`Membre ${command.email} (${command.role}) enregistré : ${memberId}.`);
  console.log(`Connexion : ouvrez http://${process.env.ADMIN_HOST ?? 'gestion.localhost'}:${process.env.PORT ?? '3000'}/gestion/connexion et demandez un lien à cette adresse.`);
} catch (error) {
  console.error(error instanceof InvitationError ? `Refusé : ${error.message}` : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
