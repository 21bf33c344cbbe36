// Journey: a host runs a shelter's day (issue 5). As vard@noq.example (shelter 1): the overview's
// tiles, assigning and declining requests, checking a guest in and out, and a room added, edited
// and deleted in Mina Rum. As vard2@noq.example (shelter 2): shelter 1's bookings never appear.
// Other journeys share the server, so rows are picked by what they offer, never by demo counts.
import type { Locator, Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { journey } from './support/browser';
import { pendingRequestAt } from './support/guest-requests';
import { apiAs, gql, gqlData, loginPage, stockholmDate } from './support/staff-session';

const HOST = 'vard@noq.example';
const HOST2 = 'vard2@noq.example';
const GUEST = 'gast2@noq.example';
const SHELTER_1 = 'Härbärget Ljusglimten';

/** Polls until `read` gives `expected` (the page refreshes on its own; nothing to wait on). */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (last !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toBe(expected);
}

const main = (page: Page): Locator => page.locator('main');

/** The card (innermost section) around a level-2 heading. */
const card = (page: Page, heading: string): Locator =>
  main(page).getByRole('heading', { level: 2, name: heading, exact: true }).locator('xpath=ancestor::section[1]');

/** The number on one of the overview's tiles. */
async function tile(page: Page, key: 'pending' | 'arrivals' | 'current' | 'departures'): Promise<number> {
  const text = await main(page).locator(`[data-tile="${key}"] .host-tile-count`).textContent();
  return Number(text);
}

/** axe on the whole page: the screen and the layout around it. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual([]);
}

/** Makes sure shelter 1 has an arrival today: a guest's request for tonight, assigned by the host. */
async function ensureArrivalToday(page: Page): Promise<void> {
  const incoming = card(page, 'Inkommande gäster');
  if ((await incoming.getByRole('button', { name: /^Incheckning/ }).count()) > 0) return;
  await pendingRequestAt(GUEST, SHELTER_1, stockholmDate(0), stockholmDate(1), HOST);
  await page.reload();
  await incoming
    .getByRole('button', { name: /^Incheckning/ })
    .first()
    .waitFor();
}

// The e2e project's `testTimeout` is not applied per project by jest; a journey needs more than 5 s.
jest.setTimeout(120_000);

describe('host', () => {
  const j = journey('host');

  it('shows the overview: the four tiles, places today and the 7-day table', async () => {
    await loginPage(j.page, HOST);
    await j.page.goto('/host');

    await main(j.page).getByRole('heading', { level: 1, name: 'Överblick' }).waitFor();
    const tiles = main(j.page).getByRole('list', { name: 'Idag' });
    await tiles.waitFor();
    for (const label of ['Förfrågningar', 'Kommande', 'Incheckade', 'Utcheckning']) {
      await tiles.getByText(label, { exact: true }).waitFor();
    }
    for (const key of ['pending', 'arrivals', 'current', 'departures'] as const) {
      expect(Number.isInteger(await tile(j.page, key))).toBe(true);
    }
    await main(j.page).getByText(SHELTER_1).first().waitFor();

    const today = card(j.page, 'Lediga platser idag');
    await today.getByRole('rowheader', { name: 'Rum 1' }).waitFor();
    expect(await today.getByRole('row').filter({ hasText: 'Rum 1' }).textContent()).toMatch(/\d+ \/ 3/);

    const week = card(j.page, 'Lediga platser');
    await week.getByRole('rowheader', { name: 'Rum 1' }).waitFor();
    // Seven nights from today, dd/MM.
    const [, month, day] = /^\d{4}-(\d{2})-(\d{2})$/.exec(stockholmDate(0)) ?? [];
    expect(await week.getByRole('columnheader').count()).toBe(8);
    await week.getByRole('columnheader', { name: `${day}/${month}` }).waitFor();
    const levels = await week.locator('td[data-level]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-level')));
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) expect(['green', 'yellow', 'red', 'none']).toContain(level);

    await card(j.page, 'Förfrågningar').getByRole('link', { name: 'Hantera förfrågningar' }).waitFor();
    await expectAccessible(j.page);
    await j.shoot('01-overview');
  });

  it('assigns one request and declines another from Förfrågningar', async () => {
    await loginPage(j.page, HOST);
    await j.page.goto('/host');
    await card(j.page, 'Förfrågningar').getByRole('link', { name: 'Hantera förfrågningar' }).click();
    await j.page.waitForURL('**/host/requests');
    await main(j.page).getByRole('heading', { level: 1, name: 'Förfrågningar' }).waitFor();

    const shelter = card(j.page, SHELTER_1);
    const assignable = shelter.locator('tr[data-booking-id]').filter({ has: j.page.getByRole('button', { name: /^Tilldela / }) });
    await assignable.first().waitFor();
    expect(await assignable.count()).toBeGreaterThanOrEqual(2);
    const ids = await assignable.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-booking-id') ?? ''));
    const [assignId, declineId] = ids;
    const row = (id: string | undefined) => shelter.locator(`tr[data-booking-id="${id}"]`);
    await expect(j.page.getByRole('button', { name: 'Tilldela alla markerade' }).first().isDisabled()).resolves.toBe(true);
    await expectAccessible(j.page);
    await j.shoot('02-requests');

    // Tilldela: the row stays with its new status and an undo until the next action.
    await row(assignId)
      .getByRole('button', { name: /^Tilldela / })
      .click();
    await row(assignId).getByText('Tilldelad', { exact: true }).waitFor();
    await row(assignId)
      .getByRole('button', { name: /^Ångra/ })
      .waitFor();

    // Neka asks for an optional reason.
    await row(declineId)
      .getByRole('button', { name: /^Neka / })
      .click();
    const dialog = j.page.getByRole('dialog');
    await dialog.getByLabel('Anledning (frivillig)').fill('Ingen plats för husdjur.');
    await j.shoot('03-decline-reason');
    await dialog.getByRole('button', { name: 'Neka', exact: true }).click();
    await row(declineId).getByText('Nekad', { exact: true }).waitFor();
    await j.shoot('04-handled');

    // The server agrees, and after a reload both have left the list.
    const host = await apiAs(HOST);
    try {
      const query = 'query($id: ID!) { booking(id: $id) { status declineReason } }';
      const assigned = await gqlData<{ booking: { status: string } }>(host, query, { id: assignId });
      const declined = await gqlData<{ booking: { status: string; declineReason: string } }>(host, query, { id: declineId });
      expect(assigned.booking.status).toBe('reserved');
      expect(declined.booking).toEqual({ status: 'declined', declineReason: 'Ingen plats för husdjur.' });
    } finally {
      await host.dispose();
    }
    await j.page.reload();
    await main(j.page).getByRole('heading', { level: 1, name: 'Förfrågningar' }).waitFor();
    await shelter.locator('tr[data-booking-id]').first().waitFor();
    expect(await row(assignId).count()).toBe(0);
    expect(await row(declineId).count()).toBe(0);
  });

  it('checks a guest in and out from Överblick, and the counts change', async () => {
    await loginPage(j.page, HOST);
    await j.page.goto('/host');
    const incoming = card(j.page, 'Inkommande gäster');
    await incoming.getByRole('table').or(incoming.getByText('Inga gäster ska checka-in idag.')).waitFor();
    await ensureArrivalToday(j.page);

    const current = await tile(j.page, 'current');
    const arrivals = await tile(j.page, 'arrivals');
    const arrival = incoming
      .locator('tr[data-booking-id]')
      .filter({ has: j.page.getByRole('button', { name: /^Incheckning/ }) })
      .first();
    const arrivalId = await arrival.getAttribute('data-booking-id');
    const arrivalRow = incoming.locator(`tr[data-booking-id="${arrivalId}"]`);
    await arrival.getByRole('button', { name: /^Incheckning/ }).click();

    // SPEC §4: name and status blank, the button hidden, the counts refreshed.
    await incoming.getByText(/är incheckad\.$/).waitFor();
    // The change's own live refresh may already have taken the whole row away (as at check-out
    // below; allTextContents does not wait for a row that is no longer there).
    const blank = await arrivalRow.locator('.host-stay-guest, .host-stay-status').allTextContents();
    expect(blank.every((text) => text === '')).toBe(true);
    expect(await arrivalRow.getByRole('button').count()).toBe(0);
    await eventually(() => tile(j.page, 'current'), current + 1);
    await eventually(() => tile(j.page, 'arrivals'), arrivals - 1);
    await j.shoot('05-checked-in');

    // Check out: a guest due out today if there is one, else the guest just checked in.
    const outgoing = card(j.page, 'Utgående gäster');
    const due = outgoing.locator('tr[data-booking-id]').filter({ has: j.page.getByRole('button', { name: /^Utcheckning/ }) });
    const departures = await tile(j.page, 'departures');
    const before = await tile(j.page, 'current');
    if ((await due.count()) > 0) {
      const departureId = await due.first().getAttribute('data-booking-id');
      await due
        .first()
        .getByRole('button', { name: /^Utcheckning/ })
        .click();
      await outgoing.getByText(/är utcheckad\.$/).waitFor();
      // The guest's name is gone from the row; the change's own live refresh may already have taken
      // the whole row away (allTextContents does not wait for a row that is no longer there).
      const names = await outgoing.locator(`tr[data-booking-id="${departureId}"] .host-stay-guest`).allTextContents();
      expect(names.every((n) => n === '')).toBe(true);
      await eventually(() => tile(j.page, 'departures'), departures - 1);
    } else {
      const staying = card(j.page, 'Incheckade gäster');
      const row = staying.locator(`tr[data-booking-id="${arrivalId}"]`);
      await row.getByRole('button', { name: /^Utcheckning/ }).click();
      await staying.getByText(/är utcheckad\.$/).waitFor();
    }
    await eventually(() => tile(j.page, 'current'), before - 1);
    await expectAccessible(j.page);
    await j.shoot('06-checked-out');
  });

  it('adds, edits and deletes a room in Mina Rum', async () => {
    await loginPage(j.page, HOST);
    await j.page.goto('/host/products');
    await main(j.page).getByRole('heading', { level: 1, name: 'Mina Rum' }).waitFor();
    await main(j.page).getByRole('rowheader', { name: 'Rum 1', exact: true }).waitFor();
    await expectAccessible(j.page);
    await j.shoot('07-rooms');

    const name = `E2E-rum ${Date.now().toString(36)}`;
    const form = main(j.page).locator('form');
    await form.getByLabel('Namn').fill(name);
    await form.getByLabel('Beskrivning').fill('Rum för provkörning');
    await form.getByLabel('Antal sovplatser').fill('2');
    await form.getByLabel('Typ').selectOption('room');
    await form.getByLabel('Krav').fill('Inga husdjur');
    await form.getByRole('button', { name: 'Spara' }).click();

    const row = main(j.page)
      .getByRole('row')
      .filter({ has: j.page.getByRole('rowheader', { name, exact: true }) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Rum för provkörning');
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('2');

    // Editing fills the form.
    await row.getByRole('button', { name: `Redigera ${name}` }).click();
    await main(j.page)
      .getByRole('heading', { name: `Redigera ${name}` })
      .waitFor();
    expect(await form.getByLabel('Namn').inputValue()).toBe(name);
    expect(await form.getByLabel('Antal sovplatser').inputValue()).toBe('2');
    await form.getByLabel('Beskrivning').fill('Ändrad beskrivning');
    await form.getByLabel('Antal sovplatser').fill('4');
    await j.shoot('08-room-edit');
    await form.getByRole('button', { name: 'Spara' }).click();
    await main(j.page).getByText(`${name} sparades.`).waitFor();
    await eventually(async () => (await row.getByRole('cell').nth(1).textContent()) ?? '', '4');
    expect(await row.textContent()).toContain('Ändrad beskrivning');

    // Deleting asks first, then the room leaves the list.
    await row.getByRole('button', { name: `Ta bort ${name}` }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Ta bort rum' });
    await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
    await main(j.page).getByText(`${name} togs bort.`).waitFor();
    await eventually(() => row.count(), 0);
    await j.shoot('09-room-deleted');
  });

  it("as vard2, never shows shelter 1's bookings", async () => {
    // A fresh request at shelter 1, so there is certainly one to leak.
    const guest = await apiAs(GUEST);
    let bookingId: string | undefined;
    try {
      const { shelters } = await gqlData<{ shelters: { name: string; products: { id: string; name: string }[] }[] }>(
        guest,
        '{ shelters { name products { id name } } }',
      );
      const room = shelters.find((s) => s.name === SHELTER_1)?.products.find((p) => p.name === 'Rum 3');
      expect(room).toBeDefined();
      for (let offset = 14; offset < 28 && !bookingId; offset += 2) {
        const made = await gql<{ requestBooking: { id: string } }>(
          guest,
          'mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id } }',
          {
            input: {
              productId: room?.id,
              startDate: stockholmDate(offset),
              endDate: stockholmDate(offset + 1),
              message: 'e2e: vard2 ska inte se detta',
            },
          },
        );
        bookingId = made.data?.requestBooking.id;
      }
      expect(bookingId).toBeDefined();

      // Shelter 1's host sees it ...
      const host = await apiAs(HOST);
      try {
        const { hostRequests } = await gqlData<{ hostRequests: { id: string }[] }>(host, '{ hostRequests { id } }');
        expect(hostRequests.map((b) => b.id)).toContain(bookingId);
      } finally {
        await host.dispose();
      }

      // ... shelter 2's host does not, on any host screen.
      await loginPage(j.page, HOST2);
      await j.page.goto('/host/requests');
      await main(j.page).getByRole('heading', { level: 1, name: 'Förfrågningar' }).waitFor();
      await main(j.page)
        .locator('tr[data-booking-id]')
        .first()
        .or(main(j.page).getByText('Det finns inga bokningar att hantera.'))
        .waitFor();
      expect(await main(j.page).locator(`tr[data-booking-id="${bookingId}"]`).count()).toBe(0);
      expect(await main(j.page).getByText(SHELTER_1).count()).toBe(0);
      expect(await main(j.page).getByText('e2e: vard2 ska inte se detta').count()).toBe(0);
      await main(j.page).getByRole('heading', { level: 2, name: 'Nattlogi Norrmalm' }).waitFor();
      await j.shoot('10-vard2-requests');

      await j.page.goto('/host');
      await main(j.page).getByText('Nattlogi Norrmalm').first().waitFor();
      await card(j.page, 'Förfrågningar')
        .getByRole('table')
        .or(card(j.page, 'Förfrågningar').getByText('Det finns inga bokningar att hantera.'))
        .waitFor();
      expect(await main(j.page).getByText(SHELTER_1).count()).toBe(0);

      const host2 = await apiAs(HOST2);
      try {
        const lists = await gqlData<Record<string, { id: string }[]>>(
          host2,
          '{ hostRequests { id } hostQueue { id } hostIncoming { id } hostOutgoing { id } hostCheckedIn { id } }',
        );
        for (const list of Object.values(lists)) expect(list.map((b) => b.id)).not.toContain(bookingId);
        const direct = await gql(host2, 'query($id: ID!) { booking(id: $id) { id } }', { id: bookingId });
        expect(direct.errors?.[0]?.extensions?.code).toBe('BOOKING_NOT_FOUND');
      } finally {
        await host2.dispose();
      }
    } finally {
      if (bookingId) await gql(guest, 'mutation($id: ID!) { cancelBooking(id: $id) { id } }', { id: bookingId });
      await guest.dispose();
    }
  });
});
