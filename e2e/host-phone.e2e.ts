// Journey: the host at the door with a phone (issue 19). As vard@noq.example at 360 px wide, on the
// overview, the requests page and Mina Rum: every visible button and link lies inside the screen
// horizontally (its box measured in the browser), the document never scrolls sideways, and axe
// finds nothing. The lists are cards there (ui/card-table.css), the tables on a desktop.
import { journey, viewports } from './support/browser';
import { cancelAsGuest, pendingRequestAt } from './support/guest-requests';
import { expectPhoneFriendly } from './support/phone';
import { loginPage, stockholmDate } from './support/staff-session';

const HOST = 'vard@noq.example';
const GUEST = 'gast2@noq.example';
const SHELTER_1 = 'Härbärget Ljusglimten';
// The e2e project's `testTimeout` is not applied per project by jest; a journey needs more than 5 s.
jest.setTimeout(120_000);

describe('host screens on a phone (360 px)', () => {
  const j = journey('host-phone');
  let requestId: string | null = null;

  beforeAll(async () => {
    // A pending request at shelter 1 in three days, so the requests page has a card with Tilldela and Neka.
    requestId = await pendingRequestAt(GUEST, SHELTER_1, stockholmDate(3), stockholmDate(4));
  });
  afterAll(async () => {
    await cancelAsGuest(GUEST, requestId);
  });

  beforeEach(async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, HOST);
  });

  it('Överblick: the tiles, cards and their buttons fit the screen', async () => {
    await j.page.goto('/host');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Överblick' }).waitFor();
    await main.locator('[data-tile="pending"] .host-tile-count').filter({ hasText: /\d/ }).waitFor();
    await main.getByRole('link', { name: 'Hantera förfrågningar' }).waitFor();
    await main.getByRole('heading', { level: 2, name: 'Lediga platser', exact: true }).waitFor();
    // Nothing is loading any more.
    await j.page.waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0);
    await expectPhoneFriendly(j.page, 3);
    await j.shoot('01-overview');
  });

  it('Förfrågningar: one card per request with Tilldela and Neka on the screen, and the filters', async () => {
    await j.page.goto('/host/requests');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Förfrågningar' }).waitFor();
    const assign = main.getByRole('button', { name: /^Tilldela / });
    await assign.first().waitFor();
    // The row is laid out as a card: its header row is hidden, the buttons sit inside the card.
    const row = main
      .locator('tr[data-booking-id]')
      .filter({ has: j.page.getByRole('button', { name: /^Tilldela / }) })
      .first();
    const rowBox = await row.boundingBox();
    expect(rowBox && rowBox.x >= 0 && rowBox.x + rowBox.width <= viewports.phone.width).toBe(true);
    await main.getByRole('group', { name: 'Filtrera bokningar' }).getByRole('combobox', { name: 'Natt' }).waitFor();
    await main
      .getByText(/väntat \d+ (min|h|dygn)/)
      .first()
      .waitFor();
    await expectPhoneFriendly(j.page, 3);
    await j.shoot('02-requests');
  });

  it('Mina Rum: each room a card with its edit and delete buttons on the screen', async () => {
    await j.page.goto('/host/products');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Mina Rum' }).waitFor();
    await main
      .getByRole('button', { name: /^Redigera / })
      .first()
      .waitFor();
    await main
      .getByRole('button', { name: /^Ta bort / })
      .first()
      .waitFor();
    await expectPhoneFriendly(j.page, 3);
    await j.shoot('03-products');
  });
});
