// Journey: the volunteer (volontar@noq.example). Creates a guest (a UNO code the demo does not
// use, retried while taken), finds rooms for tonight at Härbärget Ljusglimten, books one for the
// new guest (request, then confirm), and the host of that shelter (vard@noq.example, in a second
// browser context) sees the guest under 'Inkommande gäster'. The new guest has no e-mail or phone:
// the confirmation says so and offers a slip to print (issue 20 §7). axe-core on the volunteer routes.
import type { Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { hydrated } from './support/hydration';
import { journey, newContext, screenshot, viewports } from './support/browser';
import { randomUno } from './support/guest-requests';
import { loginPage } from './support/staff-session';

// A journey drives a real browser against a real server (the project's testTimeout is not
// applied per project by jest, so each journey file sets its own).
jest.setTimeout(120_000);

const VOLUNTEER = 'volontar@noq.example';
const HOST = 'vard@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

async function expectNoSeriousA11yProblems(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual([]);
}

/** Fills 'Skapa en Ny Gäst' until a UNO code is free; returns the code used. */
async function createGuestInForm(page: Page, firstName: string, lastName: string): Promise<string> {
  const form = page.getByRole('region', { name: 'Skapa en Ny Gäst' });
  for (let attempt = 0; attempt < 20; attempt++) {
    const uno = randomUno();
    await form.getByLabel('Förnamn').fill(firstName);
    await form.getByLabel('Efternamn').fill(lastName);
    await form.getByLabel('UNO Kod').fill(uno);
    await form.getByLabel('Kön (valfritt)').selectOption('K');
    await form.getByRole('button', { name: 'Skapa Användare' }).click();
    const outcome = form.getByText(/^(Gäst har skapats!|Någon med denna UNO KOD finns redan|Fel vid skapning av gästkonto\.)$/);
    await outcome.waitFor();
    const text = await outcome.textContent();
    if (text === 'Gäst har skapats!') return uno;
    if (text !== 'Någon med denna UNO KOD finns redan') throw new Error(`guest creation failed: ${text}`);
  }
  throw new Error('no free UNO code found in 20 tries');
}

/** The element's box lies inside the phone's screen, top and sides (what a thumb can reach without scrolling). */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    });
}

describe('volunteer', () => {
  const j = journey('volunteer');

  it('at 360 px: Sök shows the results under the search, the slip takes focus, requests are cards (issue 33 §12)', async () => {
    const page = j.page;
    await page.setViewportSize(viewports.phone);
    await loginPage(page, VOLUNTEER);
    await page.goto('/volunteer');
    await hydrated(page);
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    const lastName = `Telefon${String(Date.now()).slice(-6)}`;
    await createGuestInForm(page, 'Vera', lastName);
    const guestName = `Vera ${lastName}`;

    // The results come before the new-guest form, and Sök moves focus (and the view) to their heading.
    await page.getByLabel('Välj Värd').selectOption({ label: SHELTER });
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'room-results-title');
    expect(await onScreen(page, '#room-results-title')).toBe(true);
    const order = await page.evaluate(() => {
      const results = document.querySelector('.room-results');
      const create = document.querySelector('.create-guest');
      return results && create ? results.getBoundingClientRect().top < create.getBoundingClientRect().top : false;
    });
    expect(order).toBe(true);

    // Booking from the list: the slip, at the top of the page, takes focus and is in view.
    const card = page.locator('li.host-card', { has: page.getByRole('heading', { name: SHELTER }) });
    await card
      .locator('li.product-card')
      .filter({ hasText: 'Typ: Rum' })
      .first()
      .getByRole('button', { name: /^Boka / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Boka Rum' });
    await dialog.getByText(guestName).waitFor();
    await dialog.getByRole('button', { name: 'Bekräfta' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.closest('.confirmation-slip') !== null);
    expect(await onScreen(page, '.confirmation-slip h2')).toBe(true);
    await expectNoSeriousA11yProblems(page);

    // The own requests: a card per request, its Avboka on the screen.
    await page.goto('/volunteer/requests');
    const row = page.getByRole('row').filter({ hasText: guestName });
    await row.waitFor();
    const cancel = row.getByRole('button', { name: `Avboka bokningen för ${guestName}` });
    await cancel.scrollIntoViewIfNeeded();
    const box = await cancel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewports.phone.width).toBe(true);
    await expectNoSeriousA11yProblems(page);
    await j.shoot('08-phone-requests');
  });

  it("says 'Fyll i alla fält' when the new guest's fields are empty", async () => {
    await loginPage(j.page, VOLUNTEER);
    await j.page.goto('/volunteer');
    await j.page.getByText(/^Välkommen, \S+/).waitFor();
    await j.page.getByRole('button', { name: 'Skapa Användare' }).click();
    await j.page.getByRole('alert').filter({ hasText: 'Fyll i alla fält' }).waitFor();
  });

  it('creates a guest, books a room tonight for them, and the host sees them arriving', async () => {
    const page = j.page;
    await loginPage(page, VOLUNTEER);
    await page.goto('/volunteer');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Hitta Tillgängliga Rum' }).waitFor();
    await page.getByText(/^Välkommen, \S+/).waitFor();
    // The finder starts at tonight (one night) for every host.
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await j.shoot('01-room-finder');
    await expectNoSeriousA11yProblems(page);

    const lastName = `Gäst${String(Date.now()).slice(-6)}`;
    const uno = await createGuestInForm(page, 'Vilja', lastName);
    const guestName = `Vilja ${lastName}`;
    await j.shoot('02-guest-created');

    // Rooms for tonight at the host's shelter.
    await page.getByLabel('Välj Värd').selectOption({ label: SHELTER });
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const card = page.locator('li.host-card', { has: page.getByRole('heading', { name: SHELTER }) });
    await card.waitFor();
    expect(await page.locator('li.host-card').count()).toBe(1);
    // Issue 23 §11: each room has a visible 'Boka' that names the room and the shelter.
    const product = card.locator('li.product-card').filter({ hasText: 'Typ: Rum' }).first();
    const roomName = (await product.locator('.product-name').textContent()) ?? '';
    expect(roomName).not.toBe('');
    const room = product.getByRole('button', { name: `Boka ${roomName} på ${SHELTER}` });
    expect(await room.textContent()).toBe('Boka');
    // The guest just created is carried into the booking.
    await page
      .getByRole('status')
      .filter({ hasText: `Nästa bokning görs för ${guestName} (UNO ${uno})` })
      .waitFor();
    await j.shoot('03-rooms-tonight');

    await room.click();
    const dialog = page.getByRole('dialog', { name: 'Boka Rum' });
    await dialog.waitFor();
    await dialog.getByText(guestName).waitFor();
    await dialog.getByText('Gästen har inga aktuella bokningar.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Bekräfta' }).isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Sök Användare' }).click();
    await dialog.getByText('Ange förnamn, efternamn, eller UNO KOD för att söka').waitFor();
    // Part of the name, without its accent, finds the guest too (issue 23 §11).
    await dialog.getByLabel('Förnamn').fill('vilj');
    await dialog.getByLabel('Efternamn').fill(lastName.replace('ä', 'a').toLowerCase());
    await dialog.getByRole('button', { name: 'Sök Användare' }).click();
    await dialog.getByText(guestName, { exact: true }).waitFor();
    await dialog.getByLabel('Förnamn').fill('');
    await dialog.getByLabel('Efternamn').fill('');
    await dialog.getByLabel('UNO Kod').fill(uno);
    await dialog.getByRole('button', { name: 'Sök Användare' }).click();
    await dialog.getByText(guestName, { exact: true }).waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await j.shoot('04-book-room');
    await expectNoSeriousA11yProblems(page);

    await dialog.getByRole('button', { name: 'Bekräfta' }).click();
    await dialog.waitFor({ state: 'detached' });
    const status = page.getByRole('status').filter({ hasText: 'Bokningsbekräftelse' });
    await status.waitFor();
    // Issue 20 §7: a guest made here has no e-mail or phone, so nothing was sent: the volunteer is
    // told to say it, and gets a slip to print instead of SPEC's "e-mail sent".
    expect(await status.textContent()).toBe(
      `Bokningsbekräftelse ${roomName}, Gäst: ${guestName}Gästen har ingen e-post eller telefon – ge bokningsinformationen muntligt`,
    );
    const slip = page.getByRole('region', { name: 'Bokningsbekräftelse att skriva ut' });
    await slip.waitFor();
    const slipText = (await slip.textContent()) ?? '';
    expect(slipText).toContain(SHELTER);
    expect(slipText).toContain(guestName);
    expect(slipText).not.toContain(uno);
    expect(slipText).toMatch(/Incheckning(kl\. \d\d:\d\d–\d\d:\d\d|senast kl\. \d\d:\d\d|från kl\. \d\d:\d\d|Fråga boendet)/);
    await j.shoot('05-booked');
    await expectNoSeriousA11yProblems(page);
    // Printed, the slip is all there is on the paper.
    await page.emulateMedia({ media: 'print' });
    expect(await slip.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Hitta Tillgängliga Rum' }).isVisible()).toBe(false);
    expect(await slip.getByRole('button', { name: 'Skriv ut bekräftelsen' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // The volunteer's own list shows the confirmed booking.
    await page.goto('/volunteer/requests');
    const row = page.getByRole('row').filter({ hasText: guestName });
    await row.waitFor();
    expect(await row.textContent()).toContain('Bekräftad');
    await j.shoot('06-own-bookings');
    await expectNoSeriousA11yProblems(page);

    // The host, in a second browser context, sees the guest arriving today.
    const browser = j.context.browser();
    if (!browser) throw new Error('no browser behind the context');
    const hostContext = await newContext(browser);
    try {
      const hostPage = await hostContext.newPage();
      await loginPage(hostPage, HOST);
      await hostPage.goto('/host');
      const incoming = hostPage.locator('section', { has: hostPage.getByRole('heading', { name: 'Inkommande gäster' }) });
      await incoming.getByText(guestName).waitFor();
      await screenshot(hostPage, 'volunteer', '07-host-incoming', 'desktop');
    } finally {
      await hostContext.close();
    }
  });
});
