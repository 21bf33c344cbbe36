// Journey: the caseworker's Biståndsbeslut reports (issue 38 §5) on a 360 px phone. The caseworker
// (handlaggare) opens Biståndsbeslut from the menu, reads "Nätter per beslut" for this month (Anna's
// demo decision SOC 2026/0142 with its maximum of 14), widens "Beslut som tar slut" to 30 days by
// keyboard (the decision ends in 20), and downloads both tables as CSV. Nothing sticks out sideways
// and axe finds nothing.
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { loginPage } from './support/staff-session';

jest.setTimeout(120_000);

const CASEWORKER = 'handlaggare@noq.example';
const ANNA_CASE = 'SOC 2026/0142';

describe('Biståndsbeslut reports', () => {
  const j = journey('decision-reports');

  it('the caseworker reads nights per decision and decisions ending soon, and downloads them as CSV', async () => {
    await j.page.setViewportSize(viewports.phone);
    const main = j.page.locator('main');
    await loginPage(j.page, CASEWORKER);

    // 1. From the menu (the phone's menu button first).
    await j.page.goto('/caseworker');
    await main.getByRole('heading', { level: 1 }).first().waitFor();
    await j.page.getByRole('button', { name: 'Meny' }).click();
    await j.page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Biståndsbeslut' }).click();
    await main.getByRole('heading', { level: 1, name: 'Biståndsbeslut' }).waitFor();

    // 2. Nights per decision, this month: Anna's decision with its maximum.
    const nights = main.getByRole('region', { name: 'Tabell: Nätter per beslut' });
    const annaRow = nights.getByRole('row').filter({ hasText: ANNA_CASE });
    await annaRow.waitFor();
    expect(await annaRow.getByRole('cell').nth(3).textContent()).toBe('14');

    // 3. Ending soon: 14 days does not reach Anna's last night (in 20); 30 days by keyboard does.
    const ending = main
      .getByRole('region', { name: 'Tabell: Beslut som tar slut' })
      .or(main.getByText('Inga beslut tar slut inom perioden.'));
    await ending.first().waitFor();
    const days = main.getByLabel('Inom antal dagar');
    await days.focus();
    await j.page.keyboard.press('Control+A');
    await j.page.keyboard.type('30');
    await j.page.keyboard.press('Enter');
    await main.getByText('Beslut som inte är avslutade och vars sista natt är inom 30 dagar.').waitFor();
    const soon = main.getByRole('region', { name: 'Tabell: Beslut som tar slut' });
    await soon.getByRole('row').filter({ hasText: ANNA_CASE }).waitFor();
    // A bad look-ahead is refused in the page.
    await days.fill('0');
    await j.page.keyboard.press('Enter');
    await main.getByRole('alert').filter({ hasText: 'Ange ett heltal från 1 till 366.' }).waitFor();
    await days.fill('30');
    await j.page.keyboard.press('Enter');
    await j.shoot('01-reports');
    await expectPhoneFriendly(j.page, 6, '.table-scroll');

    // 4. Both CSV downloads hold the same decision, and never its note.
    const links = main.getByRole('link', { name: 'Ladda ner som CSV' });
    expect(await links.count()).toBe(2);
    for (const href of [await links.nth(0).getAttribute('href'), await links.nth(1).getAttribute('href')]) {
      expect(href).toMatch(/^\/api\/caseworker\/decisions\/report\/(ending|nights)\.csv\?/);
      const res = await j.page.request.get(href as string);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toMatch(/^text\/csv/);
      const text = await res.text();
      expect(text).toContain(ANNA_CASE);
      expect(text).not.toContain('Akut boende i väntan på lägenhet.');
    }
  });
});
