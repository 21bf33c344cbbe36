/**
 * Demo data (issue: foundation §3), generated relative to the day of seeding so there are always
 * arrivals and departures today, guests checked in, nights used this and last month, pending
 * requests at every shelter, and queued requests. Loaded only into an empty database.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { hashPassword } from '../auth/password';
import type { Group } from '../domain/roles';
import { addDays, type LocalDate, startOfMonth } from '../platform/dates';
import { holdsPlace, pathOfTransitions, type BookingStatus } from '../domain/booking-status';
import { tryHold } from '../booking/ledger';
import { LOCK_SEED } from '../platform/db/database';
import type { ProductType } from '../domain/product-type';
import type { ShelterCriterion } from '../domain/shelter-facts';
import { one } from '../platform/db/rows';
import { recordAudit } from '../platform/audit';
import { luhnCheckDigit } from '../domain/payment-ids';
import { seedCompass } from './compass-demo';
import { seedActivities } from './activity-demo';

export const DEMO_PASSWORD = 'noqdemo';

/**
 * Fakturering (issue 21): each region's billing details, each shelter's seller details and a price
 * for every room, so a demo host can draft and send invoices at once. The shelters' organisation
 * numbers and bank accounts are made up, with valid check digits (issue 30: a receiver's e-invoice
 * validation refuses a wrong one, so the demo's first invoice would be refused); the shelters hold
 * F-skatt and are not VAT-registered (they sell exempt social care). The municipalities' numbers
 * and e-invoice addresses are their public ones.
 */
const DEMO_BILLING = {
  regions: [
    {
      name: 'Stockholms stad, Socialförvaltningen',
      org: '212000-0142',
      street: 'Box 44',
      postcode: '10064',
      city: 'Stockholm',
      reference: 'SOC-HÄRBÄRGE',
    },
    {
      name: 'Göteborgs Stad, Socialförvaltningen',
      org: '212000-1355',
      street: 'Box 5183',
      postcode: '40226',
      city: 'Göteborg',
      reference: 'SF-NATT',
    },
  ],
  /** 80200i-000 + check digit (foundation-like numbers, 802…). */
  sellerOrg: (i: number) => `80200${i}-000${luhnCheckDigit(`80200${i}000`)}`,
  /** Bankgiro 5050-1i0 + check digit. */
  bank: (i: number) => `Bankgiro 5050-1${i}0${luhnCheckDigit(`50501${i}0`)}`,
  /** Price per night, öre, without VAT (0 %: social services' accommodation). */
  priceOre: 45_000,
  priceFrom: '2020-01-01',
};

async function seedInvoicing(tx: EntityManager, ids: { regions: number[]; shelters: number[]; products: number[][] }): Promise<void> {
  for (const [i, r] of DEMO_BILLING.regions.entries()) {
    const regionId = ids.regions[i];
    if (regionId === undefined) continue;
    await tx.query(
      `INSERT INTO region_billing (region_id, name, organisation_number, street, postcode, city, reference, endpoint_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [regionId, r.name, r.org, r.street, r.postcode, r.city, r.reference, `0007:${r.org.replace('-', '')}`],
    );
  }
  for (const [i, shelterId] of ids.shelters.entries()) {
    await tx.query(`INSERT INTO shelter_billing (shelter_id, organisation_number, bank_account, f_skatt) VALUES ($1, $2, $3, true)`, [
      shelterId,
      DEMO_BILLING.sellerOrg(i + 1),
      DEMO_BILLING.bank(i + 1),
    ]);
  }
  await tx.query(
    `INSERT INTO product_price (product_id, valid_from, price_ore, vat_rate_bp)
     SELECT id, $2, $3, 0 FROM product WHERE id = ANY ($1::int[]) AND type IN ('room', 'woman-only')`,
    [ids.products.flat(), DEMO_BILLING.priceFrom, DEMO_BILLING.priceOre],
  );
}

export const DEMO_ACCOUNTS = [
  { email: 'gast@noq.example', first: 'Anna', last: 'Lind', groups: ['user'], guest: { uno: '1001', gender: 'K' } },
  { email: 'gast2@noq.example', first: 'Erik', last: 'Berg', groups: ['user'], guest: { uno: '1002', gender: 'M' } },
  { email: 'vard@noq.example', first: 'Maria', last: 'Holm', groups: ['host'], shelter: 1 },
  { email: 'vard2@noq.example', first: 'Johan', last: 'Ek', groups: ['host'], shelter: 2 },
  { email: 'handlaggare@noq.example', first: 'Sara', last: 'Nilsson', groups: ['caseworker'] },
  { email: 'volontar@noq.example', first: 'Lars', last: 'Svensson', groups: ['volunteer'] },
  { email: 'admin@noq.example', first: 'Eva', last: 'Admin', groups: ['admin'] },
] as const satisfies readonly {
  email: string;
  first: string;
  last: string;
  groups: readonly Group[];
  guest?: { uno: string; gender: 'K' | 'M' };
  shelter?: number;
}[];

const REGIONS = ['Stockholm', 'Göteborg'];

/**
 * The demo shelters, with what a guest needs to get there (issue 18 §6). The phone numbers are from
 * the ranges PTS keeps for fiction (08-465 004 xx, 031-390 06 xx), the coordinates their streets'.
 */
const SHELTERS: {
  name: string;
  street: string;
  postcode: string;
  city: string;
  region: number;
  phone: string;
  checkInFrom: string;
  checkInUntil: string;
  houseRules: string;
  criteria: ShelterCriterion[];
  latitude: number;
  longitude: number;
}[] = [
  {
    name: 'Härbärget Ljusglimten',
    street: 'Hornsgatan 12',
    postcode: '11820',
    city: 'Stockholm',
    region: 0,
    phone: '08-465 004 12',
    checkInFrom: '18:00',
    checkInUntil: '22:00',
    houseRules: 'Inga droger eller alkohol i huset. Tyst efter kl. 23. Frukost 07–09; utcheckning senast kl. 09.',
    criteria: ['accessible'],
    latitude: 59.3198,
    longitude: 18.0664,
  },
  {
    name: 'Nattlogi Norrmalm',
    street: 'Upplandsgatan 40',
    postcode: '11328',
    city: 'Stockholm',
    region: 0,
    phone: '08-465 004 40',
    checkInFrom: '19:00',
    checkInUntil: '23:00',
    houseRules: 'Inget bruk av droger eller alkohol inomhus. Husdjur i koppel eller bur. Tyst efter kl. 23.',
    criteria: ['drug_tolerant', 'pets_allowed'],
    latitude: 59.3436,
    longitude: 18.0451,
  },
  {
    name: 'Hamnhärbärget',
    street: 'Järntorget 3',
    postcode: '41304',
    city: 'Göteborg',
    region: 1,
    phone: '031-390 06 03',
    checkInFrom: '17:00',
    checkInUntil: '21:30',
    houseRules: 'Visa biståndsbeslutet när du checkar in. Inga besök på rummen. Rökning bara på gården.',
    criteria: ['accessible', 'requires_decision'],
    latitude: 57.6996,
    longitude: 11.9527,
  },
  {
    name: 'Gårdshärbärget Majorna',
    street: 'Karl Johansgatan 70',
    postcode: '41459',
    city: 'Göteborg',
    region: 1,
    phone: '031-390 06 70',
    checkInFrom: '20:00',
    checkInUntil: '23:30',
    houseRules: 'Hundar är välkomna. Tyst efter kl. 22. Lämna nyckeln i receptionen när du går.',
    criteria: ['pets_allowed'],
    latitude: 57.6934,
    longitude: 11.9213,
  },
];

const PRODUCTS: { name: string; description: string; places: number; type: ProductType; requirements?: string }[] = [
  { name: 'Rum 1', description: 'Rum med tre sängar', places: 3, type: 'room' },
  { name: 'Rum 2', description: 'Rum med fem sängar', places: 5, type: 'room' },
  { name: 'Rum 3', description: 'Sovsal med sju sängar', places: 7, type: 'room' },
  { name: 'Kvinnorum', description: 'Rum endast för kvinnor', places: 4, type: 'woman-only', requirements: 'Endast kvinnor' },
  { name: 'Hygienartiklar', description: 'Tandborste, tvål och handduk', places: 20, type: 'hygieneproducts' },
  { name: 'Frukost', description: 'Frukost 07–09', places: 30, type: 'breakfast' },
  { name: 'Middag', description: 'Middag 18–19', places: 30, type: 'dinner' },
  { name: 'Förvaring', description: 'Låsbart skåp', places: 10, type: 'storage' },
  { name: 'Tvättmaskin', description: 'Tvättstuga', places: 2, type: 'washingmachine' },
  { name: 'Dusch', description: 'Dusch med handdukar', places: 4, type: 'shower' },
];

const FIRST_K = ['Fatima', 'Maja', 'Elsa', 'Amina', 'Ingrid', 'Leila', 'Karin', 'Sofia', 'Nadia', 'Helena', 'Ebba', 'Zahra'];
const FIRST_M = ['Ahmed', 'Olle', 'Mikael', 'Hassan', 'Nils', 'Jonas', 'Omar', 'Per', 'Ali', 'Göran', 'Peter', 'Yusuf'];
const LAST = [
  'Andersson',
  'Johansson',
  'Karlsson',
  'Persson',
  'Hussein',
  'Olsson',
  'Larsson',
  'Mohammed',
  'Gustafsson',
  'Pettersson',
  'Åberg',
  'Öberg',
];

/** The last four digits of a demo guest's personal number (made up, never real). */
export const personnrOf = (n: number): string => String(1000 + ((n * 37) % 9000)).padStart(4, '0');

/** An entry of the demo's own tables: a miss is a mistake in this file. */
function pick<T>(xs: readonly T[], i: number, what: string): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`demo: no ${what} at ${i}`);
  return x;
}

interface GeneratedGuest {
  first: string;
  last: string;
  uno: string;
  gender: 'K' | 'M';
  region: number;
  flag: boolean;
  n: number;
}

/** Guests without a login, as volunteers create them (UNO code only). */
function generatedGuests(): GeneratedGuest[] {
  return Array.from({ length: 48 }, (_, i) => {
    const gender: 'K' | 'M' = i % 2 === 0 ? 'K' : 'M';
    return {
      first: pick(gender === 'K' ? FIRST_K : FIRST_M, Math.floor(i / 2) % 12, 'first name'),
      last: pick(LAST, (i * 5) % LAST.length, 'last name'),
      uno: String(2001 + i),
      gender,
      region: i % 2,
      flag: i % 11 === 3,
      n: i + 10,
    };
  });
}

/**
 * What identifies the demo guests (full names, UNO codes, personal-number digits): the CI checks
 * that none of it appears in the servers' logs (issue 9).
 */
export function demoGuestIdentifiers(): { names: string[]; unoCodes: string[]; personnr: string[] } {
  let n = 0; // numbered like seedDemo numbers them
  const accounts = DEMO_ACCOUNTS.flatMap((a) => ('guest' in a ? [{ first: a.first, last: a.last, uno: a.guest.uno, n: ++n }] : []));
  const all = [...accounts, ...generatedGuests()];
  return {
    names: [...new Set(all.map((g) => `${g.first} ${g.last}`))],
    unoCodes: all.map((g) => g.uno),
    personnr: all.map((g) => personnrOf(g.n)),
  };
}

interface Ids {
  regions: number[];
  shelters: number[];
  /** products[shelterIndex][productIndex] */
  products: number[][];
  users: Record<string, number>;
  guests: number[];
}

async function insertUser(
  tx: EntityManager,
  u: { email: string | null; hash: string | null; first: string; last: string; groups: readonly Group[]; shelterId?: number | null },
): Promise<number> {
  const row = one<{ id: number }>(
    await tx.query(
      `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, shelter_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [u.email, u.hash, u.first, u.last, u.groups, u.shelterId ?? null],
    ),
  );
  return row.id;
}

async function insertGuestProfile(
  tx: EntityManager,
  userId: number,
  p: { uno: string; gender: 'K' | 'M'; region: number; flag?: boolean; n: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO guest_profile (user_id, unokod, gender, street, postcode, city, country, phone, day_of_birth, personnr_lastnr, requirements, flag, region_id)
     VALUES ($1, $2, $3, $4, $5, $6, 'Sverige', $7, $8, $9, $10, $11, $12)`,
    [
      userId,
      p.uno,
      p.gender,
      `Exempelgatan ${p.n}`,
      p.region === 0 ? '11122' : '41101',
      p.region === 0 ? 'Stockholm' : 'Göteborg',
      `070-000 ${String(1000 + p.n).slice(-4)}`,
      `19${60 + (p.n % 40)}-0${1 + (p.n % 9)}-1${p.n % 10}`,
      personnrOf(p.n),
      p.n % 7 === 0 ? 'Allergi mot nötter' : '',
      p.n % 9 === 0,
      p.region === 0 ? 1 : 2,
    ],
  );
}

interface DemoBooking {
  shelter: number;
  product: number;
  guest: number;
  status: BookingStatus;
  start: LocalDate;
  end: LocalDate;
  message?: string;
  reason?: string;
  /** Days before today the request came in. */
  received: number;
}

async function insertBooking(
  tx: EntityManager,
  ids: Ids,
  b: DemoBooking,
  actors: { guest: number; host: number | null; caseworker: number },
): Promise<void> {
  const productId = pick(pick(ids.products, b.shelter, 'shelter'), b.product, 'product');
  let status = b.status;
  // Held statuses take their places through the ledger, like any request; a full night queues.
  if (holdsPlace(status) && !(await tryHold(tx, productId, b.start, b.end))) status = 'in_queue';
  // A shelter that requires a biståndsbeslut takes only guests with one (issue 38): the guest's
  // decision covering the stay, recorded by the caseworker before the request (and a week beyond).
  const decisionId = pick(SHELTERS, b.shelter, 'shelter').criteria.includes('requires_decision')
    ? await demoDecision(tx, ids, b, actors.caseworker)
    : null;
  const row = one<{ id: number }>(
    await tx.query(
      `INSERT INTO booking (product_id, guest_id, status, start_date, end_date, booking_time, message, decline_reason, requested_by, requested_by_group, decision_id)
     VALUES ($1, $2, $3, $4, $5, clock_timestamp() - make_interval(days => $6), $7, $8, $2, 'user', $9) RETURNING id`,
      [
        productId,
        b.guest,
        status,
        b.start,
        b.end,
        b.received,
        b.message ?? '',
        status === 'declined' ? (b.reason ?? null) : null,
        decisionId,
      ],
    ),
  );
  const first: BookingStatus = status === 'in_queue' ? 'in_queue' : 'pending';
  await tx.query(
    `INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group, at)
     VALUES ($1, 'request', NULL, $2, $3, 'user', clock_timestamp() - make_interval(days => $4))`,
    [row.id, first, b.guest, b.received],
  );
  // The rest of the trail: the table's own path to the status, each step by the person whose role
  // takes it (the reason goes with the last step: a decline or an advice against).
  const steps = pathOfTransitions(first, status, ['user', 'host', 'caseworker']);
  if (steps === null) throw new Error(`demo: no allowed path from ${first} to ${status}`);
  for (const [i, step] of steps.entries()) {
    const actor = step.role === 'user' ? actors.guest : step.role === 'caseworker' ? actors.caseworker : actors.host;
    await tx.query(
      `INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, step.action, step.from, step.to, actor, step.role, i === steps.length - 1 ? (b.reason ?? null) : null],
    );
  }
}

/**
 * The guest's demo decision for a stay at a shelter that requires one: theirs covering the stay
 * if they have one there, else a new one from the stay's first night to a week after its last,
 * with a case number as a municipality's case system writes it, audited like the caseworker's.
 */
async function demoDecision(tx: EntityManager, ids: Ids, b: DemoBooking, caseworker: number): Promise<number> {
  const shelterId = pick(ids.shelters, b.shelter, 'shelter');
  const lastNight = addDays(b.end, -1);
  const [found]: { id: number }[] = await tx.query(
    `SELECT d.id FROM decision d JOIN decision_shelter ds ON ds.decision_id = d.id AND ds.shelter_id = $2
      WHERE d.guest_id = $1 AND d.start_date <= $3 AND d.end_date >= $4 ORDER BY d.id LIMIT 1`,
    [b.guest, shelterId, b.start, lastNight],
  );
  if (found) return found.id;
  const endDate = addDays(lastNight, 7);
  const created = one<{ id: number }>(
    await tx.query(
      `INSERT INTO decision (guest_id, case_number, start_date, end_date, note, created_by, created_at)
       VALUES ($1, 'SOC ' || extract(year FROM $2::date) || '/' || lpad((1000 + (SELECT count(*) FROM decision))::text, 4, '0'), $2, $3,
               'Akut boende.', $4, clock_timestamp() - make_interval(days => $5)) RETURNING id`,
      [b.guest, b.start, endDate, caseworker, b.received + 1],
    ),
  );
  await tx.query(`INSERT INTO decision_shelter (decision_id, shelter_id) VALUES ($1, $2)`, [created.id, shelterId]);
  await recordAudit(tx, {
    actorId: caseworker,
    action: 'decision_recorded',
    entity: 'decision',
    entityId: created.id,
    detail: { guestId: b.guest, startDate: b.start, endDate, maxNights: null },
  });
  return created.id;
}

/** Loads the demo into an empty database. Returns false (and does nothing) when there is data. */
export async function seedDemo(ds: DataSource, today: LocalDate): Promise<boolean> {
  return ds.transaction(async (tx) => {
    // Gateways starting together: one seeds, the others wait and then find data, however long it
    // takes (no lock_timeout or statement_timeout for this transaction; ormconfig.ts).
    await tx.query('SET LOCAL lock_timeout = 0');
    await tx.query('SET LOCAL statement_timeout = 0');
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_SEED]);
    const { n } = one<{ n: number }>(await tx.query(`SELECT count(*)::int AS n FROM shelter`));
    if (n > 0) return false;
    const hash = await hashPassword(DEMO_PASSWORD);
    const ids: Ids = { regions: [], shelters: [], products: [], users: {}, guests: [] };

    for (const name of REGIONS) {
      const r = one<{ id: number }>(await tx.query(`INSERT INTO region (name) VALUES ($1) RETURNING id`, [name]));
      ids.regions.push(r.id);
    }
    for (const s of SHELTERS) {
      const row = one<{ id: number }>(
        await tx.query(
          `INSERT INTO shelter (name, street, postcode, city, region_id, phone, check_in_from, check_in_until, house_rules, criteria, latitude, longitude)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
          [
            s.name,
            s.street,
            s.postcode,
            s.city,
            ids.regions[s.region],
            s.phone,
            s.checkInFrom,
            s.checkInUntil,
            s.houseRules,
            s.criteria,
            s.latitude,
            s.longitude,
          ],
        ),
      );
      ids.shelters.push(row.id);
      const products: number[] = [];
      for (const p of PRODUCTS) {
        const pr = one<{ id: number }>(
          await tx.query(
            `INSERT INTO product (shelter_id, name, description, total_places, type, requirements) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [row.id, p.name, p.description, p.places, p.type, p.requirements ?? ''],
          ),
        );
        products.push(pr.id);
      }
      ids.products.push(products);
    }
    await seedInvoicing(tx, ids);
    await seedCompass(tx, ids.regions, ids.shelters);

    let n0 = 0;
    for (const a of DEMO_ACCOUNTS) {
      const shelterId = 'shelter' in a ? ids.shelters[a.shelter - 1] : null;
      const id = await insertUser(tx, { email: a.email, hash, first: a.first, last: a.last, groups: a.groups, shelterId });
      ids.users[a.email] = id;
      if ('guest' in a) await insertGuestProfile(tx, id, { uno: a.guest.uno, gender: a.guest.gender, region: 0, n: ++n0 });
    }
    const user = (email: string): number => {
      const id = ids.users[email];
      if (id === undefined) throw new Error(`demo: no account ${email}`);
      return id;
    };
    const caseworker = user('handlaggare@noq.example');
    for (const s of ids.shelters) await tx.query(`INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2)`, [caseworker, s]);

    // Guests without a login, as volunteers create them (UNO code only).
    for (const g of generatedGuests()) {
      const id = await insertUser(tx, { email: null, hash: null, first: g.first, last: g.last, groups: ['user'] });
      await insertGuestProfile(tx, id, g);
      ids.guests.push(id);
    }

    const d = (offset: number) => addDays(today, offset);
    const monthStart = startOfMonth(today);
    const lastMonthStart = startOfMonth(addDays(monthStart, -1));
    let next = 0;
    const guest = () => pick(ids.guests, next++ % ids.guests.length, 'guest');
    const bookings: DemoBooking[] = [];

    ids.shelters.forEach((_, s) => {
      // Checked in: one leaves today, two stay on.
      bookings.push({ shelter: s, product: 1, guest: guest(), status: 'checked_in', start: d(-2), end: d(0), received: 4 });
      bookings.push({ shelter: s, product: 2, guest: guest(), status: 'checked_in', start: d(-1), end: d(2), received: 3 });
      bookings.push({ shelter: s, product: 2, guest: guest(), status: 'checked_in', start: d(-3), end: d(4), received: 5 });
      // Arrivals today.
      bookings.push({ shelter: s, product: 0, guest: guest(), status: 'reserved', start: d(0), end: d(2), received: 2 });
      bookings.push({ shelter: s, product: 2, guest: guest(), status: 'confirmed', start: d(0), end: d(1), received: 1 });
      // Requests awaiting the host.
      bookings.push({
        shelter: s,
        product: 1,
        guest: guest(),
        status: 'pending',
        start: d(1),
        end: d(3),
        received: 0,
        message: 'Jag kommer sent, runt 22.',
      });
      bookings.push({ shelter: s, product: 2, guest: guest(), status: 'pending', start: d(2), end: d(4), received: 1 });
      bookings.push({ shelter: s, product: 1, guest: guest(), status: 'accepted', start: d(3), end: d(5), received: 1 });
      bookings.push({
        shelter: s,
        product: 2,
        guest: guest(),
        status: 'advised_against',
        start: d(2),
        end: d(3),
        received: 2,
        reason: 'Har redan plats på annat boende.',
      });
    });
    // A full room with a queue, at the first two shelters: Rum 1 (3 places) over three nights.
    for (const s of [0, 1]) {
      for (let k = 0; k < 3; k++) {
        bookings.push({
          shelter: s,
          product: 0,
          guest: guest(),
          status: k === 0 ? 'reserved' : 'pending',
          start: d(5),
          end: d(8),
          received: 3 - k,
        });
      }
      bookings.push({ shelter: s, product: 0, guest: guest(), status: 'pending', start: d(6), end: d(7), received: 0 });
      bookings.push({ shelter: s, product: 0, guest: guest(), status: 'pending', start: d(5), end: d(6), received: 0 });
    }
    // History: nights used earlier (this month when possible, and last month), declined and cancelled.
    next = 0;
    ids.shelters.forEach((_, s) => {
      bookings.push({ shelter: s, product: 2, guest: guest(), status: 'completed', start: d(-9), end: d(-6), received: 12 });
      bookings.push({
        shelter: s,
        product: 1,
        guest: guest(),
        status: 'completed',
        start: addDays(lastMonthStart, 4 + s),
        end: addDays(lastMonthStart, 8 + s),
        received: 40,
      });
      bookings.push({
        shelter: s,
        product: 2,
        guest: guest(),
        status: 'completed',
        start: addDays(monthStart, 0),
        end: addDays(monthStart, 1),
        received: 35,
      });
      bookings.push({
        shelter: s,
        product: 1,
        guest: guest(),
        status: 'declined',
        start: d(1),
        end: d(2),
        received: 2,
        reason: 'Rummet är reserverat för akuta behov.',
      });
      bookings.push({ shelter: s, product: 0, guest: guest(), status: 'cancelled', start: d(4), end: d(5), received: 3 });
    });

    const host = (s: number) => (s === 0 ? user('vard@noq.example') : s === 1 ? user('vard2@noq.example') : null);
    for (const b of bookings) await insertBooking(tx, ids, b, { guest: b.guest, host: host(b.shelter), caseworker });

    // The demo guests' own bookings: Anna may confirm hers; Erik waits and has one declined.
    const anna = user('gast@noq.example');
    const erik = user('gast2@noq.example');
    await insertBooking(
      tx,
      ids,
      { shelter: 0, product: 3, guest: anna, status: 'reserved', start: d(10), end: d(12), received: 1 },
      { guest: anna, host: host(0), caseworker },
    );
    await insertBooking(
      tx,
      ids,
      {
        shelter: 0,
        product: 1,
        guest: anna,
        status: 'completed',
        start: addDays(lastMonthStart, 10),
        end: addDays(lastMonthStart, 13),
        received: 45,
      },
      { guest: anna, host: host(0), caseworker },
    );
    await insertBooking(
      tx,
      ids,
      {
        shelter: 1,
        product: 1,
        guest: erik,
        status: 'pending',
        start: d(8),
        end: d(10),
        received: 0,
        message: 'Har en hund, går det bra?',
      },
      { guest: erik, host: host(1), caseworker },
    );
    await insertBooking(
      tx,
      ids,
      { shelter: 1, product: 2, guest: erik, status: 'declined', start: d(3), end: d(4), received: 2, reason: 'Fullt den natten.' },
      { guest: erik, host: host(1), caseworker },
    );
    // Biståndsbeslut (issue 38): Anna has one for Hamnhärbärget (which requires one) for three weeks.
    const decision = one<{ id: number }>(
      await tx.query(
        `INSERT INTO decision (guest_id, case_number, start_date, end_date, max_nights, note, created_by)
         VALUES ($1, 'SOC 2026/0142', $2, $3, 14, 'Akut boende i väntan på lägenhet.', $4) RETURNING id`,
        [anna, d(0), d(20), caseworker],
      ),
    );
    await tx.query(`INSERT INTO decision_shelter (decision_id, shelter_id) VALUES ($1, $2)`, [
      decision.id,
      pick(ids.shelters, 2, 'shelter'),
    ]);
    await recordAudit(tx, {
      actorId: caseworker,
      action: 'decision_recorded',
      entity: 'decision',
      entityId: decision.id,
      detail: { guestId: anna, startDate: d(0), endDate: d(20), maxNights: 14 },
    });
    // Volunteer activities (issue 35 §3): shifts in the coming days, Lars signed up for one.
    await seedActivities(tx, ids.shelters, today, { volunteer: user('volontar@noq.example'), admin: user('admin@noq.example') });
    return true;
  });
}
