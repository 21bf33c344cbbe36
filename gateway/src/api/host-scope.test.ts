/**
 * One answer for one case on every path (issue 31 §3, platform/scope.ts): host staff whose account
 * has no shelter get HOST_NOT_FOUND from every host-only operation, on GraphQL and REST, and
 * change nothing; host staff of a shelter get past the same gate.
 */
import { TEST_PASSWORD } from '../test-support/factories';
import { HttpClient } from '../test-support/http';
import { useServerSuite } from '../test-support/suite';

const TODAY = '2031-02-10';
const s = useServerSuite(TODAY);
let homeless: HttpClient;
let host: HttpClient;
let guestId: number;

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

/** name, document, whether it takes the guest's id ($g); every row has all three (jest reads a missing one as `done`). */
const OPERATIONS: [string, string, boolean][] = [
  ['myShelter', '{ myShelter { id } }', false],
  ['hostCounts', '{ hostCounts { __typename } }', false],
  ['hostRequests', '{ hostRequests { id } }', false],
  ['hostQueue', '{ hostQueue { id } }', false],
  ['hostIncoming', '{ hostIncoming { id } }', false],
  ['hostOutgoing', '{ hostOutgoing { id } }', false],
  ['hostCheckedIn', '{ hostCheckedIn { id } }', false],
  ['hostTonight', '{ hostTonight { __typename } }', false],
  ['hostCalendar', '{ hostCalendar { __typename } }', false],
  ['hostGuests', '{ hostGuests { __typename } }', false],
  ['hostGuestPage', '{ hostGuestPage { __typename } }', false],
  ['hostGuestBars', '{ hostGuestBars { id } }', false],
  ['shelterBilling', '{ shelterBilling { __typename } }', false],
  ['invoiceDrafts', '{ invoiceDrafts(month: "2031-01") { __typename } }', false],
  ['updateMyShelter', 'mutation { updateMyShelter(input: { city: "Ingenstans" }) { id } }', false],
  ['barGuest', 'mutation B($g: ID!) { barGuest(input: { guestId: $g, until: "2031-03-01", reason: "Hot" }) { id } }', true],
];

beforeAll(async () => {
  const shelter = await s.f.shelter();
  const none = await s.f.host(null, { login: true });
  const own = await s.f.host(shelter, { login: true });
  guestId = (await s.f.guest()).userId;
  homeless = new HttpClient(s.server.url);
  await homeless.login(none.email as string, TEST_PASSWORD);
  host = new HttpClient(s.server.url);
  await host.login(own.email as string, TEST_PASSWORD);
});

it.each(OPERATIONS)('%s: HOST_NOT_FOUND for host staff without a shelter, and past the gate with one', async (_name, query, withGuest) => {
  const variables = withGuest ? { g: String(guestId) } : undefined;
  expect(code(await homeless.gql(query, variables))).toBe('HOST_NOT_FOUND');
  expect(code(await host.gql(query, variables))).not.toBe('HOST_NOT_FOUND');
});

it('REST: the host paths answer 404 Host not found', async () => {
  for (const path of ['/api/host', '/api/host/tonight.csv']) {
    expect([path, (await homeless.rest('GET', path)).status]).toEqual([path, 404]);
    expect([path, (await host.rest('GET', path)).status]).toEqual([path, 200]);
  }
});
