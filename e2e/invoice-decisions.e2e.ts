// Journey: invoices by biståndsbeslut (issue 38 §3) on a 360 px phone. Nattlogi Norrmalm's host
// (vard2) marks the shelter "Kräver biståndsbeslut" for the journey (and takes it off afterwards).
// Last month's stays there had no decision: the host's draft lists those nights as not billed,
// to resolve with the caseworker. The caseworker (handlaggare) records a decision covering one
// guest's nights; the host's draft then bills them on a line naming the case number, and the host
// sends it. The caseworker's invoice shows the nights per decision. Axe finds nothing and
// nothing sticks out sideways.
import type { Locator, Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { journey, viewports } from './support/browser';
import { readyToBill } from './support/billing';
import { expectPhoneFriendly } from './support/phone';
import { apiAs, gqlData, loginPage, stockholmDate } from './support/staff-session';

jest.setTimeout(150_000);

const HOST2 = 'vard2@noq.example';
const CASEWORKER = 'handlaggare@noq.example';
const ADMIN = 'admin@noq.example';
const CASE = 'SOC E2E/0338';
const NO_DECISION = 'Nätter utan biståndsbeslut – faktureras inte';

const main = (page: Page): Locator => page.locator('main');

interface Uncovered {
  guestId: string;
  guestName: string;
  nights: string[];
}
interface Draft {
  region: { id: string };
  version: string;
  lines: { guestName: string; caseNumber: string | null }[];
  nightsWithoutDecision: Uncovered[];
}
const DRAFTS = `query($m: String!) { invoiceDrafts(month: $m) { region { id } version lines { guestName caseNumber } nightsWithoutDecision { guestId guestName nights } } }`;

const lastMonth = (): string => {
  const today = stockholmDate();
  const d = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

let shelterId = '';
let original: string[] = [];

async function setCriteria(criteria: string[]): Promise<void> {
  const host = await apiAs(HOST2);
  try {
    await gqlData(host, 'mutation($c: [ShelterCriterion!]) { updateMyShelter(input: { criteria: $c }) { id } }', { c: criteria });
  } finally {
    await host.dispose();
  }
}

async function drafts(): Promise<Draft[]> {
  const host = await apiAs(HOST2);
  try {
    return (await gqlData<{ invoiceDrafts: Draft[] }>(host, DRAFTS, { m: lastMonth() })).invoiceDrafts;
  } finally {
    await host.dispose();
  }
}

beforeAll(async () => {
  const host = await apiAs(HOST2);
  const admin = await apiAs(ADMIN);
  try {
    const { myShelter } = await gqlData<{ myShelter: { id: string; criteria: string[] } }>(host, '{ myShelter { id criteria } }');
    shelterId = myShelter.id;
    original = myShelter.criteria;
    await readyToBill(host, admin);
  } finally {
    await host.dispose();
    await admin.dispose();
  }
  await setCriteria([...original.filter((c) => c !== 'requires_decision'), 'requires_decision']);
});

afterAll(async () => {
  await setCriteria(original);
});

describe('Invoices by biståndsbeslut', () => {
  const j = journey('invoice-decisions');
  let guest: Uncovered;
  let invoiceId = '';

  it("host: last month's nights without a decision are listed, not billed; 360 px, axe", async () => {
    const found = (await drafts()).flatMap((d) => d.nightsWithoutDecision)[0];
    if (!found) throw new Error(`no nights without a decision in ${lastMonth()} at Nattlogi Norrmalm`);
    guest = found;
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, HOST2);
    await j.page.goto('/host/invoices');
    const note = main(j.page).getByRole('note', { name: NO_DECISION }).first();
    await note.waitFor();
    expect(await main(j.page).getByRole('note', { name: NO_DECISION }).filter({ hasText: guest.guestName }).count()).toBe(1);
    expect(await a11yProblems(j.page)).toEqual([]);
    await expectPhoneFriendly(j.page, 3, '.table-scroll');
    await j.shoot('01-without-decision');
  });

  it('the caseworker records a decision for those nights; the draft bills them under its case number, and is sent', async () => {
    const caseworker = await apiAs(CASEWORKER);
    try {
      await gqlData(caseworker, 'mutation($input: RecordDecisionInput!) { recordDecision(input: $input) { id } }', {
        input: {
          guestId: guest.guestId,
          caseNumber: CASE,
          startDate: guest.nights[0],
          endDate: stockholmDate(),
          shelterIds: [shelterId],
          note: 'Beslut i efterhand (e2e).',
        },
      });
    } finally {
      await caseworker.dispose();
    }
    // The host opens the page again (each step of a journey starts a fresh page).
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, HOST2);
    await j.page.goto('/host/invoices');
    const line = main(j.page)
      .getByRole('rowheader')
      .filter({ hasText: guest.guestName })
      .filter({ hasText: `Beslut ${CASE}` });
    await line.waitFor();
    const card = main(j.page)
      .locator('article.invoice-draft')
      .filter({ hasText: `Beslut ${CASE}` });
    expect(await card.getByRole('note', { name: NO_DECISION }).filter({ hasText: guest.guestName }).count()).toBe(0);
    expect(await a11yProblems(j.page)).toEqual([]);
    await j.shoot('02-under-decision');

    const send = card.getByRole('button', { name: /^Skicka fakturan till / });
    await j.page.waitForFunction(() => document.querySelectorAll('main article.invoice-draft button:not([disabled])').length > 0);
    await send.click();
    await j.page.getByRole('alertdialog', { name: 'Skicka fakturan?' }).getByRole('button', { name: 'Ja, skicka' }).click();
    const notice = main(j.page).getByText(/^Faktura \d+ är skickad till /);
    await notice.waitFor();
    const number = /^Faktura (\d+)/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
    const sent = main(j.page)
      .locator('article.invoice-card')
      .filter({ has: j.page.getByRole('heading', { level: 3, name: `Faktura ${number}`, exact: true }) });
    await sent.waitFor();
    invoiceId = (await sent.getAttribute('data-invoice-id')) ?? '';
    expect(invoiceId).toMatch(/^\d+$/);
  });

  it("the caseworker's invoice shows the nights per decision; 360 px, axe", async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, CASEWORKER);
    await j.page.goto(`/caseworker/invoices?month=${lastMonth()}`);
    const card = main(j.page).locator(`article[data-invoice-id="${invoiceId}"]`);
    await card.waitFor();
    const toggle = card.getByRole('button', { name: /^Visa Faktura / });
    if (await toggle.count()) await toggle.click();
    const table = card.getByRole('region', { name: /^Nätter per biståndsbeslut på Faktura / });
    await table.waitFor();
    const row = table.getByRole('rowheader', { name: CASE }).locator('xpath=..');
    expect(await row.getByText(guest.guestName).count()).toBe(1);
    expect(await row.getByText('Inom beslutet').count()).toBe(1);
    expect(await a11yProblems(j.page)).toEqual([]);
    await expectPhoneFriendly(j.page, 3, '.table-scroll');
    await j.shoot('03-attest-by-decision');
  });
});
