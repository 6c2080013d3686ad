import { expect, type Page, test } from '@playwright/test';
import { selectRows } from './db';
import { waitForMail } from './mailbox';
import { siteUrl, waitForHydration } from './sites';

/*
 * Issue 33 (decisions 0142, 0143): a visit lasts what it holds. The 4-room 75 m² Paris 15 flat for
 * sale (7 diagnostics) takes 3 h 15, two of the demo's two-hour slots: step 2 says so and offers only
 * the starts with room for it; removing a diagnostic shortens it. Booked, it holds both slots; moved
 * by its link, the new .ics keeps the UID with the next SEQUENCE. With JavaScript and without.
 */
const STEP2 =
  '/devis-informations?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=avant1949&gaz=aucuneInstallationGaz&electricite=electricitePlus15&pieces=4&surface=75&address=10+place+des+Cinq+Martyrs+du+Lycee+Buffon&postcode=75015&city=Paris';

const slotSelect = (page: Page) => page.getByLabel('Rendez-vous', { exact: true });
const starts = async (page: Page) => (await slotSelect(page).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
/** The unfolded value of one property of an .ics. */
const icsProp = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics.replace(/\r\n[ \t]/g, ''))?.[1]?.trim();
const plusTwoHours = (slot: string) => `${slot.slice(0, 11)}${String(Number(slot.slice(11, 13)) + 2).padStart(2, '0')}${slot.slice(13)}`;

for (const js of [true, false]) {
  test.describe(`a visit's length (${js ? 'JavaScript' : 'no JavaScript'})`, () => {
    test.use({ javaScriptEnabled: js });

    test('step 2 says 3 h 15 and offers only starts with room; a toggle shortens it; the booked visit holds two slots; moved by its link, its .ics keeps the UID with SEQUENCE 1', async ({ page }) => {
      test.setTimeout(120_000);
      const email = `duree-${js ? 'js' : 'nojs'}-${Date.now()}@exemple.example`;
      await page.goto(siteUrl('diag-paris15', STEP2));
      if (js) await waitForHydration(page);
      await expect(page.locator('#creneau-aide')).toContainText('Durée estimée de la visite : 3 h 15.');
      const long = await starts(page);
      expect(long.length).toBeGreaterThan(10);
      // A 3 h 15 visit never starts at 10:30 or 15:30: it would run into the break or the evening.
      expect(long.filter((s) => s.endsWith('T10:30') || s.endsWith('T15:30'))).toEqual([]);

      // Removing the asbestos survey: 115 min on site × 120 % = 138, up to 150, + 15 of travel = 2 h 45 (the page reloads).
      await page.getByRole('button', { name: 'Amiante : inclus' }).click();
      await expect(page.locator('#creneau-aide')).toContainText('Durée estimée de la visite : 2 h 45.');
      if (js) await waitForHydration(page);
      await page.getByRole('button', { name: 'Amiante : non inclus' }).click();
      await expect(page.locator('#creneau-aide')).toContainText('Durée estimée de la visite : 3 h 15.');
      if (js) await waitForHydration(page);

      await page.getByText('Madame', { exact: true }).click();
      await page.getByLabel('Prénom').fill('Inès');
      await page.getByLabel('Nom', { exact: true }).fill(js ? 'Longue' : 'Longuesansjs');
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      await page.getByLabel('Email', { exact: true }).fill(email);
      // A morning start not taken by the other suites (they take the first ones): the fifth or the sixth of the list.
      const mornings = (await starts(page)).filter((s) => s.endsWith('T08:30'));
      const slot = mornings[js ? 4 : 5]!;
      await slotSelect(page).selectOption(slot);
      await page.getByRole('checkbox', { name: /Je demande que la visite ait lieu avant la fin du délai de rétractation/ }).check();
      await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
      await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
      await expect(page.getByRole('heading', { name: 'Rendez-vous réservé' })).toBeVisible();

      // Read back: 195 minutes, 13 quarter hours, from 08:30 to 11:45.
      const [visit] = await selectRows<{ id: string; duration_minutes: number }>('select a.id, a.duration_minutes from diag_appointments a join leads l on l.id = a.lead_id where l.email = ? and a.cancelled_at is null', [email]);
      expect(Number(visit!.duration_minutes)).toBe(195);
      const quarters = await selectRows<{ quarter: string }>('select quarter from diag_visit_quarters where appointment_id = ? order by quarter', [visit!.id]);
      expect(quarters.map((q) => q.quarter)).toHaveLength(13);
      expect(quarters.at(-1)!.quarter).toBe(`${slot.slice(0, 10)}T11:30`);
      // It holds the 10:30 slot too: a one-hour visit (DPE and ERP only) is not offered at 10:30 that day.
      await page.goto(siteUrl('diag-paris15', `${STEP2}&retrait=electricite,amiante,plomb,carrez,termites`));
      await expect(page.locator('#creneau-aide')).toContainText('Durée estimée de la visite : 1 h.');
      const short = await starts(page);
      expect(short).not.toContain(plusTwoHours(slot));
      expect(short).not.toContain(slot);

      // Moved by the e-mail's link: the new .ics keeps the UID, SEQUENCE 1 (the booking's was 0).
      const booked = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Rendez-vous réservé'), 'the booking confirmation');
      const firstIcs = String(booked.attachments.find((a) => a.filename === 'rendez-vous-diagnostic.ics')!.content);
      expect(icsProp(firstIcs, 'SEQUENCE')).toBe('0');
      expect(icsProp(firstIcs, 'DURATION')).toBe('PT195M');
      await page.goto(/https?:\/\/\S+\/devis-recapitulatif\?rdv=\S+/.exec(booked.text)![0]);
      if (js) await waitForHydration(page);
      const select = page.getByLabel('Nouveau créneau');
      const targets = (await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);
      expect(targets.filter((s) => s.endsWith('T10:30') || s.endsWith('T15:30'))).toEqual([]);
      const target = targets.filter((s) => s.endsWith('T13:30'))[js ? 4 : 5]!;
      await select.selectOption(target);
      await page.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();
      await expect(page.getByRole('status')).toHaveText('Votre rendez-vous est déplacé. Une nouvelle confirmation vous est envoyée par e-mail.');
      const moved = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Rendez-vous déplacé'), 'the new confirmation');
      const movedIcs = String(moved.attachments.find((a) => a.filename === 'rendez-vous-diagnostic.ics')!.content);
      expect(icsProp(movedIcs, 'UID')).toBe(icsProp(firstIcs, 'UID'));
      expect(icsProp(movedIcs, 'SEQUENCE')).toBe('1');
      expect(icsProp(movedIcs, 'DURATION')).toBe('PT195M');
      expect(icsProp(movedIcs, 'DTSTART')).not.toBe(icsProp(firstIcs, 'DTSTART'));
    });
  });
}
