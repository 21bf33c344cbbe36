// Journey (issue 7): a host overview open in one browser context updates its counts, without a
// reload, when a guest books in another context; the live WebSocket does it, not a poll (the
// fallback poll is 15 s; this waits at most 5 s).
import { journey } from './support/browser';
import { reactHasPage } from './support/hydration';
import { apiAs, gql, gqlData, loginPage, stockholmDate } from './support/staff-session';

const HOST = 'vard@noq.example';
const GUEST = 'gast2@noq.example';
const SHELTER_1 = 'Härbärget Ljusglimten';

describe('live host overview', () => {
  const j = journey('live');

  it('updates the Förfrågningar tile when a guest books elsewhere', async () => {
    const page = j.page;
    await loginPage(page, HOST);
    await page.goto('/host');
    // /host comes rendered by the server: the journey goes on once React has it (its router records
    // its place in the history then, which is not a navigation away).
    await reactHasPage(page);
    await page.waitForLoadState('networkidle');
    const tile = page.locator('main [data-tile="pending"] .host-tile-count');
    await tile.waitFor();
    const before = Number(await tile.textContent());
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    const guest = await apiAs(GUEST);
    let bookingId: string | undefined;
    try {
      const { shelters } = await gqlData<{ shelters: { name: string; products: { id: string; type: string }[] }[] }>(
        guest,
        '{ shelters { name products { id type } } }',
      );
      const room = shelters.find((s) => s.name === SHELTER_1)?.products.find((p) => p.type === 'room');
      if (!room) throw new Error('shelter 1 has no room');
      const made = await gqlData<{ requestBooking: { id: string; status: string } }>(
        guest,
        'mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }',
        { input: { productId: room.id, startDate: stockholmDate(21), endDate: stockholmDate(22) } },
      );
      bookingId = made.requestBooking.id;
      expect(made.requestBooking.status).toBe('pending');

      await page.waitForFunction(
        ([selector, expected]) => Number(document.querySelector(selector as string)?.textContent) === expected,
        ['main [data-tile="pending"] .host-tile-count', before + 1] as const,
        { timeout: 5000 },
      );
      expect(navigations).toBe(0);
      await j.shoot('host-overview-updated');
    } finally {
      if (bookingId) await gql(guest, 'mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: bookingId });
      await guest.dispose();
    }
  });
});
