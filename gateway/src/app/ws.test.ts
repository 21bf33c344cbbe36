/**
 * The WebSocket on /graphql is for subscriptions only, with /graphql's checks (issue 15): a query
 * or mutation sent over it is refused before it runs (a NUL byte in one included), and so is a
 * document over the token limit.
 */
import type { Client } from 'graphql-ws';
import { MESSAGES } from '../platform/messages';
import { startTestServer, type TestServer } from '../test-support/http';
import { useSuite } from '../test-support/suite';
import { collect, wsClient } from '../test-support/ws-client';

const TODAY = '2031-04-01';
const s = useSuite(TODAY);
let server: TestServer;
let client: Client;
let room: number;

beforeAll(async () => {
  server = await startTestServer(s.db.dataSource, s.clock, s.db);
  room = await s.f.product(await s.f.shelter(), { places: 3 });
  const guest = await s.f.guest({ login: true, gender: 'K' });
  client = wsClient(server.url, await s.f.sessionCookie(guest.userId));
});
afterAll(async () => {
  await client?.dispose();
  await server?.close();
});

/** The errors the server answered a subscribe message with (none: it ran). */
async function errorsOf(query: string): Promise<{ message: string; extensions?: { code?: string } }[]> {
  const r = collect<unknown>(client, query);
  try {
    await r.ended(5000);
  } catch {
    // still running: no error
  }
  r.stop();
  return r.errors.flatMap((e) => (Array.isArray(e) ? e : [e])) as { message: string; extensions?: { code?: string } }[];
}

describe('graphql-ws on /graphql', () => {
  it('refuses a mutation and a query, and books nothing', async () => {
    const mutation = `mutation { requestBooking(input: { productId: "${room}", startDate: "${TODAY}", endDate: "2031-04-02" }) { id } }`;
    for (const query of [mutation, '{ myBookings { id } }']) {
      const errors = await errorsOf(query);
      expect(errors[0]).toMatchObject({ message: MESSAGES.BAD_USER_INPUT.subscriptionsOnly, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM booking WHERE product_id = $1`, [room]);
    expect(n).toBe(0);
  });

  it('refuses a mutation with a NUL byte in its text (once a 500 from PostgreSQL), and stores nothing', async () => {
    const errors = await errorsOf(
      `mutation { requestBooking(input: { productId: "${room}", startDate: "${TODAY}", endDate: "2031-04-03", message: "hej\\u0000" }) { id } }`,
    );
    expect(errors[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [{ n }] = await s.db.dataSource.query(`SELECT count(*)::int AS n FROM booking WHERE product_id = $1`, [room]);
    expect(n).toBe(0);
  });

  it("applies the depth limit and the parser's token limit", async () => {
    const deep = `subscription { changes { ${'seq '.repeat(6000)} } }`;
    expect((await errorsOf(deep)).length).toBeGreaterThan(0);
  });

  it('still serves a plain subscription', async () => {
    const r = collect<unknown>(client, 'subscription { changes { seq } }');
    await expect(r.ended(300)).rejects.toThrow();
    expect(r.errors).toEqual([]);
    r.stop();
  });
});
