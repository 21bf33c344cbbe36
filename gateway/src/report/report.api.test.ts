import type { Actor } from '../domain/actor';
import { holdsPlace, type BookingStatus } from '../domain/booking-status';
import { checkLedger, tryHold } from '../booking/ledger';
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { at } from '../test-support/at';

const TODAY = '2030-03-15';
const s = useServerSuite(TODAY);

afterAll(async () => {});

/** A past stay written directly; statuses that hold a place take it in the ledger too. */
async function stay(productId: number, guestId: number, status: BookingStatus, start: string, end: string): Promise<void> {
  if (holdsPlace(status)) expect(await tryHold(s.db.dataSource.manager, productId, start, end)).toBe(true);
  await s.db.dataSource.query(
    `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, requested_by, requested_by_group)
     VALUES ($1, $2, $3, $4, $5, $2, 'user')`,
    [productId, guestId, status, start, end],
  );
}

async function clientFor(actor: Actor | null): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  if (actor) await c.login(actor.email as string, TEST_PASSWORD);
  return c;
}

/** The raw answer: fetch's text() would drop the byte-order mark this test looks for. */
async function raw(c: HttpClient, path: string) {
  const res = await fetch(s.server.url + path, { headers: c.cookie ? { cookie: c.cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const REPORT = `query Report($start: LocalDate!, $end: LocalDate!, $guestId: ID) {
  nightsReport(start: $start, end: $end, guestId: $guestId) {
    start end totalNights
    rows { guestId firstName lastName unokod nights shelter { id name } region { id name } }
  }
}`;

interface ReportData {
  nightsReport: {
    start: string;
    end: string;
    totalNights: number;
    rows: {
      guestId: string;
      firstName: string;
      lastName: string;
      unokod: string | null;
      nights: number;
      shelter: { id: string; name: string };
      region: { id: string; name: string };
    }[];
  };
}

interface StayItem {
  user_id: number;
  first_name: string;
  last_name: string;
  user_stay_counts: {
    total_nights: number;
    host: { id: number; name: string; region: { id: number; name: string } };
    region: { id: number; name: string };
  }[];
}

/** Two shelters of one caseworker, one of another, and guests with stays in February 2030. */
async function world() {
  const regionA = await s.f.region();
  const regionB = await s.f.region();
  const north = await s.f.shelter({ name: 'Norra "Hemmet"; Gävle', regionId: regionA });
  const south = await s.f.shelter({ name: 'Södra Härbärget', regionId: regionB });
  const foreign = await s.f.shelter();
  const [northRoom, southRoom, foreignRoom] = await Promise.all([
    s.f.product(north, { places: 10 }),
    s.f.product(south, { places: 10 }),
    s.f.product(foreign, { places: 10 }),
  ]);
  const cw = await s.f.caseworker([north, south], { login: true });
  const otherCw = await s.f.caseworker([foreign], { login: true });
  const ali1 = await s.f.guest({ first: 'Ali', last: 'Andersson' });
  const ali2 = await s.f.guest({ first: 'Ali', last: 'Berg' });
  const evil = await s.f.guest({ first: '=HYPERLINK("http://x")', last: 'Öst' });
  await stay(northRoom, ali1.userId, 'completed', '2030-01-28', '2030-02-03'); // 2 nights in February
  await stay(southRoom, ali1.userId, 'checked_in', '2030-02-10', '2030-02-13'); // 3
  await stay(northRoom, ali2.userId, 'completed', '2030-02-20', '2030-03-05'); // 9 (20th–28th)
  await stay(northRoom, evil.userId, 'completed', '2030-02-01', '2030-02-02'); // 1
  await stay(northRoom, evil.userId, 'reserved', '2030-02-05', '2030-02-08'); // not used: 0
  await stay(foreignRoom, ali2.userId, 'completed', '2030-02-01', '2030-02-05'); // another caseworker's shelter
  return { regionA, regionB, north, south, foreign, cw, otherCw, ali1, ali2, evil };
}

describe('nights report over GraphQL, REST and CSV', () => {
  it('answers GraphQL, REST and CSV with the same numbers', async () => {
    const w = await world();
    const c = await clientFor(w.cw);

    const gql = await c.gql<ReportData>(REPORT, { start: '2030-02-01', end: '2030-02-28' });
    expect(gql.errors).toBeUndefined();
    const report = gql.data!.nightsReport;
    expect(report.start).toBe('2030-02-01');
    expect(report.end).toBe('2030-02-28');
    expect(report.rows.map((r) => [r.firstName, r.lastName, r.shelter.name, r.nights])).toEqual([
      ['=HYPERLINK("http://x")', 'Öst', 'Norra "Hemmet"; Gävle', 1],
      ['Ali', 'Andersson', 'Norra "Hemmet"; Gävle', 2],
      ['Ali', 'Andersson', 'Södra Härbärget', 3],
      ['Ali', 'Berg', 'Norra "Hemmet"; Gävle', 9],
    ]);
    expect(report.rows[1]).toMatchObject({
      guestId: String(w.ali1.userId),
      shelter: { id: String(w.north) },
      region: { id: String(w.regionA) },
    });
    expect(report.totalNights).toBe(15);

    const rest = await c.rest<StayItem[]>('GET', '/api/caseworker/guests/nights/count/2030-02-01/2030-02-28');
    expect(rest.status).toBe(200);
    expect(rest.body.map((i) => i.user_id)).toEqual([w.evil.userId, w.ali1.userId, w.ali2.userId]);
    const ali1 = at(rest.body, 1);
    expect(Object.keys(ali1).sort()).toEqual(['first_name', 'last_name', 'user_id', 'user_stay_counts']);
    expect(ali1).toEqual({
      user_id: w.ali1.userId,
      first_name: 'Ali',
      last_name: 'Andersson',
      user_stay_counts: [
        // The host carries its region too (issue 15), for clients of the original that read it there.
        {
          total_nights: 2,
          host: { id: w.north, name: 'Norra "Hemmet"; Gävle', region: { id: w.regionA, name: expect.any(String) } },
          region: { id: w.regionA, name: expect.any(String) },
        },
        {
          total_nights: 3,
          host: { id: w.south, name: 'Södra Härbärget', region: { id: w.regionB, name: expect.any(String) } },
          region: { id: w.regionB, name: expect.any(String) },
        },
      ],
    });
    for (const item of rest.body) {
      for (const count of item.user_stay_counts) {
        expect(Object.keys(count).sort()).toEqual(['host', 'region', 'total_nights']);
        expect(Object.keys(count.host).sort()).toEqual(['id', 'name', 'region']);
        expect(count.host.region).toEqual(count.region);
        expect(Object.keys(count.region).sort()).toEqual(['id', 'name']);
      }
    }
    const restTotal = rest.body.flatMap((i) => i.user_stay_counts).reduce((n, u) => n + u.total_nights, 0);
    expect(restTotal).toBe(report.totalNights);

    const csv = await raw(c, '/api/caseworker/guests/nights/export.csv?start=2030-02-01&end=2030-02-28');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="natter-2030-02-01-2030-02-28.csv"');
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n');
    const uno = (id: number) => report.rows.find((r) => r.guestId === String(id))?.unokod;
    expect(lines).toEqual([
      'Gäst;UNO;Boende;Region;Nätter;Från;Till',
      `"'=HYPERLINK(""http://x"") Öst";${uno(w.evil.userId)};"Norra ""Hemmet""; Gävle";${report.rows[0]?.region.name};1;2030-02-01;2030-02-28`,
      `Ali Andersson;${uno(w.ali1.userId)};"Norra ""Hemmet""; Gävle";${report.rows[1]?.region.name};2;2030-02-01;2030-02-28`,
      `Ali Andersson;${uno(w.ali1.userId)};Södra Härbärget;${report.rows[2]?.region.name};3;2030-02-01;2030-02-28`,
      `Ali Berg;${uno(w.ali2.userId)};"Norra ""Hemmet""; Gävle";${report.rows[3]?.region.name};9;2030-02-01;2030-02-28`,
      'Totalt;;;;15;2030-02-01;2030-02-28',
      '',
    ]);
    expect(Number(lines[5]?.split(';')[4])).toBe(report.totalNights);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('shows another caseworker only their own shelters', async () => {
    const w = await world();
    const c = await clientFor(w.otherCw);
    const gql = await c.gql<ReportData>(REPORT, { start: '2030-02-01', end: '2030-02-28' });
    expect(gql.data!.nightsReport.rows.map((r) => [r.guestId, r.shelter.id, r.nights])).toEqual([
      [String(w.ali2.userId), String(w.foreign), 4],
    ]);
    const rest = await c.rest<StayItem[]>('GET', '/api/caseworker/guests/nights/count/2030-02-01/2030-02-28');
    expect(rest.body).toEqual([
      {
        user_id: w.ali2.userId,
        first_name: 'Ali',
        last_name: 'Berg',
        user_stay_counts: [
          { total_nights: 4, host: { id: w.foreign, name: expect.any(String), region: expect.any(Object) }, region: expect.any(Object) },
        ],
      },
    ]);
    const guests = await c.gql<{ reportGuests: { id: string; firstName: string; lastName: string }[] }>(
      `{ reportGuests { id firstName lastName } }`,
    );
    expect(guests.data!.reportGuests).toEqual([{ id: String(w.ali2.userId), firstName: 'Ali', lastName: 'Berg' }]);
  });

  it("lists the dropdown guests of the caseworker's shelters", async () => {
    const w = await world();
    const c = await clientFor(w.cw);
    const guests = await c.gql<{ reportGuests: { id: string; firstName: string; lastName: string; unokod: string | null }[] }>(
      `{ reportGuests { id firstName lastName unokod } }`,
    );
    expect(guests.errors).toBeUndefined();
    expect(guests.data!.reportGuests.map((g) => g.id)).toEqual([w.evil.userId, w.ali1.userId, w.ali2.userId].map(String));
    // The two Ali Berg are told apart by their UNO codes (issue 23 §6).
    const codes = guests.data!.reportGuests.map((g) => g.unokod);
    expect(codes.every((u) => typeof u === 'string' && /^\d{4}$/.test(u))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('filters on one guest everywhere', async () => {
    const w = await world();
    const c = await clientFor(w.cw);
    const gql = await c.gql<ReportData>(REPORT, { start: '2030-02-01', end: '2030-02-28', guestId: String(w.ali1.userId) });
    expect(gql.data!.nightsReport.totalNights).toBe(5);
    const rest = await c.rest<StayItem[]>('GET', `/api/caseworker/guests/nights/count/2030-02-01/2030-02-28?guest_id=${w.ali1.userId}`);
    expect(rest.body.map((i) => i.user_id)).toEqual([w.ali1.userId]);
    const csv = await raw(c, `/api/caseworker/guests/nights/export.csv?start=2030-02-01&end=2030-02-28&guest_id=${w.ali1.userId}`);
    expect(csv.bytes.toString('utf8').split('\r\n')).toHaveLength(5); // header, 2 rows, total, ''
    expect(csv.bytes.toString('utf8')).toContain('\r\nTotalt;;;;5;2030-02-01;2030-02-28\r\n');
    const bad = await c.rest('GET', '/api/caseworker/guests/nights/count/2030-02-01/2030-02-28?guest_id=abc');
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    const badGql = await c.gql(REPORT, { start: '2030-02-01', end: '2030-02-28', guestId: 'abc' });
    expect(badGql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('narrows to one shelter or one region in GraphQL and the CSV export (issue 23 §10)', async () => {
    const w = await world();
    const c = await clientFor(w.cw);
    const q = `query($start: LocalDate!, $end: LocalDate!, $shelterId: ID, $regionId: ID) {
      nightsReport(start: $start, end: $end, shelterId: $shelterId, regionId: $regionId) { totalNights rows { shelter { id } region { id } nights } } }`;
    type Narrow = { nightsReport: { totalNights: number; rows: { shelter: { id: string }; region: { id: string }; nights: number }[] } };
    const south = await c.gql<Narrow>(q, { start: '2030-02-01', end: '2030-02-28', shelterId: String(w.south) });
    expect(south.errors).toBeUndefined();
    expect(south.data!.nightsReport.rows.map((r) => r.shelter.id)).toEqual([String(w.south)]);
    expect(south.data!.nightsReport.totalNights).toBe(3);
    const regionA = await c.gql<Narrow>(q, { start: '2030-02-01', end: '2030-02-28', regionId: String(w.regionA) });
    expect(new Set(regionA.data!.nightsReport.rows.map((r) => r.region.id))).toEqual(new Set([String(w.regionA)]));
    expect(regionA.data!.nightsReport.totalNights).toBe(12);
    const csv = await raw(c, `/api/caseworker/guests/nights/export.csv?start=2030-02-01&end=2030-02-28&shelter_id=${w.south}`);
    expect(csv.bytes.toString('utf8')).toContain('\r\nTotalt;;;;3;2030-02-01;2030-02-28\r\n');
    const bad = await c.rest('GET', '/api/caseworker/guests/nights/export.csv?start=2030-02-01&end=2030-02-28&region_id=x');
    expect(bad).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', message: 'region_id måste vara ett regions id.' } });
  });

  it('answers 400 for bad dates, an end before the start, or too long a range', async () => {
    const shelter = await s.f.shelter();
    const c = await clientFor(await s.f.caseworker([shelter], { login: true }));
    for (const [start, end] of [
      ['2030-02-30', '2030-03-01'],
      ['x', '2030-03-01'],
      ['2030-03-01', 'x'],
      ['2030-03-02', '2030-03-01'],
      ['2030-01-01', '2031-01-02'],
    ]) {
      const rest = await c.rest<{ message: string; error: string; code: string }>(
        'GET',
        `/api/caseworker/guests/nights/count/${start}/${end}`,
      );
      expect([start, end, rest.status, rest.body.code]).toEqual([start, end, 400, 'BAD_USER_INPUT']);
      expect(Object.keys(rest.body).sort()).toEqual(['code', 'error', 'message']);
      expect(rest.body.message).toBe(rest.body.error);
      expect(rest.body.message.length).toBeGreaterThan(0);
      const csv = await c.rest('GET', `/api/caseworker/guests/nights/export.csv?start=${start}&end=${end}`);
      expect([start, end, csv.status]).toEqual([start, end, 400]);
    }
    expect((await c.rest('GET', '/api/caseworker/guests/nights/export.csv')).status).toBe(400);
    expect((await c.rest('GET', '/api/caseworker/guests/nights/export.csv?start=2030-01-01&start=2030-01-02&end=2030-01-03')).status).toBe(
      400,
    );

    const before = await c.gql(REPORT, { start: '2030-03-02', end: '2030-03-01' });
    expect(before.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const invalid = await c.gql(REPORT, { start: '2030-02-30', end: '2030-03-01' });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers 401 to the anonymous and 403 to other groups', async () => {
    const shelter = await s.f.shelter();
    const anonymous = await clientFor(null);
    const paths = [
      '/api/caseworker/guests/nights/count/2030-02-01/2030-02-28',
      '/api/caseworker/guests/nights/export.csv?start=2030-02-01&end=2030-02-28',
    ];
    for (const path of paths) {
      const r = await anonymous.rest<{ code: string }>('GET', path);
      expect([path, r.status, r.body.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
    }
    expect((await anonymous.gql(REPORT, { start: '2030-02-01', end: '2030-02-28' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(`{ reportGuests { id } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const others = [
      await s.f.host(shelter, { login: true }),
      await s.f.guest({ login: true }),
      await s.f.volunteer({ login: true }),
      await s.f.admin({ login: true }),
    ];
    for (const actor of others) {
      const c = await clientFor(actor);
      for (const path of paths) {
        const r = await c.rest<{ code: string }>('GET', path);
        expect([actor.groups, path, r.status, r.body.code]).toEqual([actor.groups, path, 403, 'FORBIDDEN']);
      }
      expect((await c.gql(REPORT, { start: '2030-02-01', end: '2030-02-28' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await c.gql(`{ reportGuests { id } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
