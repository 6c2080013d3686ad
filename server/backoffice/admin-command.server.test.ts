import { describe, expect, it } from 'vitest';
import { parseAdminCommand } from './admin-command.server';

describe('npm run admin -- invite', () => {
  it('reads the first administrator of a network', () => {
    expect(parseAdminCommand(['--', 'invite', 'Admin@Reseau.example', '--role', 'network-admin', '--network', 'maisonfort'])).toEqual({
      email: 'admin@reseau.example',
      role: 'network-admin',
      networkId: 'maisonfort',
      siteIds: [],
      name: null,
    });
  });

  it('reads a site owner with its sites and name', () => {
    expect(parseAdminCommand(['invite', 'a@b.fr', '--role', 'site-owner', '--network', 'n', '--site', 's1', '--site', 's2', '--name', 'Léa'])).toMatchObject({ siteIds: ['s1', 's2'], name: 'Léa' });
  });

  it.each([
    [['list'], /usage/],
    [['invite', 'pas-un-email', '--role', 'adviser', '--network', 'n'], /adresse e-mail invalide/],
    [['invite', 'a@b.fr', '--role', 'chef', '--network', 'n'], /rôle/],
    [['invite', 'a@b.fr', '--role', 'network-admin'], /réseau manquant/],
    [['invite', 'a@b.fr', '--role', 'site-owner', '--network', 'n'], /au moins un site/],
    [['invite', 'a@b.fr', '--role'], /option incomplète/],
  ])('%j is refused with a French message', (argv, message) => {
    const parsed = parseAdminCommand(argv);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});
