// Journey: the host's night on a phone (issue 19). As vard@noq.example at 360 px: Ikväll (cards per
// room, Checka in and Uteblev, Skriv ut, the CSV of the same data, and the print view without the
// chrome, one page per room) and Kalender (a table scrolling inside its own box, a booking opening
// in the dialog). Every visible button lies inside the screen horizontally (those in the calendar's
// own scrolling box: inside that box), and axe finds nothing.
import { a11yProblems } from './support/a11y';
import { journey, viewports } from './support/browser';
import { cancelAsGuest, createGuest, pendingRequestAt, requestFor } from './support/guest-requests';
import { expectPhoneFriendly } from './support/phone';
import { apiAs, gqlData, loginPage, stockholmDate } from './support/staff-session';

const HOST = 'vard@noq.example';
const GUEST = 'gast2@noq.example';
const SHELTER_1 = 'Härbärget Ljusglimten';
const VOLUNTEER = 'volontar@noq.example';
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

    // Print (issue 33 §3): no header, side menu or buttons; ONE page (no breaks between rooms); the
    // shelter, date and time and the head count on top; a tick box per guest checked in or expected.
    await j.page.emulateMedia({ media: 'print' });
    const printed = await j.page.evaluate(() => {
      const shown = (el: Element | null) => (el ? getComputedStyle(el).display !== 'none' : false);
      return {
        header: shown(document.querySelector('.app-header')),
        menu: shown(document.querySelector('.side-menu')),
        buttons: Array.from(document.querySelectorAll('button')).filter((b) => shown(b) && b.getClientRects().length > 0).length,
        breaks: Array.from(document.querySelectorAll('.tonight-room')).map((r) => getComputedStyle(r).breakAfter),
        head: (document.querySelector('.tonight-print-head') as HTMLElement | null)?.innerText ?? '',
        ticks: Array.from(
          document.querySelectorAll('.tonight-group-checked-in .tonight-tick, .tonight-group-expected .tonight-tick'),
        ).filter((t) => getComputedStyle(t).display !== 'none').length,
        guests: document.querySelectorAll('.tonight-group-checked-in .tonight-guest, .tonight-group-expected .tonight-guest').length,
      };
    });
    expect(printed.header).toBe(false);
    expect(printed.menu).toBe(false);
    expect(printed.buttons).toBe(0);
    expect(printed.breaks.every((b) => b !== 'page')).toBe(true);
    expect(printed.head).toMatch(
      new RegExp(`${SHELTER_1}[\\s\\S]*${stockholmDate(0)} kl\\. \\d\\d:\\d\\d[\\s\\S]*\\d+ person(er)? i huset`),
    );
    expect(printed.ticks).toBe(printed.guests);
    // The whole list on one A4 page: printed to PDF, one page.
    const pdf = await j.page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Count \d+/g)).toEqual(['/Count 1']);
    await j.page.emulateMedia({ media: 'screen' });
  });

  it("Ikväll (issue 33): tonight's requests per room with Tilldela/Neka, in the CSV; Uteblev from the latest check-in time, asked first, Ångra beside the card", async () => {
    const host = await apiAs(HOST);
    const volunteer = await apiAs(VOLUNTEER);
    const { myShelter: before } = await gqlData<{
      myShelter: { checkInFrom: string | null; checkInUntil: string | null; releaseNoShows: boolean };
    }>(host, '{ myShelter { checkInFrom checkInUntil releaseNoShows } }');
    const setTimes = (input: Record<string, unknown>) =>
      gqlData(host, 'mutation($input: MyShelterInput!) { updateMyShelter(input: $input) { id } }', { input });
    const made: string[] = [];
    try {
      // Before the latest check-in time: no Uteblev, and the page says from when.
      await setTimes({ checkInFrom: '23:58', checkInUntil: '23:59', releaseNoShows: false });
      const { shelters } = await gqlData<{ shelters: { name: string; products: { id: string; name: string; type: string }[] }[] }>(
        volunteer,
        '{ shelters { name products { id name type } } }',
      );
      const rooms = shelters.find((x) => x.name === SHELTER_1)?.products.filter((p) => p.type === 'room') ?? [];
      // A request (left pending) and an expected guest (assigned), both for tonight, in a room with a place.
      let request: { id: string; room: string; name: string } | null = null;
      let expected: { id: string; room: string; name: string } | null = null;
      for (const room of rooms) {
        for (const want of ['request', 'expected'] as const) {
          if ((want === 'request' ? request : expected) !== null) continue;
          const g = await createGuest(volunteer, want === 'request' ? 'Rita' : 'Ulf', `Natt${Date.now() % 100000}`);
          const r = await requestFor(volunteer, g.id, room.id, stockholmDate(0), stockholmDate(1));
          made.push(r.id);
          if (r.status !== 'pending') continue;
          if (want === 'expected') await gqlData(host, 'mutation($id: ID!) { assignBooking(id: $id) { id } }', { id: r.id });
          const found = { id: r.id, room: room.name, name: `${g.firstName} ${g.lastName}` };
          if (want === 'request') request = found;
          else expected = found;
        }
      }
      expect(request).not.toBeNull();
      expect(expected).not.toBeNull();
      if (!request || !expected) return;
      const req = request as { id: string; room: string; name: string };
      const exp = expected as { id: string; room: string; name: string };

      await j.page.goto('/host/tonight');
      const main = j.page.locator('main');
      const requestRow = main.locator(`li[data-booking-id="${req.id}"]`);
      await requestRow.waitFor();
      // A room's card by its heading (a declined request leaves the list).
      const cardOf = (room: string) =>
        main.locator('article.tonight-room', { has: j.page.getByRole('heading', { level: 2, name: room, exact: true }) });
      const requestCard = cardOf(req.room);
      await requestCard.getByRole('region', { name: `Förfrågningar ikväll, ${req.room}` }).waitFor();
      await requestCard.getByText(/säng(ar)? hålls av (en förfrågan|förfrågningar)/).waitFor();
      await requestRow.getByRole('button', { name: `Tilldela: ${req.name}` }).waitFor();
      await requestRow.getByRole('button', { name: `Neka: ${req.name}` }).waitFor();
      const expectedRow = main.locator(`li[data-booking-id="${exp.id}"]`);
      await expectedRow.getByRole('button', { name: `Checka in: ${exp.name}` }).waitFor();
      expect(await expectedRow.getByRole('button', { name: /^Uteblev/ }).count()).toBe(0);
      await main.getByText('Uteblev kan markeras från kl. 23:59, senaste incheckning.').waitFor();
      await expectPhoneFriendly(j.page, 3);
      await j.shoot('04-tonight-requests');

      // The CSV has the request, as Förfrågan.
      const csv = await j.page.evaluate(async () => (await fetch('/api/host/tonight.csv')).text());
      expect(
        csv
          .split('\r\n')
          .find((l) => l.split(';')[6] === req.id)
          ?.split(';')[3],
      ).toBe('Förfrågan');

      // Tilldela: the result shows in the room's card, with Ångra (back to a request).
      const requestResult = requestCard.getByRole('status', { name: `Senaste åtgärd, ${req.room}` });
      await requestRow.getByRole('button', { name: `Tilldela: ${req.name}` }).click();
      await requestResult.getByText(`${req.name} har fått en plats i ${req.room}.`).waitFor();
      await requestCard.locator(`.tonight-group-expected li[data-booking-id="${req.id}"]`).waitFor();
      await requestResult.getByRole('button', { name: `Ångra: ${req.name}` }).click();
      await requestResult.getByText(`Ångrat: ${req.name} är tillbaka som förut.`).waitFor();
      await requestCard.locator(`.tonight-group-requests li[data-booking-id="${req.id}"]`).waitFor();

      // Neka asks for a reason; the result shows in the room's card, with Ångra.
      await requestRow.getByRole('button', { name: `Neka: ${req.name}` }).click();
      const nekaDialog = j.page.getByRole('dialog', { name: `Neka ${req.name}` });
      await nekaDialog.getByLabel('Orsak (frivillig, gästen ser den)').fill('Fullt ikväll');
      expect(await a11yProblems(j.page)).toEqual([]);
      await nekaDialog.getByRole('button', { name: 'Neka' }).click();
      await requestResult.getByText(`${req.name} har nekats; platsen är frigjord.`).waitFor();
      await requestResult.getByRole('button', { name: `Ångra: ${req.name}` }).waitFor();
      expect(await requestCard.locator(`li[data-booking-id="${req.id}"]`).count()).toBe(0);

      // From the latest check-in time: Uteblev, asked first (name, room, the place is freed).
      await setTimes({ checkInFrom: '00:00', checkInUntil: '00:01', releaseNoShows: false });
      await j.page.reload();
      const noShow = expectedRow.getByRole('button', { name: `Uteblev: ${exp.name}` });
      await noShow.click();
      const ask = j.page.getByRole('alertdialog', { name: `Markera ${exp.name} som uteblev?` });
      await ask.getByText(`${exp.name}, ${exp.room}: bokningen nekas med orsaken Uteblev och platsen frigörs.`).waitFor();
      expect(await a11yProblems(j.page)).toEqual([]);
      await j.shoot('05-tonight-no-show-asked');
      await ask.getByRole('button', { name: 'Avbryt' }).click();
      await ask.waitFor({ state: 'detached' });
      await noShow.click();
      await j.page.getByRole('alertdialog').getByRole('button', { name: 'Ja, uteblev' }).click();
      const expectedCard = cardOf(exp.room);
      const result = expectedCard.getByRole('status', { name: `Senaste åtgärd, ${exp.room}` });
      await result.getByText(`${exp.name} markerad som uteblev; platsen är frigjord.`).waitFor();
      await expectedCard.locator(`.tonight-group-no-shows li[data-booking-id="${exp.id}"]`).waitFor();
      // The result is beside the card: on the screen without scrolling away from the card.
      const [cardBox, resultBox] = [await expectedCard.boundingBox(), await result.boundingBox()];
      expect(cardBox && resultBox && resultBox.y >= cardBox.y && resultBox.y + resultBox.height <= cardBox.y + cardBox.height).toBe(true);
      await expectPhoneFriendly(j.page, 3);
      await j.shoot('06-tonight-no-show-result');
      // Ångra: back among the expected, unless the queue took the freed bed meanwhile (then it says so).
      await result.getByRole('button', { name: `Ångra: ${exp.name}` }).click();
      await result
        .getByText(new RegExp(`^(Ångrat: ${exp.name} är tillbaka som förut\\.|${exp.name}: Det finns inga lediga platser)`))
        .waitFor();
      if (await result.getByText(`Ångrat: ${exp.name} är tillbaka som förut.`).count()) {
        await expectedCard.locator(`.tonight-group-expected li[data-booking-id="${exp.id}"]`).waitFor();
      }
    } finally {
      await setTimes({ checkInFrom: before.checkInFrom, checkInUntil: before.checkInUntil, releaseNoShows: before.releaseNoShows });
      for (const id of made) {
        await gqlData(host, 'mutation($id: ID!) { declineBooking(id: $id, reason: null) { id } }', { id }).catch(() => undefined);
      }
      await host.dispose();
      await volunteer.dispose();
    }
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
      expect(await a11yProblems(j.page)).toEqual([]);
      await j.shoot('03-calendar-booking');
      await dialog.getByRole('button', { name: 'Stäng' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
  });
});
