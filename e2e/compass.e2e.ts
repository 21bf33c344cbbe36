// Journey: Kompassen (issue 35 §2) on a 360 px phone. Anna (gast@noq.example) opens it from the side
// menu, reads it in Swedish, filters on "Öppet nu", sorts nearest first from a shared position in
// Göteborg, and reads it in Arabic (right to left). The admin adds a resource in the editor, which
// the volunteer then finds in the compass. Nothing sticks out sideways and axe finds nothing.
import type { Page } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { apiAs, gqlData, loginPage } from './support/staff-session';
import { hydrated } from './support/hydration';

jest.setTimeout(120_000);

async function setLanguage(page: Page, language: string): Promise<void> {
  const answer = await page.request.post('/graphql', {
    data: { query: 'mutation ($l: Language!) { setMyLanguage(language: $l) { language } }', variables: { l: language } },
  });
  expect(answer.status()).toBe(200);
}

const cards = (page: Page) => page.locator('main .compass-card');

describe('Kompassen', () => {
  const j = journey('compass');

  it('a guest reads it in Swedish and Arabic, open now, nearest first', async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, 'gast@noq.example');
    try {
      await setLanguage(j.page, 'sv');
      await j.page.goto('/user');
      // /user is rendered on the server: the journey goes on once React has the page (the menu's
      // toggle also opens before that: guest-hydration.e2e.ts).
      await hydrated(j.page);
      await j.page.getByRole('button', { name: 'Meny' }).click();
      await j.page.getByRole('link', { name: 'Kompassen' }).click();
      const main = j.page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Kompassen' }).waitFor();
      await cards(j.page).first().waitFor();
      expect(await cards(j.page).count()).toBeGreaterThanOrEqual(12);
      await main.getByRole('heading', { name: 'Frukostklubben Klara' }).waitFor();
      await expect(
        main
          .getByRole('listitem')
          .filter({ has: j.page.getByRole('heading', { name: 'Frukostklubben Klara' }) })
          .getByRole('link', { name: '08-465 004 20' })
          .getAttribute('href'),
      ).resolves.toBe('tel:0846500420');
      await j.shoot('01-sv');
      await expectPhoneFriendly(j.page, 4);

      // Open now: every card left says so (or the page says nothing is open).
      await main.getByRole('checkbox', { name: 'Öppet nu' }).check();
      await j.page.waitForFunction(() => {
        const statuses = Array.from(document.querySelectorAll('main .compass-card__status')).map((el) => el.textContent ?? '');
        return statuses.length > 0 ? statuses.every((s) => s.startsWith('Öppet nu')) : !!document.querySelector('main p')?.textContent;
      });
      await main.getByRole('checkbox', { name: 'Öppet nu' }).uncheck();

      // Nearest first from a position at Järntorget in Göteborg (the browser shares it).
      await j.context.grantPermissions(['geolocation']);
      await j.context.setGeolocation({ latitude: 57.6996, longitude: 11.9527 });
      await main.getByRole('button', { name: 'Närmast först' }).click();
      await main.getByText('Sorterat efter avstånd från dig.').waitFor();
      await j.page.waitForFunction(() => document.querySelector('main .compass-card h2')?.textContent === 'Soppköket Järntorget');
      await main.locator('.compass-card__distance').first().waitFor();

      // Arabic: right to left, the kinds and the translated free text in Arabic.
      await setLanguage(j.page, 'ar');
      await j.page.reload();
      await main.getByRole('heading', { level: 1, name: 'البوصلة' }).waitFor();
      expect(await j.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const night = cards(j.page).filter({ has: j.page.getByRole('heading', { name: 'Nattcafé Sergel' }) });
      await night.getByText('مكان دافئ').waitFor();
      expect(await night.locator('.compass-card__about').getAttribute('lang')).toBe('ar');
      await j.shoot('02-ar');
      await expectPhoneFriendly(j.page, 4);
    } finally {
      await setLanguage(j.page, 'sv').catch(() => undefined);
    }
  });

  it('the admin adds a resource that the volunteer then sees', async () => {
    const name = `Rådgivningen ${Date.now() % 100000}`;
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, 'admin@noq.example');
    await j.page.goto('/compass/keep');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Kompassen: resurser' }).waitFor();
    await main.getByRole('button', { name: 'Ny resurs' }).click();
    await main.getByLabel('Namn', { exact: true }).fill(name);
    await main.getByLabel('Vad erbjuds', { exact: true }).selectOption('advice');
    await main.getByLabel('Region', { exact: true }).selectOption({ label: 'Stockholm' });
    await main.getByLabel('Gatuadress', { exact: true }).fill('Drottninggatan 10');
    await main.getByLabel('Postnummer', { exact: true }).fill('111 51');
    await main.getByLabel('Ort', { exact: true }).fill('Stockholm');
    await main.getByLabel('Telefon', { exact: true }).fill('08-465 004 29');
    await main.getByLabel('Beskrivning (svenska)', { exact: true }).fill('Juridisk rådgivning utan kostnad.');
    await main.getByLabel('Beskrivning på engelska', { exact: true }).fill('Free legal advice.');
    await expectPhoneFriendly(j.page, 10);
    await j.shoot('03-editor');
    await main.getByRole('button', { name: 'Spara' }).click();
    await main.getByText(`${name} är sparad.`).waitFor();
    await main.getByRole('heading', { name }).waitFor();

    await j.context.clearCookies();
    await loginPage(j.page, 'volontar@noq.example');
    await j.page.goto('/volunteer');
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Meny' }).click();
    await j.page.getByRole('link', { name: 'Kompassen' }).click();
    await main.getByRole('heading', { level: 1, name: 'Kompassen' }).waitFor();
    await main.getByLabel('Vad behöver du?').selectOption('advice');
    const card = cards(j.page).filter({ has: j.page.getByRole('heading', { name }) });
    await card.waitFor();
    await card.getByText('Juridisk rådgivning utan kostnad.').waitFor();
    await expectPhoneFriendly(j.page, 3);

    // Leave the demo data as it was.
    const admin = await apiAs('admin@noq.example');
    try {
      const { keptCompassResources } = await gqlData<{ keptCompassResources: { id: string; name: string }[] }>(
        admin,
        '{ keptCompassResources { id name } }',
      );
      for (const r of keptCompassResources.filter((x) => x.name === name)) {
        await gqlData(admin, 'mutation ($id: ID!) { deleteCompassResource(id: $id) }', { id: r.id });
      }
    } finally {
      await admin.dispose();
    }
  });
});
