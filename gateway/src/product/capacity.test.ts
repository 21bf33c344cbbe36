import { useSuite } from '../test-support/suite';
import { checkLedger } from '../booking/ledger';

const TODAY = '2030-06-01';
const s = useSuite(TODAY);

const input = (totalPlaces: number) => ({ name: 'Rum A', description: 'Test', totalPlaces, type: 'room' as const, requirements: '' });

describe('changing a room\'s number of places', () => {
  it('refuses fewer places than already held, with a clear error, and changes nothing', async () => {
    const shelter = await s.f.shelter();
    const host = await s.f.host(shelter);
    const room = await s.f.product(shelter, { places: 3 });
    for (let i = 0; i < 2; i++) await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-06-02', endDate: '2030-06-04' });
    await expect(s.services.products.update(host, room, input(1))).rejects.toMatchObject({
      code: 'CAPACITY_BELOW_HELD',
      message: 'Antal sovplatser kan inte bli färre än de som redan är bokade.',
    });
    expect((await s.services.products.get(room)).totalPlaces).toBe(3);
    expect((await s.services.products.update(host, room, input(2))).totalPlaces).toBe(2);
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('lets the queue in when places are added', async () => {
    const shelter = await s.f.shelter();
    const host = await s.f.host(shelter);
    const room = await s.f.product(shelter, { places: 1 });
    await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-06-02', endDate: '2030-06-04' });
    const queued = await s.services.bookings.request(await s.f.guest(), { productId: room, startDate: '2030-06-03', endDate: '2030-06-05' });
    expect(queued.status).toBe('in_queue');
    await s.services.products.update(host, room, input(2));
    expect((await s.services.bookings.get(host, queued.id)).status).toBe('pending');
    expect(await checkLedger(s.db.dataSource)).toEqual([]);
  });

  it('is refused for another shelter\'s room (not found) and for non-hosts', async () => {
    const room = await s.f.product(await s.f.shelter());
    const otherHost = await s.f.host(await s.f.shelter());
    await expect(s.services.products.update(otherHost, room, input(5))).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    await expect(s.services.products.update(await s.f.guest(), room, input(5))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(s.services.products.update(null, room, input(5))).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
