import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';
import { AccountService } from './account.service';
import { SHORT_PASSWORD_MESSAGE, WRONG_PASSWORD_MESSAGE } from './account.rules';
import { chatScriptsFrom } from './chat-config';
import { AuthService } from '../auth/auth.service';

const s = useServerSuite('2031-03-01');
afterAll(async () => {});

const FEED = `query($limit: Int) { notifications(limit: $limit) {
  unreadCount
  items { action fromStatus toStatus actorGroup reason unread booking { id guest { firstName } product { name } } }
} }`;

interface Feed {
  notifications: {
    unreadCount: number;
    items: {
      action: string;
      fromStatus: string | null;
      toStatus: string;
      actorGroup: string;
      reason: string | null;
      unread: boolean;
      booking: { id: string };
    }[];
  };
}

async function loggedIn(email: string | null, password = TEST_PASSWORD): Promise<HttpClient> {
  const c = new HttpClient(s.server.url);
  await c.login(email as string, password);
  return c;
}

const summary = (feed: Feed['notifications']) => feed.items.map((i) => [i.booking.id, i.action, i.actorGroup]);

describe('notifications', () => {
  it("lists other people's events on the bookings each person may see, and counts the unread", async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 5 });
    const host = await s.f.host(shelter, { login: true });
    const cw = await s.f.caseworker([shelter], { login: true });
    const volunteer = await s.f.volunteer({ login: true });
    const guest = await s.f.guest({ login: true, first: 'Greta' });
    const other = await s.f.guest();
    const strangerHost = await s.f.host(await s.f.shelter(), { login: true });

    const b1 = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-02', endDate: '2031-03-04' });
    const b2 = await s.services.bookings.request(volunteer, {
      productId: room,
      startDate: '2031-03-02',
      endDate: '2031-03-03',
      guestId: other.userId,
    });
    await s.services.bookings.transition(host, b1.id, 'assign');
    const [id1, id2] = [String(b1.id), String(b2.id)];

    // The guest: the host's assignment of their booking, not their own request.
    const asGuest = await loggedIn(guest.email);
    const g = (await asGuest.gql<Feed>(FEED)).data?.notifications;
    expect(g && summary(g)).toEqual([[id1, 'assign', 'host']]);
    expect(g?.unreadCount).toBe(1);
    expect(g?.items[0]).toMatchObject({ fromStatus: 'pending', toStatus: 'reserved', unread: true });

    // The host: both requests at the shelter, newest first; their own assignment is left out.
    const asHost = await loggedIn(host.email);
    const h = (await asHost.gql<Feed>(FEED)).data?.notifications;
    expect(h && summary(h)).toEqual([
      [id2, 'request', 'volunteer'],
      [id1, 'request', 'user'],
    ]);
    expect(h?.unreadCount).toBe(2);

    // The caseworker of the shelter: everything.
    const asCw = await loggedIn(cw.email);
    const c = (await asCw.gql<Feed>(FEED)).data?.notifications;
    expect(c && summary(c)).toEqual([
      [id1, 'assign', 'host'],
      [id2, 'request', 'volunteer'],
      [id1, 'request', 'user'],
    ]);

    // The volunteer: only bookings they requested, and only what others did to them.
    const asVolunteer = await loggedIn(volunteer.email);
    expect((await asVolunteer.gql<Feed>(FEED)).data?.notifications).toEqual({ unreadCount: 0, items: [] });
    await s.services.bookings.transition(host, b2.id, 'decline', { reason: 'Fullt' });
    const v = (await asVolunteer.gql<Feed>(FEED)).data?.notifications;
    expect(v && summary(v)).toEqual([[id2, 'decline', 'host']]);
    expect(v?.items[0]?.reason).toBe('Fullt');

    // Staff of another shelter: nothing.
    const asStranger = await loggedIn(strangerHost.email);
    expect((await asStranger.gql<Feed>(FEED)).data?.notifications).toEqual({ unreadCount: 0, items: [] });
  });

  it('reads each scope apart: a host and a caseworker at once, the count stopping at 100 (issue 22)', async () => {
    const [a, b] = [await s.f.shelter(), await s.f.shelter()];
    const [roomA, roomB] = [await s.f.product(a, { places: 5 }), await s.f.product(b, { places: 5 })];
    // One person who is the host of A and the caseworker of A and B: A's events are counted once.
    const both = await s.f.host(a, { login: true });
    await s.db.dataSource.query(`UPDATE app_user SET groups = '{host,caseworker}' WHERE id = $1`, [both.userId]);
    await s.db.dataSource.query(`INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2), ($1, $3)`, [both.userId, a, b]);
    const guest = await s.f.guest();
    const inA = await s.services.bookings.request(guest, { productId: roomA, startDate: '2031-03-02', endDate: '2031-03-03' });
    const inB = await s.services.bookings.request(guest, { productId: roomB, startDate: '2031-03-05', endDate: '2031-03-06' });
    // The insert trigger gave every event its shelter (and no volunteer: the guest asked).
    expect(
      await s.db.dataSource.query(
        `SELECT booking_id, shelter_id, volunteer_id FROM booking_event WHERE booking_id = ANY ($1) ORDER BY id`,
        [[inA.id, inB.id]],
      ),
    ).toEqual([
      { booking_id: inA.id, shelter_id: a, volunteer_id: null },
      { booking_id: inB.id, shelter_id: b, volunteer_id: null },
    ]);
    const c = await loggedIn(both.email);
    const feed = (await c.gql<Feed>(FEED)).data?.notifications;
    expect(feed && summary(feed)).toEqual([
      [String(inB.id), 'request', 'user'],
      [String(inA.id), 'request', 'user'],
    ]);
    expect(feed?.unreadCount).toBe(2);
    // 120 more events at A (written as the product writes them: the trigger fills the scopes).
    await s.db.dataSource.query(
      `INSERT INTO booking_event (booking_id, action, from_status, to_status, actor_id, actor_group)
       SELECT $1, 'request', NULL, 'pending', $2, 'user' FROM generate_series(1, 120)`,
      [inA.id, guest.userId],
    );
    const many = (await c.gql<Feed>(FEED)).data?.notifications;
    expect(many?.unreadCount).toBe(100);
    expect(many?.items).toHaveLength(20);
  });

  it('starts a new account at zero and counts only the last days (issue 33 §13)', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter, { places: 5 });
    const guest = await s.f.guest();
    // Before the host's account exists: two requests, one of them ten days old.
    const early = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-02', endDate: '2031-03-03' });
    const old = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-04', endDate: '2031-03-05' });
    await s.db.dataSource.query(`UPDATE booking_event SET at = now() - interval '10 days' WHERE booking_id = $1`, [old.id]);
    const host = await s.f.host(shelter, { login: true });
    const asHost = await loggedIn(host.email);
    const first = (await asHost.gql<Feed>(FEED)).data?.notifications;
    // The shelter's past is listed, not counted as news.
    expect(first?.unreadCount).toBe(0);
    expect(first?.items.map((i) => [i.booking.id, i.unread])).toEqual([
      [String(early.id), false],
      [String(old.id), false],
    ]);

    // After the account exists: a new request counts; one written ten days back does not.
    const fresh = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-06', endDate: '2031-03-07' });
    const stale = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-08', endDate: '2031-03-09' });
    await s.db.dataSource.query(`UPDATE app_user SET created_at = now() - interval '30 days' WHERE id = $1`, [host.userId]);
    await s.db.dataSource.query(`UPDATE booking_event SET at = now() - interval '10 days' WHERE booking_id = $1`, [stale.id]);
    const later = (await asHost.gql<Feed>(FEED)).data?.notifications;
    expect(later?.unreadCount).toBe(2);
    expect(later?.items.filter((i) => i.unread).map((i) => i.booking.id)).toEqual([String(fresh.id), String(early.id)]);
  });

  it("hides a caseworker's reason from the guest, as Booking.history does", async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const cw = await s.f.caseworker([shelter], { login: true });
    const host = await s.f.host(shelter, { login: true });
    const guest = await s.f.guest({ login: true });
    const b = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-05', endDate: '2031-03-06' });
    await s.services.bookings.transition(cw, b.id, 'advise_against', { reason: 'Har plats hos släkt' });

    const asGuest = await loggedIn(guest.email);
    const g = (await asGuest.gql<Feed>(FEED)).data?.notifications;
    expect(g?.items.map((i) => [i.action, i.reason])).toEqual([['advise_against', null]]);

    const asHost = await loggedIn(host.email);
    const h = (await asHost.gql<Feed>(FEED)).data?.notifications;
    expect(h?.items.map((i) => [i.action, i.reason])).toEqual([
      ['advise_against', 'Har plats hos släkt'],
      ['request', null],
    ]);
  });

  it('marks everything read, then counts only what came after', async () => {
    const shelter = await s.f.shelter();
    const room = await s.f.product(shelter);
    const host = await s.f.host(shelter, { login: true });
    const guest = await s.f.guest({ login: true });
    const b = await s.services.bookings.request(guest, { productId: room, startDate: '2031-03-10', endDate: '2031-03-12' });
    await s.services.bookings.transition(host, b.id, 'assign');

    const asGuest = await loggedIn(guest.email);
    expect((await asGuest.gql<Feed>(FEED, { limit: 0 })).data?.notifications).toEqual({ unreadCount: 1, items: [] });
    const marked = await asGuest.gql<{ markNotificationsRead: boolean }>('mutation { markNotificationsRead }');
    expect(marked.data?.markNotificationsRead).toBe(true);

    const after = (await asGuest.gql<Feed>(FEED)).data?.notifications;
    expect(after?.unreadCount).toBe(0);
    expect(after?.items.map((i) => i.unread)).toEqual([false]);

    await s.services.bookings.transition(host, b.id, 'decline', { reason: 'Uteblev' });
    const later = (await asGuest.gql<Feed>(FEED)).data?.notifications;
    expect(later?.unreadCount).toBe(1);
    expect(later?.items.map((i) => [i.action, i.unread, i.reason])).toEqual([
      ['decline', true, 'Uteblev'],
      ['assign', false, null],
    ]);
  });

  it('refuses a limit outside 0..100 and anybody not logged in', async () => {
    const asGuest = await loggedIn((await s.f.guest({ login: true })).email);
    expect((await asGuest.gql(FEED, { limit: 101 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await asGuest.gql(FEED, { limit: -1 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = new HttpClient(s.server.url);
    expect((await anonymous.gql(FEED)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql('mutation { markNotificationsRead }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateMyName', () => {
  const M = 'mutation($f: String!, $l: String!) { updateMyName(firstName: $f, lastName: $l) { id firstName lastName } }';

  it('changes the own name, trimmed, and refuses a blank one', async () => {
    const host = await s.f.host(await s.f.shelter(), { login: true, first: 'Vera', last: 'Värd' });
    const c = await loggedIn(host.email);
    const blank = await c.gql(M, { f: '  ', l: 'Holm' });
    expect(blank.errors?.[0]).toMatchObject({ message: 'Förnamn och efternamn måste fyllas i.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await c.gql(M, { f: 'x'.repeat(101), l: 'Holm' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const ok = await c.gql<{ updateMyName: { id: string; firstName: string; lastName: string } }>(M, { f: ' Maria ', l: 'Holm  Berg' });
    expect(ok.data?.updateMyName).toEqual({ id: String(host.userId), firstName: 'Maria', lastName: 'Holm Berg' });
    const me = await c.gql<{ me: { firstName: string; lastName: string } }>('{ me { firstName lastName } }');
    expect(me.data?.me).toEqual({ firstName: 'Maria', lastName: 'Holm Berg' });

    expect((await new HttpClient(s.server.url).gql(M, { f: 'A', l: 'B' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('changeMyPassword', () => {
  const M = 'mutation($c: String!, $n: String!) { changeMyPassword(currentPassword: $c, newPassword: $n) { id } }';
  const ME = '{ me { id } }';

  it('checks the current password and the new length, then ends the other sessions and keeps this one', async () => {
    const guest = await s.f.guest({ login: true });
    const email = guest.email as string;
    const here = await loggedIn(email);
    const elsewhere = await loggedIn(email);

    const wrong = await here.gql(M, { c: 'inte-rätt', n: 'ett-nytt-lösen' });
    expect(wrong.errors?.[0]).toMatchObject({ message: WRONG_PASSWORD_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    const short = await here.gql(M, { c: TEST_PASSWORD, n: 'kort' });
    expect(short.errors?.[0]).toMatchObject({ message: SHORT_PASSWORD_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    // Nothing changed: both sessions live, the old password still works.
    expect((await elsewhere.gql<{ me: { id: string } | null }>(ME)).data?.me?.id).toBe(String(guest.userId));

    const before = here.cookie;
    const ok = await here.gql<{ changeMyPassword: { id: string } }>(M, { c: TEST_PASSWORD, n: 'ett-nytt-lösen' });
    expect(ok.data?.changeMyPassword.id).toBe(String(guest.userId));
    expect(here.cookie).not.toBe(before);
    expect(here.lastSetCookie).toMatch(/HttpOnly/i);

    expect((await here.gql<{ me: { id: string } | null }>(ME)).data?.me?.id).toBe(String(guest.userId));
    expect((await elsewhere.gql<{ me: unknown }>(ME)).data?.me).toBeNull();

    const old = await new HttpClient(s.server.url).rest('POST', '/api/login/', { email, password: TEST_PASSWORD });
    expect(old).toMatchObject({ status: 200, body: { login_status: false } });
    await expect(loggedIn(email, 'ett-nytt-lösen')).resolves.toBeInstanceOf(HttpClient);
  });
});

describe('appConfig', () => {
  it('is public and lists no chat scripts unless NOQ_CHAT_SCRIPTS names them', async () => {
    const anonymous = new HttpClient(s.server.url);
    const r = await anonymous.gql<{ appConfig: { chatScripts: string[] } }>('{ appConfig { chatScripts } }');
    expect(r.data?.appConfig.chatScripts).toEqual([]);

    const configured = new AccountService(s.db.dataSource, new AuthService(s.db.dataSource), {
      NOQ_CHAT_SCRIPTS: ' https://chat.example/a.js , https://chat.example/b.js',
    });
    expect(configured.appConfig().chatScripts).toEqual(['https://chat.example/a.js', 'https://chat.example/b.js']);
  });

  it('keeps only http(s) URLs, at most two', () => {
    expect(chatScriptsFrom({})).toEqual([]);
    expect(chatScriptsFrom({ NOQ_CHAT_SCRIPTS: '' })).toEqual([]);
    expect(chatScriptsFrom({ NOQ_CHAT_SCRIPTS: 'javascript:alert(1),data:text/javascript,1,/local.js,https://a.example/1.js' })).toEqual([
      'https://a.example/1.js',
    ]);
    expect(chatScriptsFrom({ NOQ_CHAT_SCRIPTS: 'https://a/1.js,http://b/2.js,https://c/3.js' })).toEqual([
      'https://a/1.js',
      'http://b/2.js',
    ]);
  });
});

describe('changing the own e-mail', () => {
  const CHANGE = 'mutation($e: String!, $p: String!) { changeMyEmail(email: $e, currentPassword: $p) { username } }';

  it('needs the password, a valid address not taken; then logging in works with the new one', async () => {
    const person = await s.f.host(await s.f.shelter(), { login: true });
    const other = await s.f.guest({ login: true });
    const c = await loggedIn(person.email);
    const fresh = `ny-${Date.now()}@test.example`;
    expect((await c.gql(CHANGE, { e: fresh, p: 'fel' })).errors?.[0]?.message).toBe(WRONG_PASSWORD_MESSAGE);
    expect((await c.gql(CHANGE, { e: 'inte-en-adress', p: TEST_PASSWORD })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await c.gql(CHANGE, { e: other.email, p: TEST_PASSWORD })).errors?.[0]?.message).toBe('E-postadressen används redan.');
    const ok = await c.gql<{ changeMyEmail: { username: string } }>(CHANGE, { e: fresh, p: TEST_PASSWORD });
    expect(ok.data?.changeMyEmail.username).toBe(fresh);
    expect((await new HttpClient(s.server.url).rest('POST', '/api/login/', { email: fresh, password: TEST_PASSWORD })).status).toBe(200);
  });
});
