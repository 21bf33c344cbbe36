// Journey: the caseworker (handlaggare@noq.example). Tonight's places per shelter; two fresh
// requests, one recommended (Tillråda) and one advised against (Avråda) with a reason; a guest's
// record on Användare; the nights report for this month, whose CSV export adds up to the summary.
// axe-core on every caseworker route.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { journey } from './support/browser';
import { hydrated } from './support/hydration';
import { createGuest, requestFor, roomAt } from './support/guest-requests';
import { eventually } from './support/poll';
import { apiAs, gqlData, loginPage, stockholmDate } from './support/staff-session';

// A journey drives a real browser against a real server (the project's testTimeout is not
// applied per project by jest, so each journey file sets its own).
jest.setTimeout(120_000);

const CASEWORKER = 'handlaggare@noq.example';
const VOLUNTEER = 'volontar@noq.example';
const SHELTER = 'Härbärget Ljusglimten';

async function expectNoSeriousA11yProblems(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual([]);
}

interface BookingState {
  booking: { status: string; history: { action: string; reason: string | null }[] };
}

const bookingState = (page: Page, id: string): Promise<BookingState> =>
  gqlData<BookingState>(page.request, 'query($id: ID!) { booking(id: $id) { status history { action reason } } }', { id });

describe('caseworker', () => {
  const j = journey('caseworker');
  let volunteer: APIRequestContext;

  beforeAll(async () => {
    volunteer = await apiAs(VOLUNTEER);
  });
  afterAll(async () => {
    await volunteer?.dispose();
  });

  it("shows tonight's places per shelter, the first card open", async () => {
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker');
    // Rendered on the server: the second card's tap below must reach React (support/hydration.ts).
    await hydrated(j.page);
    const first = j.page.getByRole('button', { name: /- Rum/ }).first();
    await first.waitFor();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(await first.textContent()).toMatch(/\d+ lediga av \d+/);
    await j.page.getByRole('columnheader', { name: 'Rumsnamn' }).first().waitFor();

    const second = j.page.getByRole('button', { name: /- Rum/ }).nth(1);
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    await second.click();
    expect(
      await eventually(
        () => second.getAttribute('aria-expanded'),
        (v) => v === 'true',
      ),
    ).toBe('true');

    await j.shoot('01-overview');
    await expectNoSeriousA11yProblems(j.page);
  });

  it('recommends one request and advises against another with a reason', async () => {
    const tag = String(Date.now()).slice(-6);
    const room = await roomAt(volunteer, SHELTER);
    const [a, b] = [await createGuest(volunteer, 'Tilda', `Tillråd${tag}`), await createGuest(volunteer, 'Arvid', `Avråd${tag}`)];
    const start = stockholmDate(20);
    const end = stockholmDate(21);
    const recommended = await requestFor(volunteer, a.id, room, start, end);
    const advised = await requestFor(volunteer, b.id, room, start, end);
    const nameA = `${a.firstName} ${a.lastName}`;
    const nameB = `${b.firstName} ${b.lastName}`;

    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker/requests');
    const tillrada = j.page.getByRole('button', { name: `Tillråda ${nameA}`, exact: true });
    await tillrada.waitFor();
    await j.shoot('02-requests');
    await expectNoSeriousA11yProblems(j.page);

    await tillrada.click();
    const afterRecommend = await eventually(
      () => bookingState(j.page, recommended.id),
      (s) => s.booking.status === 'accepted',
    );
    expect(afterRecommend.booking.status).toBe('accepted');

    await j.page.getByRole('button', { name: `Avråda ${nameB}`, exact: true }).click();
    const dialog = j.page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Anledning (frivillig)').fill('Har redan plats på annat boende.');
    await j.shoot('03-advise-against-reason');
    await dialog.getByRole('button', { name: 'Avråda', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const afterAdvice = await eventually(
      () => bookingState(j.page, advised.id),
      (s) => s.booking.status === 'advised_against',
    );
    expect(afterAdvice.booking.status).toBe('advised_against');
    expect(afterAdvice.booking.history.at(-1)).toEqual({ action: 'advise_against', reason: 'Har redan plats på annat boende.' });
    await j.shoot('04-requests-handled');
  });

  it("shows a guest's record, bookings with history and nights on Användare", async () => {
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker/users');
    await j.page.getByLabel('Sök gäst (namn eller UNO-kod)').fill('Anna');
    await j.page.getByRole('button', { name: 'Sök', exact: true }).click();
    await j.page.getByRole('link', { name: /^Anna Lind \(UNO \d{4}\)$/ }).click();
    await j.page.getByRole('heading', { name: 'Anna Lind – Uppgifter' }).waitFor();
    await j.page.getByRole('heading', { name: 'Bokningar' }).waitFor();
    await j.page.getByText(/^Totalt \d+ nätter$|^Inga använda nätter under perioden\.$/).waitFor();
    await j.page.getByText('Visa historik').first().click();
    await j.shoot('05-users');
    await expectNoSeriousA11yProblems(j.page);
  });

  it("runs this month's report; the CSV export adds up to the summary", async () => {
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker/statistics');
    // Rendered on the server: the choice below resets the period in React, and the sort takes two taps.
    await hydrated(j.page);
    await j.page.getByRole('heading', { name: 'Användningsrapport av gäst' }).waitFor();
    await j.page.getByText('Ange period gäst och klicka på Sök').waitFor();
    await expectNoSeriousA11yProblems(j.page);

    // 'All guests' resets the period to the month's start through today (SPEC §2).
    await j.page.getByLabel('Gäst', { exact: true }).selectOption({ label: 'All guests' });
    const monthStart = `${stockholmDate(0).slice(0, 8)}01`;
    expect(await j.page.getByLabel('Startdatum').inputValue()).toBe(monthStart);
    expect(await j.page.getByLabel('Slutdatum').inputValue()).toBe(stockholmDate(0));
    await j.page.getByRole('button', { name: 'Sök', exact: true }).click();

    const summary = j.page.getByText(/^Totalt \d+ nätter mellan \S+ och \S+$|^Ange period gäst och klicka på Sök$/);
    const exportLink = j.page.getByRole('link', { name: 'Exportera CSV' });
    await exportLink.waitFor();
    const text = (await summary.textContent()) ?? '';
    const total = Number(/^Totalt (\d+) nätter/.exec(text)?.[1] ?? 0);
    if (total > 0) {
      expect(text).toBe(`Totalt ${total} nätter mellan ${monthStart} och ${stockholmDate(0)}`);
      await j.page.getByRole('figure', { name: 'Nätter per boende' }).waitFor();
      await j.page.getByRole('columnheader', { name: /Gäst/ }).waitFor();
    }
    await j.shoot('06-statistics-month');
    await expectNoSeriousA11yProblems(j.page);

    const [download] = await Promise.all([j.page.waitForEvent('download'), exportLink.click()]);
    const file = await download.path();
    const csv = await readFile(file, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines[0]).toBe('Gäst;UNO;Boende;Region;Nätter;Från;Till');
    const totalLine = lines.at(-1)?.split(';') ?? [];
    expect(totalLine[0]).toBe('Totalt');
    expect(Number(totalLine[4])).toBe(total);
    const rowSum = lines.slice(1, -1).reduce((sum, line) => sum + Number(line.split(';')[4]), 0);
    expect(rowSum).toBe(total);

    // A header sort really sorts: Nätter descending puts the largest first.
    if (total > 0) {
      const nightsHeader = j.page.getByRole('columnheader', { name: /Nätter/ });
      await nightsHeader.getByRole('button').click();
      await eventually(
        () => nightsHeader.getAttribute('aria-sort'),
        (v) => v === 'ascending',
      );
      await nightsHeader.getByRole('button').click();
      expect(
        await eventually(
          () => nightsHeader.getAttribute('aria-sort'),
          (v) => v === 'descending',
        ),
      ).toBe('descending');
      const firstCells = await j.page.locator('table tbody tr td:nth-child(3)').allTextContents();
      const numbers = firstCells.map(Number);
      expect(numbers).toEqual([...numbers].sort((x, y) => y - x));
    }
  });
});
