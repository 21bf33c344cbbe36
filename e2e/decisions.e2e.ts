// Journey: Biståndsbeslut (issue 38) on a 360 px phone. Nattlogi Norrmalm's host (vard2) marks the
// shelter "Kräver biståndsbeslut" for the journey (and takes it off again afterwards). The
// caseworker (handlaggare) finds Erik (gast2) under Användare, opens his biståndsbeslut and
// records one for two nights at Nattlogi Norrmalm. Erik asks for one night more and is refused with
// the reason; he asks for exactly the covered nights and gets them; his bookings page says until
// when his decision runs. The host sees the case number on the request. Nothing sticks out
// sideways and axe finds nothing.
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { apiAs, gql, gqlData, loginPage, stockholmDate } from './support/staff-session';

jest.setTimeout(150_000);

const CASEWORKER = 'handlaggare@noq.example';
const HOST2 = 'vard2@noq.example';
const ERIK = 'gast2@noq.example';
const SHELTER = 'Nattlogi Norrmalm';
const CASE = 'SOC E2E/4711';
const FIRST = stockholmDate(30);
const LAST = stockholmDate(31);

type Criterion = string;
let original: Criterion[] = [];

async function setCriteria(criteria: Criterion[]): Promise<void> {
  const host = await apiAs(HOST2);
  try {
    await gqlData(host, 'mutation($c: [ShelterCriterion!]) { updateMyShelter(input: { criteria: $c }) { id } }', { c: criteria });
  } finally {
    await host.dispose();
  }
}

beforeAll(async () => {
  const host = await apiAs(HOST2);
  try {
    const { myShelter } = await gqlData<{ myShelter: { criteria: Criterion[] } }>(host, '{ myShelter { criteria } }');
    original = myShelter.criteria;
  } finally {
    await host.dispose();
  }
  await setCriteria([...original.filter((c) => c !== 'requires_decision'), 'requires_decision']);
});

afterAll(async () => {
  await setCriteria(original);
});

describe('Biståndsbeslut', () => {
  const j = journey('decisions');

  it('a caseworker records a decision; the guest gets exactly its nights; the host sees the case number', async () => {
    await j.page.setViewportSize(viewports.phone);
    const main = j.page.locator('main');

    // 1. The caseworker records the decision from Erik's page under Användare.
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker/users?q=Erik%20Berg');
    await main
      .getByRole('link', { name: /^Erik Berg/ })
      .first()
      .click();
    await main.getByRole('link', { name: 'Biståndsbeslut: visa och registrera' }).click();
    await main.getByRole('heading', { level: 1, name: 'Biståndsbeslut – Erik Berg' }).waitFor();
    await main.getByLabel('Diarienummer').fill(CASE);
    await main.getByLabel('Första natt').fill(FIRST);
    await main.getByLabel('Sista natt (till och med)').fill(LAST);
    await main.getByLabel('Valda härbärgen').check();
    await main.getByLabel(SHELTER).check();
    await main.getByRole('button', { name: 'Registrera', exact: true }).click();
    await main.getByText('Beslutet är registrerat.').waitFor();
    await main.getByRole('listitem', { name: new RegExp(CASE) }).waitFor();
    await j.shoot('01-caseworker-recorded');
    await expectPhoneFriendly(j.page, 4);

    // 2. Erik asks for one night more than the decision covers, then for exactly its nights.
    const erik = await apiAs(ERIK);
    try {
      const { shelters } = await gqlData<{ shelters: { name: string; products: { id: string; type: string }[] }[] }>(
        erik,
        '{ shelters { name products { id type } } }',
      );
      const room = shelters.find((s) => s.name === SHELTER)?.products.find((p) => p.type !== 'woman_only');
      expect(room).toBeDefined();
      const request = 'mutation($input: RequestBookingInput!) { requestBooking(input: $input) { id status } }';
      const tooLong = await gql(erik, request, { input: { productId: room?.id, startDate: FIRST, endDate: stockholmDate(33) } });
      expect(tooLong.errors?.[0]?.extensions?.code).toBe('DECISION_REQUIRED');
      expect(tooLong.errors?.[0]?.message).toBe(
        `Ditt biståndsbeslut gäller nätterna ${FIRST} till och med ${LAST}. Nätter utanför det kan inte bokas här.`,
      );
      const exact = await gql<{ requestBooking: { status: string } }>(erik, request, {
        input: { productId: room?.id, startDate: FIRST, endDate: stockholmDate(32) },
      });
      expect(exact.errors).toBeUndefined();
      expect(['pending', 'in_queue']).toContain(exact.data?.requestBooking.status);
    } finally {
      await erik.dispose();
    }

    // 3. Erik's bookings page says until when his decision runs.
    // Leave the caseworker's page first: an open app that sees another person's session signs out.
    await j.page.goto('about:blank');
    await loginPage(j.page, ERIK);
    await j.page.goto('/user/requests');
    await main.getByText(`Du har ett biståndsbeslut till och med ${LAST}.`).waitFor();
    await j.shoot('02-guest-bookings');

    // 4. The host sees the case number and last night on the request.
    await j.page.goto('about:blank');
    await loginPage(j.page, HOST2);
    await j.page.goto('/host/requests');
    await main.getByRole('heading', { level: 1, name: 'Förfrågningar' }).waitFor();
    await main.getByText(`Biståndsbeslut ${CASE}, till och med ${LAST}`).first().waitFor();
    await j.shoot('03-host-requests');
    await expectPhoneFriendly(j.page, 2, '.table-scroll');
  });
});
