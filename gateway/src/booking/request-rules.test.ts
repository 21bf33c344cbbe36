import { checkLedger } from './ledger';
import { useSuite } from '../test-support/suite';

const TODAY = '2030-01-10';
const s = useSuite(TODAY);

async function setup(places = 3) {
  const shelter = await s.f.shelter();
  const room = await s.f.product(shelter, { places });
  return { shelter, room };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
};

describe('booking request rules (DESIGN §4, checked in §12 order)', () => {
  it('accepts a valid request as pending and takes a place on each night', async () => {
    const { room } = await setup(3);
    const guest = await s.f.guest();
    const b = await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-01-12', message: ' Hej ' });
    expect(b).toMatchObject({ status: 'pending', startDate: TODAY, endDate: '2030-01-12', message: 'Hej' });
    const nights = await s.services.shelters.availability(guest, [b.product.shelter.id], 3, TODAY);
    expect(nights.filter((n) => n.productId === room).map((n) => n.placesLeft)).toEqual([2, 2, 3]);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('refuses malformed input (400)', async () => {
    const { room } = await setup();
    const guest = await s.f.guest();
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: '2030-13-01', endDate: '2030-01-12' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: '10/01/2030', endDate: '2030-01-12' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(await codeOf(s.services.bookings.request(guest, { productId: -1, startDate: TODAY, endDate: '2030-01-12' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      await codeOf(
        s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-01-12', message: 'x'.repeat(5000) }),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown product (404)', async () => {
    const guest = await s.f.guest();
    expect(await codeOf(s.services.bookings.request(guest, { productId: 999_999_999, startDate: TODAY, endDate: '2030-01-12' }))).toBe(
      'PRODUCT_NOT_FOUND',
    );
  });

  it('refuses a service that is not bookable (422)', async () => {
    const shelter = await s.f.shelter();
    const shower = await s.f.product(shelter, { type: 'shower' });
    const guest = await s.f.guest();
    expect(await codeOf(s.services.bookings.request(guest, { productId: shower, startDate: TODAY, endDate: '2030-01-11' }))).toBe(
      'PRODUCT_NOT_BOOKABLE',
    );
  });

  it('refuses a start in the past (422)', async () => {
    const { room } = await setup();
    const guest = await s.f.guest();
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: '2030-01-09', endDate: '2030-01-11' }))).toBe(
      'BOOKING_START_IN_PAST',
    );
  });

  it('refuses an end not after the start (422)', async () => {
    const { room } = await setup();
    const guest = await s.f.guest();
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: '2030-01-12', endDate: '2030-01-11' }))).toBe(
      'BOOKING_END_NOT_AFTER_START',
    );
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: '2030-01-12', endDate: '2030-01-12' }))).toBe(
      'BOOKING_END_NOT_AFTER_START',
    );
  });

  it('refuses more than 30 nights (422) and accepts exactly 30', async () => {
    const { room } = await setup();
    const guest = await s.f.guest();
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-02-10' }))).toBe(
      'BOOKING_TOO_LONG',
    );
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-02-09' }))).toBe('OK');
  });

  it('refuses a woman-only room to a guest of gender M, or of unknown gender (422), and accepts gender K', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { type: 'woman-only' });
    const man = await s.f.guest({ gender: 'M' });
    const unknown = await s.f.guest({ gender: null });
    const woman = await s.f.guest({ gender: 'K' });
    const dates = { productId: room, startDate: TODAY, endDate: '2030-01-11' };
    expect(await codeOf(s.services.bookings.request(man, dates))).toBe('BOOKING_WOMAN_ONLY');
    expect(await codeOf(s.services.bookings.request(unknown, dates))).toBe('BOOKING_WOMAN_ONLY');
    expect(await codeOf(s.services.bookings.request(woman, dates))).toBe('OK');
  });

  it('refuses the same request twice (409, SPEC text)', async () => {
    const { room } = await setup();
    const guest = await s.f.guest();
    const dates = { productId: room, startDate: TODAY, endDate: '2030-01-12' };
    await s.services.bookings.request(guest, dates);
    await expect(s.services.bookings.request(guest, dates)).rejects.toMatchObject({
      code: 'BOOKING_DUPLICATE',
      message: 'A booking with these details already exists.',
    });
  });

  it("refuses a request overlapping the guest's active booking elsewhere (409), also a queued one", async () => {
    const { room } = await setup();
    const other = await s.f.product(await s.f.shelter(), { places: 1 });
    const guest = await s.f.guest();
    await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-01-13' });
    expect(await codeOf(s.services.bookings.request(guest, { productId: other, startDate: '2030-01-12', endDate: '2030-01-14' }))).toBe(
      'BOOKING_OVERLAP',
    );
    // Back to back is fine: the end date is the morning of departure.
    expect(await codeOf(s.services.bookings.request(guest, { productId: other, startDate: '2030-01-13', endDate: '2030-01-14' }))).toBe(
      'OK',
    );

    const full = await s.f.product(await s.f.shelter(), { places: 1 });
    await s.services.bookings.request(await s.f.guest(), { productId: full, startDate: '2030-02-01', endDate: '2030-02-03' });
    const queued = await s.services.bookings.request(guest, { productId: full, startDate: '2030-02-01', endDate: '2030-02-03' });
    expect(queued.status).toBe('in_queue');
    expect(await codeOf(s.services.bookings.request(guest, { productId: room, startDate: '2030-02-02', endDate: '2030-02-04' }))).toBe(
      'BOOKING_OVERLAP',
    );
  });

  it('lets declined, cancelled and completed bookings never block a new request', async () => {
    const host = await s.f.host(await s.f.shelter());
    const room = await s.f.product(host.hostShelterId as number, { places: 2 });
    const guest = await s.f.guest();
    const dates = { productId: room, startDate: '2030-01-11', endDate: '2030-01-13' };
    const declined = await s.services.bookings.request(guest, dates);
    await s.services.bookings.transition(host, declined.id, 'decline', { reason: 'Fullt' });
    const cancelled = await s.services.bookings.request(guest, dates);
    expect(cancelled.status).toBe('pending');
    await s.services.bookings.transition(guest, cancelled.id, 'cancel');
    const again = await s.services.bookings.request(guest, dates);
    expect(again.status).toBe('pending');
    await s.f.forceStatus(again.id, 'completed');
    // The place a completed stay gives back, on its own nights (a freeing transition may have made
    // ledger rows for other nights too: ledger.ts release).
    await s.db.dataSource.query(`UPDATE product_night SET held = held - 1 WHERE product_id = $1 AND night >= $2 AND night < $3`, [
      room,
      dates.startDate,
      dates.endDate,
    ]);
    expect((await s.services.bookings.request(guest, dates)).status).toBe('pending');
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('checks in DESIGN §12 order: duplicate before overlap before woman-only', async () => {
    const shelter = await s.f.shelter();
    const womanOnly = await s.f.product(shelter, { type: 'woman-only' });
    const room = await s.f.product(shelter);
    const man = await s.f.guest({ gender: 'M' });
    await s.services.bookings.request(man, { productId: room, startDate: TODAY, endDate: '2030-01-12' });
    // Overlapping and woman-only at once: overlap wins.
    expect(await codeOf(s.services.bookings.request(man, { productId: womanOnly, startDate: TODAY, endDate: '2030-01-12' }))).toBe(
      'BOOKING_OVERLAP',
    );
    // Past start and unknown product at once: the product is checked first.
    expect(await codeOf(s.services.bookings.request(man, { productId: 999_999_998, startDate: '2020-01-01', endDate: '2020-01-02' }))).toBe(
      'PRODUCT_NOT_FOUND',
    );
  });

  it('lets a flagged guest request; staff see the flag, the guest does not', async () => {
    const { shelter, room } = await setup();
    const guest = await s.f.guest({ flag: true });
    const b = await s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-01-11' });
    expect(b.guest.flag).toBeNull();
    expect((await s.services.bookings.get(await s.f.host(shelter), b.id)).guest.flag).toBe(true);
  });

  it('lets a volunteer request for a guest, and only a volunteer', async () => {
    const { room } = await setup();
    const guest = await s.f.guest();
    const volunteer = await s.f.volunteer();
    const b = await s.services.bookings.request(volunteer, {
      productId: room,
      startDate: TODAY,
      endDate: '2030-01-11',
      guestId: guest.userId,
    });
    expect(b).toMatchObject({ status: 'pending', requestedBy: volunteer.userId, guest: { id: guest.userId } });
    const other = await s.f.guest();
    expect(
      await codeOf(s.services.bookings.request(guest, { productId: room, startDate: TODAY, endDate: '2030-01-11', guestId: other.userId })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        s.services.bookings.request(volunteer, { productId: room, startDate: TODAY, endDate: '2030-01-11', guestId: 999_999_997 }),
      ),
    ).toBe('GUEST_NOT_FOUND');
    const host = await s.f.host(await s.f.shelter());
    expect(await codeOf(s.services.bookings.request(host, { productId: room, startDate: TODAY, endDate: '2030-01-11' }))).toBe('FORBIDDEN');
  });
});
