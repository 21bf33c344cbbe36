import { distinctHosts, filterRooms, placesOn, queryRange, stayNights } from './availability';

type Night = { date: string; placesLeft: number };
const product = (id: string, totalPlaces: number, availability: Night[]) => ({
  product: { id, name: `Rum ${id}`, description: '', type: 'room', totalPlaces },
  availability,
});
const host = (id: string, name: string, products: ReturnType<typeof product>[]) => ({ host: { id, name }, products });

describe('the volunteer room filter (SPEC §5, every night of the stay)', () => {
  it('lists the nights start <= night < end, and at least the first', () => {
    expect(stayNights('2025-06-30', '2025-07-03')).toEqual(['2025-06-30', '2025-07-01', '2025-07-02']);
    expect(stayNights('2025-06-30', '2025-07-01')).toEqual(['2025-06-30']);
    expect(stayNights('2025-06-30', null)).toEqual(['2025-06-30']);
    expect(stayNights('2025-06-30', '2025-06-30')).toEqual(['2025-06-30']);
  });

  it('keeps a room only when places_left > 0 on EVERY night, not only the first', () => {
    const hosts = [
      host('1', 'Ljusglimten', [
        product('a', 3, [
          { date: '2025-06-01', placesLeft: 2 },
          { date: '2025-06-02', placesLeft: 0 },
        ]),
        product('b', 3, [
          { date: '2025-06-01', placesLeft: 1 },
          { date: '2025-06-02', placesLeft: 3 },
        ]),
      ]),
    ];
    const [kept] = filterRooms(hosts, { start: '2025-06-01', end: '2025-06-03', hostId: null });
    expect(kept?.products.map((p) => [p.item.product.id, p.placesLeft])).toEqual([['b', 1]]);
    // One night only: the full second night does not matter.
    const [oneNight] = filterRooms(hosts, { start: '2025-06-01', end: '2025-06-02', hostId: null });
    expect(oneNight?.products.map((p) => p.item.product.id)).toEqual(['a', 'b']);
  });

  it('counts a night without an entry as total_places', () => {
    const p = product('a', 4, [{ date: '2025-06-01', placesLeft: 1 }]);
    expect(placesOn(p, '2025-06-02')).toBe(4);
    expect(placesOn(p, '2025-06-01')).toBe(1);
    const [kept] = filterRooms([host('1', 'X', [p, product('empty', 0, [])])], { start: '2025-06-01', end: '2025-06-03', hostId: null });
    expect(kept?.products.map((q) => [q.item.product.id, q.placesLeft])).toEqual([['a', 1]]);
  });

  it('matches the host filter on the host id, and keeps every host when none is chosen', () => {
    const hosts = [host('1', 'Samma namn', [product('a', 3, [])]), host('2', 'Samma namn', [product('b', 3, [])])];
    expect(filterRooms(hosts, { start: '2025-06-01', end: null, hostId: '2' }).map((h) => h.host.id)).toEqual(['2']);
    expect(filterRooms(hosts, { start: '2025-06-01', end: null, hostId: null }).map((h) => h.host.id)).toEqual(['1', '2']);
    expect(filterRooms(hosts, { start: '2025-06-01', end: null, hostId: '' }).map((h) => h.host.id)).toEqual(['1', '2']);
  });

  it('drops hosts left without rooms', () => {
    const hosts = [
      host('1', 'Full', [product('a', 3, [{ date: '2025-06-01', placesLeft: 0 }])]),
      host('2', 'Tom', []),
      host('3', 'Ledig', [product('c', 2, [])]),
    ];
    expect(filterRooms(hosts, { start: '2025-06-01', end: '2025-06-02', hostId: null }).map((h) => h.host.name)).toEqual(['Ledig']);
  });

  it("offers every host once in 'Välj Värd', by name", () => {
    const hosts = [host('2', 'Nattlogi', []), host('1', 'Hamnhärbärget', []), host('2', 'Nattlogi', [])];
    expect(distinctHosts(hosts)).toEqual([
      { id: '1', name: 'Hamnhärbärget' },
      { id: '2', name: 'Nattlogi' },
    ]);
  });

  it('asks the server for at least one night', () => {
    expect(queryRange('2025-06-01', null)).toEqual({ start: '2025-06-01', end: '2025-06-02' });
    expect(queryRange('2025-06-01', '2025-05-30')).toEqual({ start: '2025-06-01', end: '2025-06-02' });
    expect(queryRange('2025-06-01', '2025-06-05')).toEqual({ start: '2025-06-01', end: '2025-06-05' });
  });
});
