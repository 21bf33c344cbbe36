// Journey: the host's night on a phone (issue 19). As vard@noq.example at 360 px: Ikväll (cards per
// room, Checka in and Uteblev, Skriv ut, the CSV of the same data, and the print view without the
// chrome, one page per room) and Kalender (a table scrolling inside its own box, a booking opening
// in the dialog). Every visible button lies inside the screen horizontally (those in the calendar's
// own scrolling box: inside that box), and axe finds nothing serious.
import { seriousA11yProblems } from './support/a11y';
import { journey, viewports } from './support/browser';
import { cancelAsGuest, pendingRequestAt } from './support/guest-requests';
import { expectPhoneFriendly } from './support/phone';
import { loginPage, stockholmDate } from './support/staff-session';

const HOST = 'vard@noq.example';
const GUEST = 'gast2@noq.example';
const SHELTER_1 = 'Härbärget Ljusglimten';
// The e2e project's `testTimeout` is not applied per project by jest; a journey needs more than 5 s.
jest.setTimeout(120_000);

describe("the host's night on a phone (360 px)", () => {
  const j = journey('host-night');
  let arrival: string | null = null;

  beforeAll(async () => {
    // A guest expected tonight at shelter 1 (a request for tonight, assigned by the host), if one could be made.
    arrival = await pendingRequestAt(GUEST, SHELTER_1, stockholmDate(0), stockholmDate(1), HOST);
  });
  afterAll(async () => {
    await cancelAsGuest(GUEST, arrival);
  });

  beforeEach(async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, HOST);
  });

  it('Ikväll: one card per room, buttons on the screen, the CSV agrees, the print view has no chrome', async () => {
    await j.page.goto('/host/tonight');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Ikväll' }).waitFor();
    const rooms = main.locator('article.tonight-room');
    await rooms.first().waitFor();
    if (arrival)
      await main
        .locator(`li[data-booking-id="${arrival}"]`)
        .getByRole('button', { name: /^Checka in: / })
        .waitFor();
    await main.getByRole('button', { name: 'Skriv ut' }).waitFor();
    await main.getByRole('link', { name: 'Ladda ner CSV' }).waitFor();
    await expectPhoneFriendly(j.page, 3);
    await j.shoot('01-tonight');

    // The CSV of the same data: every room of the page and every guest id on it.
    const names = await rooms.locator('h2').allTextContents();
    const ids = await main.locator('li[data-booking-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-booking-id') ?? ''));
    const csv = await j.page.evaluate(async () => {
      const res = await fetch('/api/host/tonight.csv');
      return { type: res.headers.get('content-type'), text: await res.text() };
    });
    expect(csv.type).toBe('text/csv; charset=utf-8');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Rum;Gäst;UNO;Läge;Incheckning;Utcheckning;Bokning;Lediga sängar;Datum');
    expect([...new Set(lines.slice(1, -1).map((l) => l.split(';')[0]))].sort()).toEqual([...names].sort());
    const csvIds = lines
      .slice(1, -1)
      .map((l) => l.split(';')[6])
      .filter((id) => id);
    expect([...csvIds].sort()).toEqual([...ids].sort());

    // Print: no header, side menu or buttons; each room breaks to a new page; the tick boxes show.
    await j.page.emulateMedia({ media: 'print' });
    const printed = await j.page.evaluate(() => {
      const shown = (el: Element | null) => (el ? getComputedStyle(el).display !== 'none' : false);
      return {
        header: shown(document.querySelector('.app-header')),
        menu: shown(document.querySelector('.side-menu')),
        buttons: Array.from(document.querySelectorAll('button')).filter((b) => shown(b) && b.getClientRects().length > 0).length,
        breaks: Array.from(document.querySelectorAll('.tonight-room')).map((r) => getComputedStyle(r).breakAfter),
        ticks: Array.from(
          document.querySelectorAll('.tonight-group-checked-in .tonight-tick, .tonight-group-expected .tonight-tick'),
        ).filter((t) => getComputedStyle(t).display !== 'none').length,
        guests: document.querySelectorAll('.tonight-group-checked-in .tonight-guest, .tonight-group-expected .tonight-guest').length,
      };
    });
    expect(printed.header).toBe(false);
    expect(printed.menu).toBe(false);
    expect(printed.buttons).toBe(0);
    expect(printed.breaks.slice(0, -1).every((b) => b === 'page')).toBe(true);
    expect(printed.ticks).toBe(printed.guests);
    await j.page.emulateMedia({ media: 'screen' });
  });

  it('Kalender: a table scrolling inside its own box, 28 nights, a booking opens in the dialog', async () => {
    await j.page.goto('/host/calendar');
    const main = j.page.locator('main');
    await main.getByRole('heading', { level: 1, name: 'Kalender' }).waitFor();
    const table = main.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('columnheader').count()).toBe(15);
    await table.getByRole('rowheader', { name: 'Rum 1' }).waitFor();
    // The grid's box fits the screen; the document does not scroll sideways.
    const box = await main.locator('.calendar-scroll').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewports.phone.width).toBe(true);
    await expectPhoneFriendly(j.page, 4, '.calendar-scroll');
    await j.shoot('02-calendar');

    await main.getByRole('button', { name: '28 nätter' }).click();
    await j.page.waitForFunction(() => document.querySelectorAll('main thead th').length === 29);
    await expectPhoneFriendly(j.page, 4, '.calendar-scroll');

    const stay = main.locator('button.calendar-stay').first();
    if ((await stay.count()) > 0) {
      await stay.click();
      const dialog = j.page.getByRole('dialog');
      await dialog.getByRole('heading', { name: /^Bokning: / }).waitFor();
      await dialog.getByText('UNO-kod').waitFor();
      expect(await seriousA11yProblems(j.page)).toEqual([]);
      await j.shoot('03-calendar-booking');
      await dialog.getByRole('button', { name: 'Stäng' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
