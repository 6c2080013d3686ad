import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { selectRows } from './db';
import { leadsByEmail } from './lead-rows';
import { waitForMail } from './mailbox';
import { apiTarget, waitForHydration } from './sites';

/*
 * Issue 33 (decision 0124): the confirmation's signed link also moves the visit to another free
 * slot, up to 24 h before; the old slot is freed, a new confirmation comes through the outbox.
 * With JavaScript (after hydration) and without, clicking the controls.
 */
const ANSWERS =
  'projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=avant1949&gaz=aucuneInstallationGaz&electricite=electricitePlus15&pieces=4&surface=75&address=10+place+des+Cinq+Martyrs+du+Lycee+Buffon&postcode=75015&city=Paris';

for (const js of [true, false]) {
  test.describe(`moving a diagnostic visit by its link (${js ? 'JavaScript' : 'no JavaScript'})`, () => {
    test.use({ javaScriptEnabled: js });

    test('the link’s page lists the free slots; choosing one moves the visit, frees the old slot and mails a new confirmation', async ({ page, request }) => {
      test.setTimeout(90_000);
      const email = `deplacement-${js ? 'js' : 'nojs'}-${Date.now()}@exemple.example`;
      const step2 = apiTarget('diag-paris15', `/devis-informations?${ANSWERS}`);
      const html = await (await request.get(step2.url, { headers: step2.headers })).text();
      const slots = [...html.matchAll(/<option value="(20\d\d-\d\d-\d\dT\d\d:\d\d)"/g)].map((m) => m[1]!);
      // Not the first free slot: the other suites book those.
      const slot = slots[js ? 2 : 3]!;
      const { url, headers } = apiTarget('diag-paris15', '/api/devis');
      const answers = Object.fromEntries(new URLSearchParams(ANSWERS));
      expect((await request.post(url, { headers, data: { ...answers, civility: 'madame', firstName: 'Inès', lastName: 'Déplace', email, phone: '06 12 34 56 78', creneau: slot, demandeExpresse: 'oui' } })).status()).toBe(201);
      const [lead] = await leadsByEmail(email);

      const booked = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Rendez-vous réservé'), 'the booking confirmation');
      expect(booked.text).toContain('Pour le déplacer sur un autre créneau libre, jusqu’à 24 heures avant : le même lien.');
      await page.goto(/https?:\/\/\S+\/devis-recapitulatif\?rdv=\S+/.exec(booked.text)![0]);
      if (js) await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Déplacer le rendez-vous' })).toBeVisible();
      const select = page.getByLabel('Nouveau créneau');
      await expect(select.locator(`option[value="${slot}"]`)).toHaveCount(0);
      // The two variants run side by side: each moves to its own slot (the last, or the one before it).
      const choice = js ? select.locator('option').last() : select.locator('option').nth(-2);
      const target = (await choice.getAttribute('value'))!;
      const label = (await choice.textContent())!;
      if (js) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      if (process.env.SHOTS_DIR && js) {
        for (const width of [390, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/move-page-${width}.png`, fullPage: true });
        }
      }
      await select.selectOption(target);
      await page.getByRole('button', { name: 'Déplacer le rendez-vous' }).click();

      await expect(page.getByRole('status')).toHaveText('Votre rendez-vous est déplacé. Une nouvelle confirmation vous est envoyée par e-mail.');
      await expect(page.getByTestId('appointment-label')).toHaveText(`Rendez-vous du ${label.charAt(0).toLowerCase()}${label.slice(1)} (heure de Paris).`);
      if (process.env.SHOTS_DIR && !js) await page.screenshot({ path: `${process.env.SHOTS_DIR}/move-done-nojs.png`, fullPage: true });
      // Read back: the old visit cancelled, the new one live; the old slot offered again.
      const rows = await selectRows<{ starts_at: string; cancelled_at: string | null }>('select starts_at, cancelled_at from diag_appointments where lead_id = ? order by created_at', [lead!.id]);
      expect(rows.map((r) => [r.starts_at, r.cancelled_at === null])).toEqual([
        [slot, false],
        [target, true],
      ]);
      await expect(page.getByLabel('Nouveau créneau').locator(`option[value="${slot}"]`)).toHaveCount(1);

      const moved = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Rendez-vous déplacé'), 'the new confirmation');
      expect(moved.subject).toBe(`Rendez-vous déplacé : ${label}`);
      expect(moved.attachments.find((a) => a.filename === 'rendez-vous-diagnostic.ics')?.content).toMatch(/^DTSTART:20\d{6}T\d{6}Z\r?$/m);
    });
  });
}
