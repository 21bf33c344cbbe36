// Journey: Gäster and Härberget on a phone (issue 19 §4, §5). As vard@noq.example at 360 px wide:
// the guest list is cards, one guest's stays and notes (a note added and deleted), and the
// shelter's profile form with its photo control; every visible control lies inside the screen
// horizontally, the document never scrolls sideways, and axe finds nothing serious.
import { journey, viewports } from './support/browser';
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
});
