import {
  forgetPersonalData,
  keepsOwnBookings,
  OWN_BOOKINGS_KEY,
  readOwnBookings,
  saveOwnBookings,
  type OwnBookingsSnapshot,
  forgetUnlessOwner,
  SESSION_MARK_COOKIE,
} from './offline-store';

const snapshot: OwnBookingsSnapshot = {
  fetchedAt: '2026-11-24T11:00:00.000Z',
  bookings: [
    {
      shelter: 'Härbärget Ljusglimten',
      address: 'Ljusgatan 1, 118 20 Stockholm',
      startDate: '2026-12-04',
      endDate: '2026-12-06',
      status: 'reserved',
    },
  ],
};

/** A Cache Storage stand-in (jsdom has none): the names of its caches. */
function fakeCaches(names: string[]): CacheStorage & { names: string[] } {
  const store = {
    names: [...names],
    keys: () => Promise.resolve([...store.names]),
    delete: (name: string) => {
      const had = store.names.includes(name);
      store.names = store.names.filter((n) => n !== name);
      return Promise.resolve(had);
    },
  };
  return store as unknown as CacheStorage & { names: string[] };
}

/** The gateway's session mark (platform/session-cookie.ts): a session that ends in a day. */
const MARK = `m4rk.${Math.floor(Date.now() / 1000) + 86_400}`;
const setMark = (value: string | null) => {
  document.cookie = value === null ? `${SESSION_MARK_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT` : `${SESSION_MARK_COOKIE}=${value}`;
};
beforeEach(() => setMark(MARK));

afterEach(() => {
  setMark(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete (globalThis as { caches?: CacheStorage }).caches;
  jest.restoreAllMocks();
});

describe('the guest’s bookings kept for the offline page (issue 17)', () => {
  it('are read back as saved', () => {
    expect(readOwnBookings()).toBeNull();
    saveOwnBookings(snapshot, '7');
    expect(readOwnBookings()).toEqual(snapshot);
  });

  it('keep only shelter, address, dates and status of each booking', () => {
    const withMore = {
      ...snapshot,
      bookings: snapshot.bookings.map((b) => ({ ...b, id: '17', message: 'Jag kommer runt 21.', guest: 'Anna Lind' })),
    };
    saveOwnBookings(withMore, '7');
    const stored = window.localStorage.getItem(OWN_BOOKINGS_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({ ...snapshot, owner: '7', session: MARK });
    expect(stored).not.toMatch(/Anna|Jag kommer|"id"/);
  });

  it('are not read when the stored value is not a snapshot', () => {
    for (const raw of [
      'not json',
      'null',
      '{}',
      '{"fetchedAt":"igår","bookings":[]}',
      '{"fetchedAt":"2026-11-24T11:00:00Z","bookings":[{"shelter":1}]}',
    ]) {
      window.localStorage.setItem(OWN_BOOKINGS_KEY, raw);
      expect({ raw, read: readOwnBookings() }).toEqual({ raw, read: null });
    }
  });

  it('are not saved, and nothing fails, when the storage refuses', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveOwnBookings(snapshot, '7')).not.toThrow();
    expect(readOwnBookings()).toBeNull();
  });

  it('are kept for a guest only, never for staff (nor a guest who is also staff)', () => {
    expect(keepsOwnBookings(['user'])).toBe(true);
    for (const groups of [[], ['host'], ['caseworker'], ['volunteer'], ['admin'], ['user', 'volunteer'], ['host', 'user']]) {
      expect({ groups, keeps: keepsOwnBookings(groups) }).toEqual({ groups, keeps: false });
    }
  });
});

describe('only while the session they were kept in lasts (issue 29 §5)', () => {
  it('are forgotten when the session mark is gone: cookies cleared, or the gateway ended the session', () => {
    saveOwnBookings(snapshot, '7');
    setMark(null);
    expect(readOwnBookings()).toBeNull();
    // Forgotten, not just hidden: the mark coming back does not bring them back.
    setMark(MARK);
    expect(readOwnBookings()).toBeNull();
    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
  });

  it('are forgotten under another session (someone logged in since)', () => {
    saveOwnBookings(snapshot, '7');
    setMark(`annan.${Math.floor(Date.now() / 1000) + 86_400}`);
    expect(readOwnBookings()).toBeNull();
    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
  });

  it("are forgotten once the session's absolute expiry has passed, even with the mark still there", () => {
    saveOwnBookings(snapshot, '7');
    expect(readOwnBookings(Date.now() + 86_400_000 + 1_000)).toBeNull();
    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
  });

  it('are not kept at all without a session mark', () => {
    setMark(null);
    saveOwnBookings(snapshot, '7');
    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
  });

  it('are forgotten when the app finds nobody, or someone else, logged in; kept for their own person', async () => {
    saveOwnBookings(snapshot, '7');
    await forgetUnlessOwner('7');
    expect(readOwnBookings()).toEqual(snapshot);
    await forgetUnlessOwner('8');
    expect(readOwnBookings()).toBeNull();
    saveOwnBookings(snapshot, '7');
    await forgetUnlessOwner(null);
    expect(readOwnBookings()).toBeNull();
  });
});

describe('forgetPersonalData', () => {
  it('removes the snapshot from both storages and every cache but the precache of the app’s files', async () => {
    saveOwnBookings(snapshot, '7');
    window.sessionStorage.setItem(OWN_BOOKINGS_KEY, '{}');
    window.localStorage.setItem('other', 'kept');
    const caches = fakeCaches(['workbox-precache-v2-http://localhost/', 'runtime-answers', 'noq-update']);
    Object.assign(globalThis, { caches });

    await forgetPersonalData();

    expect(window.localStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(OWN_BOOKINGS_KEY)).toBeNull();
    expect(window.localStorage.getItem('other')).toBe('kept');
    expect(caches.names).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(readOwnBookings()).toBeNull();
  });

  it('works where there is no Cache Storage', async () => {
    saveOwnBookings(snapshot, '7');
    await expect(forgetPersonalData()).resolves.toBeUndefined();
    expect(readOwnBookings()).toBeNull();
  });
});
