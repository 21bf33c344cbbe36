// Journey: Beläggning och avvisningar (issue 37). The caseworker (handlaggare@noq.example) on a
// 360 px phone opens last month's occupancy from the side menu: the three charts, each with its
// numbers table, the summary, the CSV export (with "<5"); nothing sticks out sideways and axe finds
// nothing. The page's code loads on its own route only. The admin sees every region and
// narrows to one.
import type { Page } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { loginPage } from './support/staff-session';

jest.setTimeout(120_000);

const CASEWORKER = 'handlaggare@noq.example';
const ADMIN = 'admin@noq.example';

/** The JavaScript the page loaded, as text (to tell which chunks came). */
function scriptsOf(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

async function waitForReport(page: Page): Promise<void> {
  const main = page.locator('main');
  await main.getByRole('heading', { level: 1, name: 'Beläggning och avvisningar' }).waitFor();
  await main.getByRole('img', { name: /^Använda platser per natt/ }).waitFor();
}

describe('Beläggning och avvisningar', () => {
  const j = journey('occupancy');

  it("a caseworker on a phone: last month's charts with their numbers, and the CSV", async () => {
    await j.page.setViewportSize(viewports.phone);
    const scripts = scriptsOf(j.page);
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker');
    await j.page.locator('main').getByRole('heading', { level: 1 }).waitFor();
    // Not loaded before the route is opened.
    expect((await scripts()).some((s) => s.includes('occ-heat'))).toBe(false);

    // From the side menu (behind the phone's menu button).
    await j.page.getByRole('button', { name: 'Meny' }).click();
    await j.page.getByRole('link', { name: 'Beläggning' }).click();
    await waitForReport(j.page);
    expect((await scripts()).some((s) => s.includes('occ-heat'))).toBe(true);
    const main = j.page.locator('main');
    for (const name of [/^Använda platser per natt/, /^Avvisade personer per natt/, /^Beläggning i procent per vecka/]) {
      await main.getByRole('img', { name }).waitFor();
    }
    for (const caption of [
      'Beläggning per natt, i siffror',
      'Avvisade personer per natt, i siffror',
      'Beläggning per vecka och veckodag, i siffror',
      'Sammanfattning',
    ]) {
      await main.getByRole('table', { name: caption }).waitFor();
    }
    // Every night of last month is a row of the occupancy table.
    const rows = await main.getByRole('table', { name: 'Beläggning per natt, i siffror' }).locator('tbody tr').count();
    expect(rows).toBeGreaterThanOrEqual(28);
    await j.shoot('01-phone-month');
    await expectPhoneFriendly(j.page, 4, '.table-scroll');

    // The CSV export of the same period.
    const href = await main.getByRole('link', { name: 'Ladda ner CSV' }).getAttribute('href');
    expect(href).toMatch(/^\/api\/caseworker\/statistics\/occupancy\/export\.csv\?period=month&date=\d{4}-\d{2}-01$/);
    const csv = await j.page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toMatch(/^Nivå;Boende;Region;Från;Till;Erbjudna platser/);
    expect(text).toMatch(/\r\nTotalt;;;/);

    // Another period: one week.
    await main.getByLabel('Period', { exact: true }).selectOption('week');
    await main.getByRole('button', { name: 'Visa' }).click();
    await j.page.waitForFunction(() => document.querySelector('main .occ-chart table tbody')?.querySelectorAll('tr').length === 7);

    // One shelter's week: its nights are asked for when it is chosen (issue 34 §2), and the period
    // line names it.
    const shelterSelect = main.locator('#occ-shelter');
    const name = (await shelterSelect.locator('option').nth(1).textContent())!.trim();
    await shelterSelect.selectOption({ index: 1 });
    await j.page.waitForFunction(
      (n) =>
        !!document.querySelector('main .occ-period')?.textContent?.includes(n) &&
        document.querySelector('main .occ-chart table tbody')?.querySelectorAll('tr').length === 7,
      name,
    );
  });

  it('an admin: every region, then one', async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, ADMIN);
    await j.page.goto('/statistics/occupancy');
    await waitForReport(j.page);
    const main = j.page.locator('main');
    const region = main.getByLabel('Region', { exact: true });
    const options = await region.locator('option').allTextContents();
    expect(options[0]).toBe('Alla regioner');
    expect(options.length).toBeGreaterThan(1);
    const allShelters = await main.locator('#occ-shelter option').count();
    await region.selectOption({ label: options[1]! });
    // The report of that region: fewer shelters than the whole country's, each of that region.
    await j.page.waitForFunction((before) => {
      // 'Alla boenden' and the region's shelters (while the new report loads, the select is gone).
      const n = document.querySelectorAll('#occ-shelter option').length;
      return n > 1 && n < before;
    }, allShelters);
    const regionCells = await main
      .getByRole('table', { name: 'Per boende, i siffror' })
      .locator('tbody tr td:first-of-type')
      .allTextContents();
    expect(regionCells.length).toBeGreaterThan(0);
    expect(new Set(regionCells)).toEqual(new Set([options[1]]));
    expect(await main.getByRole('link', { name: 'Ladda ner CSV' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/statistics\/occupancy\/export\.csv\?.*region_id=\d+/,
    );
    await j.shoot('02-admin-region');
    await expectPhoneFriendly(j.page, 4, '.table-scroll');
  });
});
