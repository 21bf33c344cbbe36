// Journey: Gäster and Härberget on a phone (issue 19 §4, §5). As vard@noq.example at 360 px wide:
// the guest list is cards, one guest's stays and notes (a note added and deleted), and the
// shelter's profile form with its photo control; every visible control lies inside the screen
// horizontally, the document never scrolls sideways, and axe finds nothing.
import { journey, newContext, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { loginPage } from './support/staff-session';

const HOST = 'vard@noq.example';

jest.setTimeout(120_000);

describe('Gäster and Härberget on a phone (360 px)', () => {
  const j = journey('host-profile');

  beforeEach(async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, HOST);
  });

  it('Gäster: the side menu links to it; cards, search, one guest with a note added and deleted', async () => {
    await j.page.goto('/host/guests');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Gäster' }).waitFor();
    const links = main.locator('.host-guest-card a');
    await links.first().waitFor();
    await expectPhoneFriendly(j.page);
    await j.shoot('01-guests');

    const name = (await links.first().textContent()) ?? '';
    await main.getByLabel('Sök gäst').fill(name.split(' ')[0] ?? '');
    await main.getByRole('link', { name: `Visa ${name}` }).click();
    await main.getByRole('heading', { level: 1, name }).waitFor();
    await main.getByRole('heading', { level: 2, name: 'Bokningar här' }).waitFor();
    const text = `E2E-anteckning ${Date.now()}`;
    await main.getByLabel('Ny anteckning').fill(text);
    await main.getByRole('button', { name: 'Spara anteckning' }).click();
    await main.getByText(text).waitFor();
    await expectPhoneFriendly(j.page);
    await j.shoot('02-guest');
    await main
      .locator('.host-guest-note', { hasText: text })
      .getByRole('button', { name: /^Ta bort anteckningen/ })
      .click();
    await main.getByText('Anteckningen togs bort.').waitFor();
  });

  it('Härberget: the profile form and the photo control fit the screen, and a change is saved', async () => {
    await j.page.goto('/host/shelter');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Härberget' }).waitFor();
    const city = main.getByLabel('Ort');
    await city.waitFor();
    await expectPhoneFriendly(j.page);
    await j.shoot('03-shelter');
    const before = await city.inputValue();
    await city.fill(`${before} `);
    await main.getByRole('button', { name: 'Spara' }).click();
    await main.getByText('Härberget sparades.').waitFor();
    expect(await city.inputValue()).toBe(before);
  });

  it('Härberget: house rules in English, which a guest who reads English gets (issue 33 §6)', async () => {
    const rulesText = 'Quiet after 11 pm. No alcohol in the house.';
    await j.page.goto('/host/shelter');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Härberget' }).waitFor();
    await main.getByText('Husregler på andra språk').click();
    const english = main.getByLabel('Husregler på engelska');
    await english.fill(rulesText);
    await expectPhoneFriendly(j.page);
    await main.getByRole('button', { name: 'Spara' }).click();
    await main.getByText('Härberget sparades.').waitFor();
    const mine = await j.page.request.post('/graphql', { data: { query: '{ myShelter { id } }' } });
    const id = ((await mine.json()) as { data: { myShelter: { id: string } } }).data.myShelter.id;

    const browser = j.context.browser();
    if (!browser) throw new Error('no browser');
    const guestContext = await newContext(browser, 'phone');
    const guest = await guestContext.newPage();
    const speak = (l: string) =>
      guest.request.post('/graphql', {
        data: { query: 'mutation ($l: Language!) { setMyLanguage(language: $l) { language } }', variables: { l } },
      });
    try {
      await loginPage(guest, 'gast@noq.example');
      await speak('en');
      await guest.goto(`/accommodations/${id}`);
      const rules = guest.locator('.house-rules');
      await rules.waitFor();
      expect(await rules.textContent()).toBe(rulesText);
      expect(await rules.getAttribute('lang')).toBe('en');
      // In Polish, which the host did not write, the Swedish rules, marked Swedish.
      await speak('pl');
      await guest.reload();
      await guest.locator('.house-rules').waitFor();
      expect(await guest.locator('.house-rules').getAttribute('lang')).toBe('sv');
    } finally {
      await speak('sv');
      await guestContext.close();
      await english.fill('');
      await Promise.all([
        j.page.waitForResponse((r) => r.url().includes('/graphql') && r.request().method() === 'POST'),
        main.getByRole('button', { name: 'Spara' }).click(),
      ]);
    }
  });
});
