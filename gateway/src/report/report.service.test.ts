import { holdsPlace, type BookingStatus, BOOKING_STATUSES } from '../domain/booking-status';
import { checkLedger, tryHold } from '../booking/ledger';
import { useSuite } from '../test-support/suite';
import type { NightsReport } from './report.view';
import { one } from '../platform/db/rows';

const TODAY = '2030-03-15';
const s = useSuite(TODAY);

/**
 * A booking row written directly (a past stay needs no request flow). Statuses that hold a place
 * also take it in the ledger, so the ledger check stays true.
 */
async function stay(productId: number, guestId: number, status: BookingStatus, start: string, end: string): Promise<number> {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, productId, start, end)).toBe(true);
  const row = one<{ id: number }>(
    await s.db.dataSource.query(
      `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
     VALUES ($1, $2, $3, $4, $5, $2, 'user') RETURNING id`,
      [productId, guestId, status, start, end],
    ),
  );
  return row.id;
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
};

/** guest id → shelter id → nights, for compact expectations. */
const nightsOf = (r: NightsReport) => r.rows.map((row) => [row.guestId, row.shelter.id, row.nights]);

async function shelterWithRoom(name?: string) {
  const regionId = await s.f.region();
  const shelter = await s.f.shelter({ name, regionId });
  const room = await s.f.product(shelter, { places: 20 });
  return { shelter, room, regionId };
}

describe('nights report (DESIGN §5)', () => {
  it('clips stays at both range edges and drops stays outside it', async () => {
    const { shelter, room } = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    const [a, b, c, d, e, g] = await Promise.all([
      s.f.guest({ first: 'GästA' }),
      s.f.guest({ first: 'GästB' }),
      s.f.guest({ first: 'GästC' }),
      s.f.guest({ first: 'GästD' }),
      s.f.guest({ first: 'GästE' }),
      s.f.guest({ first: 'GästG' }),
    ]);
    // Range 2030-02-10 .. 2030-02-20, both nights included.
    await stay(room, a.userId, 'completed', '2030-02-05', '2030-02-12'); // starts before: nights 10, 11 → 2
    await stay(room, a.userId, 'completed', '2030-02-18', '2030-02-25'); // ends after: nights 18, 19, 20 → 3
    await stay(room, b.userId, 'completed', '2030-02-01', '2030-02-10'); // checks out the morning of the 10th → none
    await stay(room, c.userId, 'completed', '2030-02-21', '2030-02-23'); // starts after the range → none
    await stay(room, d.userId, 'completed', '2030-01-01', '2030-01-03'); // long before → none
    await stay(room, e.userId, 'completed', '2030-02-12', '2030-02-14'); // inside: nights 12, 13 → 2
    await stay(room, g.userId, 'checked_in', '2030-02-01', '2030-03-20'); // spans both edges → 11

    const report = await s.services.reports.nights(cw, '2030-02-10', '2030-02-20');
    expect(nightsOf(report)).toEqual([
      [a.userId, shelter, 5],
      [e.userId, shelter, 2],
      [g.userId, shelter, 11],
    ]);
    expect(report).toMatchObject({ start: '2030-02-10', end: '2030-02-20', totalNights: 18 });

    // One-day ranges: the stay 12th–14th has the nights 12th and 13th, not the 14th.
    expect(nightsOf(await s.services.reports.nights(cw, '2030-02-11', '2030-02-11'))).toEqual([
      [a.userId, shelter, 1],
      [g.userId, shelter, 1],
    ]);
    expect(nightsOf(await s.services.reports.nights(cw, '2030-02-13', '2030-02-13'))).toEqual([
      [e.userId, shelter, 1],
      [g.userId, shelter, 1],
    ]);
    expect(nightsOf(await s.services.reports.nights(cw, '2030-02-14', '2030-02-14'))).toEqual([[g.userId, shelter, 1]]);
    expect((await s.services.reports.nights(cw, '2029-01-01', '2029-12-31')).rows).toEqual([]);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('counts only checked_in and completed bookings', async () => {
    const { shelter, room } = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    const guest = await s.f.guest();
    // Each status on its own nights (one guest's active bookings may not overlap).
    const firstNight = (i: number) => `2030-04-${String(1 + 2 * i).padStart(2, '0')}`;
    const lastMorning = (i: number) => `2030-04-${String(3 + 2 * i).padStart(2, '0')}`;
    for (const [i, status] of BOOKING_STATUSES.entries()) await stay(room, guest.userId, status, firstNight(i), lastMorning(i));

    const report = await s.services.reports.nights(cw, '2030-04-01', '2030-04-30');
    expect(nightsOf(report)).toEqual([[guest.userId, shelter, 4]]);
    expect(report.totalNights).toBe(4);
    expect(BOOKING_STATUSES.length).toBe(10);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('keeps two guests who share a first name as two rows, in Swedish name order', async () => {
    const { shelter, room } = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    const ali2 = await s.f.guest({ first: 'Ali', last: 'Berg' });
    const ali1 = await s.f.guest({ first: 'ali', last: 'andersson' });
    const orjan = await s.f.guest({ first: 'Örjan', last: 'Ek' });
    const zlatan = await s.f.guest({ first: 'Zlatan', last: 'Ek' });
    const asa = await s.f.guest({ first: 'Åsa', last: 'Ek' });
    for (const g of [ali2, ali1, orjan, zlatan, asa]) await stay(room, g.userId, 'completed', '2030-01-05', '2030-01-07');
    const report = await s.services.reports.nights(cw, '2030-01-01', '2030-01-31');
    expect(report.rows.map((r) => `${r.firstName} ${r.lastName}`)).toEqual([
      'ali andersson',
      'Ali Berg',
      'Zlatan Ek',
      'Åsa Ek',
      'Örjan Ek',
    ]);
    expect(report.rows.map((r) => r.nights)).toEqual([2, 2, 2, 2, 2]);
    expect(report.totalNights).toBe(10);
  });

  it("gives a guest one row per shelter, with the shelter's region, summed over stays", async () => {
    const north = await shelterWithRoom('B Norr');
    const south = await shelterWithRoom('A Söder');
    const cw = await s.f.caseworker([north.shelter, south.shelter]);
    const guest = await s.f.guest({ first: 'Kim', last: 'Lund' });
    await stay(north.room, guest.userId, 'completed', '2030-01-01', '2030-01-04');
    await stay(north.room, guest.userId, 'completed', '2030-01-10', '2030-01-12');
    await stay(south.room, guest.userId, 'checked_in', '2030-01-20', '2030-01-21');
    const report = await s.services.reports.nights(cw, '2030-01-01', '2030-01-31');
    expect(report.rows).toEqual([
      expect.objectContaining({
        guestId: guest.userId,
        firstName: 'Kim',
        lastName: 'Lund',
        shelter: expect.objectContaining({ id: south.shelter, name: 'A Söder' }),
        region: { id: south.regionId, name: expect.any(String) },
        nights: 1,
      }),
      expect.objectContaining({
        guestId: guest.userId,
        shelter: expect.objectContaining({ id: north.shelter, name: 'B Norr' }),
        region: { id: north.regionId, name: expect.any(String) },
        nights: 5,
      }),
    ]);
    expect(report.rows[0]?.unokod).toMatch(/^\d{4}$/);
  });

  it("covers only the caseworker's assigned shelters", async () => {
    const mine = await shelterWithRoom();
    const theirs = await shelterWithRoom();
    const cw = await s.f.caseworker([mine.shelter]);
    const other = await s.f.caseworker([theirs.shelter]);
    const nobody = await s.f.caseworker([]);
    const both = await s.f.guest({ first: 'Båda' });
    const onlyTheirs = await s.f.guest({ first: 'Deras' });
    await stay(mine.room, both.userId, 'completed', '2030-01-01', '2030-01-03');
    await stay(theirs.room, both.userId, 'completed', '2030-01-05', '2030-01-08');
    await stay(theirs.room, onlyTheirs.userId, 'completed', '2030-01-05', '2030-01-08');

    expect(nightsOf(await s.services.reports.nights(cw, '2030-01-01', '2030-01-31'))).toEqual([[both.userId, mine.shelter, 2]]);
    expect(nightsOf(await s.services.reports.nights(other, '2030-01-01', '2030-01-31'))).toEqual([
      [both.userId, theirs.shelter, 3],
      [onlyTheirs.userId, theirs.shelter, 3],
    ]);
    expect(await s.services.reports.nights(nobody, '2030-01-01', '2030-01-31')).toEqual({
      start: '2030-01-01',
      end: '2030-01-31',
      rows: [],
      totalNights: 0,
    });
    // The guest filter never reaches past the scope.
    expect((await s.services.reports.nights(cw, '2030-01-01', '2030-01-31', onlyTheirs.userId)).rows).toEqual([]);
    expect(await s.services.reports.guests(cw)).toEqual([
      { id: both.userId, firstName: 'Båda', lastName: expect.any(String), unokod: expect.stringMatching(/^\d{4}$/) },
    ]);
    expect(await s.services.reports.guests(nobody)).toEqual([]);
  });

  it('filters on one guest when asked', async () => {
    const { shelter, room } = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    const a = await s.f.guest();
    const b = await s.f.guest();
    await stay(room, a.userId, 'completed', '2030-01-01', '2030-01-03');
    await stay(room, b.userId, 'completed', '2030-01-01', '2030-01-04');
    expect(nightsOf(await s.services.reports.nights(cw, '2030-01-01', '2030-01-31', b.userId))).toEqual([[b.userId, shelter, 3]]);
    expect(nightsOf(await s.services.reports.nights(cw, '2030-01-01', '2030-01-31', String(a.userId)))).toEqual([[a.userId, shelter, 2]]);
    expect((await s.services.reports.nights(cw, '2030-01-01', '2030-01-31', '')).rows).toHaveLength(2);
    expect(await codeOf(s.services.reports.nights(cw, '2030-01-01', '2030-01-31', 'x'))).toBe('BAD_USER_INPUT');
    expect(await codeOf(s.services.reports.nights(cw, '2030-01-01', '2030-01-31', '-1'))).toBe('BAD_USER_INPUT');
    expect(await codeOf(s.services.reports.nights(cw, '2030-01-01', '2030-01-31', ['1', '2']))).toBe('BAD_USER_INPUT');
  });

  it('computes the whole report in one SQL statement', async () => {
    const { shelter, room } = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    for (let i = 0; i < 5; i++) {
      const g = await s.f.guest();
      await stay(room, g.userId, 'completed', '2030-01-01', '2030-01-03');
      await stay(room, g.userId, 'completed', '2030-01-10', '2030-01-13');
    }
    const spy = jest.spyOn(s.db.dataSource, 'query');
    try {
      const report = await s.services.reports.nights(cw, '2030-01-01', '2030-01-31');
      expect(report.rows).toHaveLength(5);
      expect(report.totalNights).toBe(25);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses bad dates and ranges (400)', async () => {
    const { shelter } = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    for (const [from, to] of [
      ['2030-02-30', '2030-03-01'],
      ['x', '2030-03-01'],
      ['2030-01-01', '01/02/2030'],
      ['2030-01-10', '2030-01-09'],
      ['2030-01-01', '2031-01-02'], // 367 days
      [undefined, '2030-01-01'],
      [20300101, '2030-01-01'],
    ]) {
      expect([from, to, await codeOf(s.services.reports.nights(cw, from, to))]).toEqual([from, to, 'BAD_USER_INPUT']);
    }
    expect(await codeOf(s.services.reports.nights(cw, '2028-01-01', '2028-12-31'))).toBe('OK'); // 366 days
    expect(await codeOf(s.services.reports.nights(cw, '2030-01-01', '2030-01-01'))).toBe('OK');
  });

  it('is for caseworkers only', async () => {
    const { shelter } = await shelterWithRoom();
    const roles = [await s.f.host(shelter), await s.f.guest(), await s.f.volunteer(), await s.f.admin()];
    for (const actor of roles) {
      expect(await codeOf(s.services.reports.nights(actor, '2030-01-01', '2030-01-31'))).toBe('FORBIDDEN');
      expect(await codeOf(s.services.reports.guests(actor))).toBe('FORBIDDEN');
    }
    expect(await codeOf(s.services.reports.nights(null, '2030-01-01', '2030-01-31'))).toBe('UNAUTHENTICATED');
    expect(await codeOf(s.services.reports.guests(null))).toBe('UNAUTHENTICATED');
  });

  it('lists the dropdown guests: any booking at an assigned shelter, names and UNO codes, sorted by "first last"', async () => {
    const { shelter, room } = await shelterWithRoom();
    const elsewhere = await shelterWithRoom();
    const cw = await s.f.caseworker([shelter]);
    const bo = await s.f.guest({ first: 'bo', last: 'Zetterlund' });
    const bob = await s.f.guest({ first: 'Bo', last: 'Ahl' });
    const ada = await s.f.guest({ first: 'Ada', last: 'Ö' });
    const out = await s.f.guest({ first: 'Aaron', last: 'Borta' });
    await stay(room, bo.userId, 'pending', '2030-05-01', '2030-05-03');
    await stay(room, bo.userId, 'completed', '2030-01-01', '2030-01-03');
    await stay(room, bob.userId, 'cancelled', '2030-05-01', '2030-05-03');
    await stay(room, ada.userId, 'completed', '2030-01-01', '2030-01-03');
    await stay(elsewhere.room, out.userId, 'completed', '2030-01-01', '2030-01-03');
    expect(await s.services.reports.guests(cw)).toEqual([
      { id: ada.userId, firstName: 'Ada', lastName: 'Ö', unokod: expect.stringMatching(/^\d{4}$/) },
      { id: bob.userId, firstName: 'Bo', lastName: 'Ahl', unokod: expect.stringMatching(/^\d{4}$/) },
      { id: bo.userId, firstName: 'bo', lastName: 'Zetterlund', unokod: expect.stringMatching(/^\d{4}$/) },
    ]);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });
});
