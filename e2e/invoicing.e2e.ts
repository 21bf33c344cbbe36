// Journey: a month billed and paid (issue 21). The host (vard@noq.example) opens Fakturering on last
// month — the demo's month with stays — and sends a region's draft ('Skicka', confirmed); the page
// is checked with axe and at 360 px. The caseworker (handlaggare@noq.example) finds that invoice on
// Fakturor, every line compared with the nights report, and attests it. The host marks it paid, and
// its PDF and e-invoice download. Other journeys share the server: the invoice is followed by its id.
import type { Locator, Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { readyToBill } from './support/billing';
import { apiAs, loginPage } from './support/staff-session';

jest.setTimeout(120_000);

const HOST = 'vard@noq.example';
const CASEWORKER = 'handlaggare@noq.example';
const ADMIN = 'admin@noq.example';

const main = (page: Page): Locator => page.locator('main');
const invoiceCard = (page: Page, id: string): Locator => main(page).locator(`article[data-invoice-id="${id}"]`);

async function expectAccessible(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual([]);
}

describe('invoicing: host sends, caseworker attests, host marks paid', () => {
  const j = journey('invoicing');
  let invoiceId = '';
  let title = '';

  beforeAll(async () => {
    const host = await apiAs(HOST);
    const admin = await apiAs(ADMIN);
    try {
      await readyToBill(host, admin);
    } finally {
      await host.dispose();
      await admin.dispose();
    }
  });

  it("host: last month's drafts, one sent after the confirmation; axe and 360 px", async () => {
    await loginPage(j.page, HOST);
    await j.page.goto('/host/invoices');
    await main(j.page).getByRole('heading', { level: 1, name: 'Fakturering' }).waitFor();
    // Last month is chosen: its drafts, one per paying region.
    const draft = main(j.page)
      .locator('article.invoice-draft')
      .filter({ has: j.page.getByRole('button', { name: /^Skicka fakturan till / }) });
    await draft.first().waitFor();
    const send = draft.first().getByRole('button', { name: /^Skicka fakturan till / });
    await j.page.waitForFunction(() => document.querySelectorAll('main article.invoice-draft button:not([disabled])').length > 0);
    expect(await send.isEnabled()).toBe(true);
    await draft.first().getByRole('rowheader').first().waitFor();
    await expectAccessible(j.page);
    await j.shoot('01-drafts');

    await draft.first().getByLabel('Meddelande på fakturan (valfritt)').fill('Nätter enligt avtal.');
    await send.click();
    const dialog = j.page.getByRole('alertdialog', { name: 'Skicka fakturan?' });
    await dialog.waitFor();
    await expectAccessible(j.page);
    await dialog.getByRole('button', { name: 'Ja, skicka' }).click();

    const notice = main(j.page).getByText(/^Faktura \d+ är skickad till /);
    await notice.waitFor();
    const number = /^Faktura (\d+)/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
    title = `Faktura ${number}`;
    const card = main(j.page)
      .locator('article.invoice-card')
      .filter({ has: j.page.getByRole('heading', { level: 3, name: title, exact: true }) });
    await card.waitFor();
    invoiceId = (await card.getAttribute('data-invoice-id')) ?? '';
    expect(invoiceId).toMatch(/^\d+$/);
    expect(await card.locator('.kit-status').textContent()).toBe('Skickad');
    await card.getByRole('button', { name: `Visa ${title}` }).click();
    await card.getByRole('link', { name: 'PDF' }).waitFor();
    await expectAccessible(j.page);
    await j.shoot('02-sent');

    // The same page on a phone: nothing sticks out sideways, axe content (the wide tables scroll).
    await j.page.setViewportSize(viewports.phone);
    await expectPhoneFriendly(j.page, 5, '.table-scroll');
  });

  it("host: Mina Rum shows each room's price; the price dialog by keyboard, axe", async () => {
    await loginPage(j.page, HOST);
    await j.page.goto('/host/products');
    const prices = main(j.page)
      .getByRole('button', { name: /^Priser för / })
      .first();
    await prices.waitFor();
    await main(j.page)
      .getByRole('cell', { name: /kr \(moms 0 %\) från / })
      .first()
      .waitFor();
    await prices.focus();
    await j.page.keyboard.press('Enter');
    const dialog = j.page.getByRole('dialog', { name: /^Priser för / });
    await dialog.getByRole('table').waitFor();
    await expectAccessible(j.page);
    await j.shoot('02b-room-prices');
    await j.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('caseworker: the invoice with each line compared with the nights report; Attestera', async () => {
    expect(invoiceId).not.toBe('');
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker/invoices');
    await main(j.page).getByRole('heading', { level: 1, name: 'Fakturor' }).waitFor();
    const card = invoiceCard(j.page, invoiceId);
    await card.waitFor();
    // The nights billed are the nights stayed: every line matches the report.
    await card.getByText('Alla rader stämmer med rapporten.').waitFor();
    await card.getByRole('columnheader', { name: 'Enligt rapporten' }).waitFor();
    expect(await card.locator('tr.invoice-line-differs').count()).toBe(0);
    await expectAccessible(j.page);
    await j.shoot('03-caseworker');

    // Bestrid rader: every open line with a box (none ticked: nothing differs); axe on the dialog.
    await card.getByRole('button', { name: `Bestrid rader på ${title}` }).click();
    const dispute = j.page.getByRole('dialog', { name: `Bestrid rader på ${title}` });
    await dispute.getByRole('checkbox').first().waitFor();
    expect(await dispute.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await expectAccessible(j.page);
    await dispute.getByRole('button', { name: 'Avbryt' }).click();
    await dispute.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: `Attestera ${title}` }).click();
    const dialog = j.page.getByRole('dialog', { name: `Attestera ${title}?` });
    await dialog.getByLabel('Kommentar (valfri)').fill('Stämmer med rapporten.');
    await dialog.getByRole('button', { name: 'Attestera' }).click();
    await main(j.page).getByText(`${title} är attesterad.`).waitFor();
    await card.locator('.kit-status', { hasText: 'Attesterad' }).waitFor();
    expect(await card.getByRole('button', { name: `Attestera ${title}` }).count()).toBe(0);
    await j.shoot('04-attested');
  });

  it('host: Markera betald; the PDF and the e-invoice download', async () => {
    expect(invoiceId).not.toBe('');
    await loginPage(j.page, HOST);
    await j.page.goto('/host/invoices');
    const card = invoiceCard(j.page, invoiceId);
    await card.locator('.kit-status', { hasText: 'Attesterad' }).waitFor();
    await card.getByRole('button', { name: `Markera ${title} som betald` }).click();
    await main(j.page).getByText(`${title} är markerad som betald.`).waitFor();
    await card.locator('.kit-status', { hasText: 'Betald' }).waitFor();
    await card.getByRole('button', { name: `Visa ${title}` }).click();
    await card.locator('.invoice-history summary').click();
    for (const step of ['Skickad', 'Attesterad', 'Markerad betald'])
      await card.locator('.invoice-history li', { hasText: step }).first().waitFor();
    await expectAccessible(j.page);
    await j.shoot('05-paid');

    const pdf = await j.page.request.get((await card.getByRole('link', { name: 'PDF' }).getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await j.page.request.get((await card.getByRole('link', { name: 'E-faktura (XML)' }).getAttribute('href')) ?? '');
    expect(xml.status()).toBe(200);
    expect(await xml.text()).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
  });
});
