import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { selectRows } from './db';
import { leadsByEmail } from './lead-rows';
import { followNav } from './backoffice-session';
import { waitForMail } from './mailbox';
import { apiTarget, siteUrl, waitForHydration } from './sites';

/*
 * Issue 33: on diag-paris15 (seeded price grid and calendar) a visitor selling a 4-room flat built
 * before 1949 in Paris 15 gets a firm price at step 2 and books a real slot; the slot is then gone
 * for the next visitor; the confirmation e-mail comes through the outbox. With JavaScript (after
 * hydration) and without, clicking the controls.
 */
const STEP1 =
  '/devis?projet=vendre&bien=appartement&copropriete=oui&dpeDeja=non&construction=avant1949&gaz=aucuneInstallationGaz&electricite=electricitePlus15&pieces=4&surface=75&address=10+place+des+Cinq+Martyrs+du+Lycee+Buffon&postcode=75015&city=Paris';

async function toStep2(page: Page, js: boolean) {
  await page.goto(siteUrl('diag-paris15', STEP1));
  if (js) await waitForHydration(page);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/devis-informations\?/);
  if (js) await waitForHydration(page);
}

const slotSelect = (page: Page) => page.getByLabel('Rendez-vous', { exact: true });

for (const js of [true, false]) {
  test.describe(`booking a diagnostic visit (${js ? 'JavaScript' : 'no JavaScript'})`, () => {
    test.use({ javaScriptEnabled: js });

    test('a firm price, a booked slot, the slot gone for the next visitor, the confirmation e-mail with its .ics; cancelling by its link frees the slot', async ({ page, browser }) => {
      const id = `${js ? 'js' : 'nojs'}${Date.now().toString(36)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
      const email = `rdv-${id}@exemple.example`;
      await toStep2(page, js);

      // DPE 105 + ERP offered + electricity 80 + asbestos 85 + lead 100 + Carrez 60 + termites 80, 15 % off, VAT 20 %.
      const price = page.getByTestId('quote-price');
      await expect(price.getByRole('heading', { name: 'Votre prix ferme' })).toBeVisible();
      await expect(price.getByRole('row', { name: /État des risques \(ERP\)\s+Offert/ })).toBeVisible();
      await expect(price.getByRole('row', { name: /Remise de 15 % \(7 diagnostics\)/ })).toBeVisible();
      await expect(page.getByTestId('quote-price-ttc')).toHaveText(/^520,20\s€$/);

      await page.getByText('Madame', { exact: true }).click();
      await page.getByLabel('Prénom').fill(`Inès${id}`);
      await page.getByLabel('Nom', { exact: true }).fill(`Rdv${id}`);
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      await page.getByLabel('Email', { exact: true }).fill(email);
      // The first free slot (option 0 is 'Sans rendez-vous').
      const first = slotSelect(page).locator('option').nth(1);
      const slot = (await first.getAttribute('value'))!;
      const label = (await first.textContent())!;
      await slotSelect(page).selectOption(slot);
      await page.getByRole('checkbox', { name: /Je demande que la visite ait lieu avant la fin du délai de rétractation/ }).check();
      await page.getByRole('button', { name: 'Recevoir mon devis' }).click();

      await expect(page).toHaveURL(/\/devis-recapitulatif\?/);
      await expect(page.getByRole('heading', { name: 'Rendez-vous réservé' })).toBeVisible();
      // French writes the weekday in lower case inside the sentence.
      await expect(page.getByText(`Votre rendez-vous du ${label.charAt(0).toLowerCase()}${label.slice(1)} est réservé.`, { exact: false })).toBeVisible();
      await expect(page.getByTestId('quote-price-ttc')).toHaveText(/^520,20\s€$/);

      // Stored: the lead and its appointment, read back from the server's database.
      const [lead] = await leadsByEmail(email);
      expect(lead?.type).toBe('devis');
      const appointments = await selectRows<{ starts_at: string }>('select starts_at from diag_appointments where lead_id = ? and cancelled_at is null', [lead!.id]);
      expect(appointments.map((a) => a.starts_at)).toEqual([slot]);

      const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Rendez-vous réservé'), 'the booking confirmation');
      expect(mail.subject).toBe(`Rendez-vous réservé : ${label}`);
      expect(mail.text).toMatch(/Prix ferme : 520,20\s€ TTC/);

      // The visit as an .ics, and the withdrawal information and form.
      const ics = mail.attachments.find((a) => a.filename === 'rendez-vous-diagnostic.ics');
      expect(ics?.contentType).toMatch(/^text\/calendar/);
      expect(ics?.content).toMatch(/^DTSTART:20\d{6}T\d{6}Z\r?$/m);
      expect(mail.text).toContain('Formulaire de rétractation');
      // The firm price's devis as a PDF (issue 33 item 2; its text is checked in tests/diag-booking.integration.test.ts).
      const devis = mail.attachments.find((a) => /^devis-D-[0-9A-F]{8}\.pdf$/.test(a.filename));
      expect(devis?.contentType).toBe('application/pdf');
      expect(devis?.content.startsWith('%PDF-')).toBe(true);

      // The next visitor no longer sees the slot.
      const next = await browser.newPage();
      await toStep2(next, false);
      await expect(slotSelect(next).locator('option').nth(1)).toBeAttached();
      await expect(slotSelect(next).locator(`option[value="${slot}"]`)).toHaveCount(0);
      await next.close();

      // The signed link of the e-mail: a page with one button; the POST cancels and the slot is free again.
      const link = /https?:\/\/\S+\/devis-recapitulatif\?rdv=\S+/.exec(mail.text)![0];
      await page.goto(link);
      await expect(page.getByTestId('appointment-label')).toHaveText(`Rendez-vous du ${label.charAt(0).toLowerCase()}${label.slice(1)} (heure de Paris).`);
      if (js) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      await expect(page.getByRole('status')).toHaveText('Votre rendez-vous est annulé. Le créneau est de nouveau libre.');
      const cancelled = await selectRows<{ cancelled_at: string | null }>('select cancelled_at from diag_appointments where lead_id = ?', [lead!.id]);
      expect(cancelled[0]?.cancelled_at).not.toBeNull();
      const again = await browser.newPage();
      await toStep2(again, false);
      await expect(slotSelect(again).locator(`option[value="${slot}"]`)).toHaveCount(1);
      await again.close();
    });

    test('a slot booked by someone else meanwhile: the message at step 2, nothing stored', async ({ page, request }) => {
      const email = `rdv-pris-${js ? 'js' : 'nojs'}-${Date.now()}@exemple.example`;
      await toStep2(page, js);
      await page.getByText('Monsieur', { exact: true }).click();
      await page.getByLabel('Prénom').fill('Paul');
      await page.getByLabel('Nom', { exact: true }).fill('Tardif');
      await page.getByLabel('Téléphone').fill('06 12 34 56 78');
      await page.getByLabel('Email', { exact: true }).fill(email);
      const slot = (await slotSelect(page).locator('option').nth(1).getAttribute('value'))!;
      await slotSelect(page).selectOption(slot);
      await page.getByRole('checkbox', { name: /Je demande que la visite ait lieu avant la fin du délai de rétractation/ }).check();
      // Another visitor books the same slot first.
      const answers = Object.fromEntries(new URL(page.url()).searchParams);
      const { url, headers } = apiTarget('diag-paris15', '/api/devis');
      const other = await request.post(url, { headers, data: { ...answers, civility: 'madame', firstName: 'Anne', lastName: 'Rapide', email: `rapide-${Date.now()}@exemple.example`, phone: '06 98 76 54 32', creneau: slot, demandeExpresse: 'oui' } });
      expect(other.status()).toBe(201);

      await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
      await expect(page.getByText('Ce créneau vient d’être réservé. Choisissez-en un autre.')).toBeVisible();
      await expect(page).toHaveURL(/\/devis-informations\?/);
      await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Tardif');
      await expect(slotSelect(page).locator(`option[value="${slot}"]`)).toHaveCount(js ? 1 : 0);
      expect(await leadsByEmail(email)).toEqual([]);
    });
  });
}

test('the diag-paris15 owner sees a booking, then its cancellation by the visitor, in the back-office (no script, axe 0 at 390 and 1440 px)', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const owner = 'claire.vasseur@diageo.example';
  const lastName = `Agenda${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const step2 = apiTarget('diag-paris15', `/devis-informations?${STEP1.split('?')[1]}`);
  const html = await (await request.get(step2.url, { headers: step2.headers })).text();
  const slot = /<option value="(20\d\d-[^"]+)"/.exec(html)![1]!;
  const { url, headers } = apiTarget('diag-paris15', '/api/devis');
  const answers = Object.fromEntries(new URLSearchParams(STEP1.split('?')[1]));
  const visitor = `agenda-${Date.now()}@exemple.example`;
  expect((await request.post(url, { headers, data: { ...answers, civility: 'madame', firstName: 'Inès', lastName, email: visitor, phone: '06 12 34 56 78', creneau: slot, demandeExpresse: 'oui' } })).status()).toBe(201);

  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', javaScriptEnabled: true });
    const page = await context.newPage();
    const asked = Date.now();
    await page.goto(`http://gestion.localhost:${E2E_PORT}/gestion`);
    await page.getByLabel('Adresse e-mail').fill(owner);
    await page.getByRole('button', { name: 'Recevoir mon lien de connexion' }).click();
    const mail = await waitForMail((m) => m.to.includes(owner) && m.subject === 'Votre lien de connexion au back-office' && Date.parse(m.receivedAt) >= asked - 1000, 'the sign-in mail');
    await page.goto(/https?:\/\/\S+\/gestion\/auth\/magic-link\/verify\?\S+/.exec(mail.text)![0]);
    await page.getByRole('button', { name: 'Me connecter' }).click();
    await followNav(page, 'Rendez-vous');
    await expect(page.getByRole('heading', { level: 1, name: 'Rendez-vous' })).toBeVisible();
    const item = page.locator(`li[data-appointment="${slot}"]`);
    await expect(item.getByRole('link', { name: `Inès ${lastName}` })).toBeVisible();
    // The visit's end and length (decision 0142): this selection takes 3 h 15.
    const end = Number(slot.slice(11, 13)) * 60 + Number(slot.slice(14, 16)) + 195;
    await expect(item).toContainText(`Diagéo Paris 15 · jusqu’à ${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')} (3 h 15)`);
    expect(await page.locator('script[src]').count()).toBe(0);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    if (width === 390) {
      // The visitor cancels by the e-mail's signed link (its page's button posts); the owner then sees it cancelled.
      const confirmation = await waitForMail((m) => m.to.includes(visitor) && m.subject.startsWith('Rendez-vous réservé'), 'the booking confirmation');
      const visitorPage = await browser.newPage();
      await visitorPage.goto(/https?:\/\/\S+\/devis-recapitulatif\?rdv=\S+/.exec(confirmation.text)![0]);
      await visitorPage.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      await expect(visitorPage.getByRole('status')).toContainText('Votre rendez-vous est annulé.');
      await visitorPage.close();
      await page.reload();
      await expect(page.locator(`li[data-appointment="${slot}"]`)).toContainText('Annulé');
    }
    await context.close();
  }
});
