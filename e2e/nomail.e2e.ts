// Journey: a guest without e-mail (issue 36 §3). A volunteer creates the guest on the volunteer page
// and makes a one-time start code for the slip; on a 360 px phone the guest enters it, chooses a
// PIN, is told the UNO code, logs out, logs in again with UNO code + PIN (marking the phone as
// shared: no bookings kept on it), books a room, confirms the place the host gave and cancels.
import type { Page } from 'playwright-core';
import { newContext } from './support/browser';
import { hydrated } from './support/hydration';
import { journey } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { randomUno } from './support/guest-requests';
import { dayMonth } from './support/guest-journey';
import { apiAs, gqlData, loginPage, stockholmDate } from './support/staff-session';

const VOLUNTEER = 'volontar@noq.example';
const HOST = 'vard@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** One GraphQL operation with the page's own session (the guest's), throwing on errors. */
async function asPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await r.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

describe('login without e-mail', () => {
  const j = journey('nomail');

  it('start code from the volunteer → PIN on a 360 px phone → UNO + PIN → book, confirm, cancel', async () => {
    const { page } = j;
    // The volunteer creates the guest and makes the start code on the volunteer page.
    await loginPage(page, VOLUNTEER);
    await page.goto('/volunteer');
    await hydrated(page);
    const form = page.locator('section.create-guest');
    await form.waitFor();
    const last = `Utanmejl${Date.now() % 100000}`;
    let uno = '';
    for (let attempt = 0; attempt < 10; attempt++) {
      uno = randomUno();
      await form.getByLabel('Förnamn').fill('Sami');
      await form.getByLabel('Efternamn').fill(last);
      await form.getByLabel('UNO Kod').fill(uno);
      await form.getByRole('button', { name: 'Skapa Användare' }).click();
      const done = await Promise.race([
        form
          .getByText('Gäst har skapats!')
          .waitFor()
          .then(() => true),
        form
          .getByRole('alert')
          .waitFor()
          .then(() => false),
      ]);
      if (done) break;
    }
    await page.getByRole('button', { name: 'Skapa startkod' }).click();
    const codeCell = page.getByTestId('start-code');
    await codeCell.waitFor();
    const code = ((await codeCell.textContent()) ?? '').trim();
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{4}-[34679ACDEFGHJKMNPQRTUVWXY]{4}$/);
    await j.shoot('01-start-code');

    // The guest, on a phone.
    const browser = j.context.browser();
    if (!browser) throw new Error('no browser');
    const phone = await newContext(browser, 'phone');
    try {
      const g = await phone.newPage();
      await g.goto('/login');
      await g.getByRole('link', { name: 'Jag har en startkod' }).click();
      await heading(g, 'Jag har en startkod').waitFor();
      await g.getByLabel('Startkod', { exact: true }).fill(code.toLowerCase());
      await g.getByLabel('Välj PIN-kod (6 siffror)').fill('482913');
      await g.getByLabel('Upprepa PIN-koden').fill('482913');
      await expectPhoneFriendly(g, 4);
      await g.getByRole('button', { name: 'Fortsätt', exact: true }).click();
      await g
        .getByRole('status')
        .filter({ hasText: `UNO-kod ${uno}` })
        .waitFor();
      await g.getByRole('button', { name: 'Fortsätt till noQ' }).click();
      await heading(g, 'Boställen').waitFor();
      await expectPhoneFriendly(g, 2);

      // Used once: the same code again is refused.
      await g.request.post('/api/logout/');
      const again = await g.request.post('/api/auth/start-code/redeem/', { data: { code, pin: '482913' } });
      expect(again.status()).toBe(401);

      // UNO code + PIN, on a phone marked as shared.
      await g.goto('/login');
      await g.getByRole('link', { name: 'Logga in med UNO-kod och PIN' }).click();
      await heading(g, 'Logga in med UNO-kod och PIN').waitFor();
      await g.getByLabel('UNO-kod (4 siffror)').fill(uno);
      await g.getByLabel('PIN-kod (6 siffror)').fill('000000');
      await g.getByRole('button', { name: 'Logga in' }).click();
      await g.getByRole('alert').filter({ hasText: 'UNO-koden eller PIN-koden stämmer inte.' }).waitFor();
      await g.getByLabel('UNO-kod (4 siffror)').fill(uno);
      await g.getByLabel('PIN-kod (6 siffror)').fill('482913');
      await g.getByLabel('Inte min telefon (delad dator)').check();
      await expectPhoneFriendly(g, 4);
      await j.shoot('02-pin-login');
      await g.getByRole('button', { name: 'Logga in' }).click();
      await heading(g, 'Boställen').waitFor();
      expect(await g.evaluate(() => window.localStorage.getItem('noq-shared-device'))).toBe('1');

      // The guest books a room for themself; the host gives them a place in another.
      const { shelters } = await asPage<{ shelters: { name: string; products: { id: string; type: string }[] }[] }>(
        g,
        '{ shelters { name products { id type } } }',
      );
      const rooms = shelters.find((s) => s.name === SHELTER)?.products.filter((p) => p.type === 'room') ?? [];
      const book = (productId: string, days: number) =>
        asPage<{ requestBooking: { id: string; status: string } }>(
          g,
          'mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }',
          { input: { productId, startDate: stockholmDate(days), endDate: stockholmDate(days + 1) } },
        );
      const own = await book(rooms[0]?.id ?? '', 5);
      expect(['pending', 'in_queue']).toContain(own.requestBooking.status);
      const given = await book(rooms[0]?.id ?? '', 8);
      const host = await apiAs(HOST);
      try {
        if (given.requestBooking.status === 'pending')
          await gqlData(host, 'mutation($id: ID!) { assignBooking(id: $id) { id } }', { id: given.requestBooking.id });
      } finally {
        await host.dispose();
      }

      await g.goto('/user/requests');
      await heading(g, 'Bokningar').waitFor();
      const reserved = g.locator('.booking-card').filter({ hasText: 'Tilldelad' }).first();
      await reserved.waitFor();
      await expectPhoneFriendly(g, 3);
      await j.shoot('03-bookings');
      await reserved.getByRole('button', { name: /^Bekräfta/ }).click();
      await g.getByText('Du har bekräftat platsen.').waitFor();
      // Cancels the one booked first.
      const stay = `${dayMonth(stockholmDate(5))} – ${dayMonth(stockholmDate(6))}`;
      await g
        .locator('.booking-card')
        .filter({ hasText: stay })
        .getByRole('button', { name: /^Avboka/ })
        .click();
      const ask = g.getByRole('alertdialog', { name: 'Avboka?' });
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Ja, avboka' }).click();
      await g.getByText('Bokningen är avbokad.').waitFor();
      // A shared device keeps no bookings for the offline page.
      expect(await g.evaluate(() => window.localStorage.getItem('noq-own-bookings'))).toBeNull();
      await j.shoot('04-confirmed-and-cancelled');
    } finally {
      await phone.close();
    }
  });
});
