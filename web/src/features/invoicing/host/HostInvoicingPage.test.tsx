import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { draft, draftLine, invoice, invoiceLine } from '../fixtures';
import {
  AnswerInvoiceDisputeDocument,
  CreditInvoiceDocument,
  InvoiceDraftsDocument,
  InvoicesDocument,
  MarkInvoicePaidDocument,
  SendInvoiceDocument,
  ShelterBillingDocument,
} from '../invoicing.graphql';
import { HostInvoicingPage } from './HostInvoicingPage';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;
const TODAY = '2026-04-15';

const drafts = (list: unknown[], month = '2026-03'): Mock => ({
  request: { query: InvoiceDraftsDocument, variables: { month } },
  result: { data: { invoiceDrafts: list } },
});
const invoices = (list: unknown[], month = '2026-03'): Mock => ({
  request: { query: InvoicesDocument, variables: { month } },
  result: { data: { invoices: list } },
});
const billing = (complete = true): Mock => ({
  request: { query: ShelterBillingDocument },
  result: {
    data: {
      shelterBilling: {
        __typename: 'ShelterBilling',
        shelterId: '1',
        shelterName: 'Härbärget Ljusglimten',
        organisationNumber: complete ? '802002-4538' : '',
        bankAccount: complete ? 'Bankgiro 5050-1055' : '',
        endpointId: '',
        contact: '',
        vatRegistered: false,
        fSkatt: complete,
        invoicePrefix: '',
        complete,
        problems: [],
      },
    },
  },
});

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

function renderPage(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <HostInvoicingPage today={TODAY} />
    </MockedProvider>,
  );
}

const stockholm = draft('1', 'Stockholm', [
  draftLine('Anna Lind', ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-07'], 45_000),
  draftLine('Bo Berg', ['2026-03-30', '2026-03-31'], 52_550, { guestId: '9', unokod: '1009' }),
]);
const goteborg = draft(
  '2',
  'Göteborg',
  [draftLine('Cecilia Ek', ['2026-03-10'], null, { guestId: '11' })],
  ['Rummet Rum 2 har inget pris för natten 2026-03-10. Ange ett pris under Mina Rum.'],
);

// Issue 38 §3: a shelter that requires a biståndsbeslut. Dana's nights are under SOC 2026/14; Erik's
// two nights have no decision and are left off, listed for the host.
const hamnen = {
  ...draft('3', 'Göteborg', [draftLine('Dana Ali', ['2026-03-05', '2026-03-06'], 45_000, { guestId: '12', caseNumber: 'SOC 2026/14' })]),
  nightsWithoutDecision: [
    {
      __typename: 'NightsWithoutDecision' as const,
      guestId: '13',
      guestName: 'Erik Berg',
      unokod: '1013',
      roomName: 'Rum 2',
      nights: ['2026-03-01', '2026-03-02'],
    },
  ],
};

describe('Fakturering (host, issue 21)', () => {
  it('a draft names each line’s biståndsbeslut and lists the nights no decision covers, which it does not bill (issue 38)', async () => {
    renderPage([billing(), drafts([hamnen]), invoices([])]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Utkast till Göteborg' })).closest('article') as HTMLElement;
    expect(within(card).getByRole('rowheader', { name: 'Dana Ali Beslut SOC 2026/14' })).toBeTruthy();
    const note = within(card).getByRole('note', { name: 'Nätter utan biståndsbeslut – faktureras inte' });
    expect(note.textContent?.replace(/\u00a0/g, ' ')).toContain('Erik Berg (UNO 1013), Rum 2: 1–2 mars');
    // The draft can still be sent: the uncovered nights are not on it.
    expect((within(card).getByRole('button', { name: 'Skicka fakturan till Göteborg stad' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("opens on last month's drafts: lines, totals, and why a draft cannot be sent", async () => {
    renderPage([billing(), drafts([stockholm, goteborg]), invoices([])]);

    expect((screen.getByLabelText('Månad') as HTMLSelectElement).value).toBe('2026-03');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Utkast till Stockholm' })).closest('article') as HTMLElement;
    const anna = within(card).getByRole('rowheader', { name: 'Anna Lind' }).closest('tr') as HTMLElement;
    expect([...anna.querySelectorAll('td')].map((td) => td.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      '1007',
      'Rum 2',
      '1–3, 7 mars',
      '4',
      '450,00 kr',
      '1 800,00 kr',
      '0 %',
    ]);
    // 4 × 450 + 2 × 525,50 = 2 851 kr.
    expect(
      within(card)
        .getByText('Att betala')
        .nextElementSibling?.textContent?.replace(/\u00a0/g, ' '),
    ).toBe('2 851,00 kr');
    expect((within(card).getByRole('button', { name: 'Skicka fakturan till Stockholm stad' }) as HTMLButtonElement).disabled).toBe(false);

    const other = screen.getByRole('heading', { level: 3, name: 'Utkast till Göteborg' }).closest('article') as HTMLElement;
    expect(within(other).getByText('Pris saknas')).toBeTruthy();
    expect(within(other).getByText(/inget pris för natten 2026-03-10/)).toBeTruthy();
    expect((within(other).getByRole('button', { name: /^Skicka/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Inga fakturor är skickade för månaden.')).toBeTruthy();
  });

  it("'Skicka' asks first, then sends the draft shown with the note, and lists the invoice", async () => {
    const sent = invoice('31', 7, 'sent', ['credit'], [invoiceLine('1', 'Anna Lind', ['2026-03-01'])]);
    renderPage([
      billing(),
      drafts([stockholm]),
      invoices([]),
      {
        request: {
          query: SendInvoiceDocument,
          variables: { input: { month: '2026-03', regionId: '1', note: 'Tack!', draftVersion: stockholm.version } },
        },
        result: { data: { sendInvoice: sent } },
      },
      drafts([]),
      invoices([sent]),
    ]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Utkast till Stockholm' })).closest('article') as HTMLElement;
    fireEvent.change(within(card).getByLabelText('Meddelande på fakturan (valfritt)'), { target: { value: ' Tack! ' } });
    await click(within(card).getByRole('button', { name: 'Skicka fakturan till Stockholm stad' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Skicka fakturan?' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'Fakturan till Stockholm stad för mars 2026 på 2 851,00 kr får härbärgets nästa fakturanummer',
    );
    await click(within(dialog).getByRole('button', { name: 'Ja, skicka' }));

    expect(await screen.findByText('Faktura 7 är skickad till Stockholm.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Faktura 7' })).toBeTruthy();
    expect(await screen.findByText('Inga ofakturerade nätter i mars 2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alla fakturor för mars 2026 (CSV)' }).getAttribute('href')).toBe(
      '/api/host/invoices/export.csv?month=2026-03',
    );
  });

  it("shows the server's reason when sending is refused (a night already on another invoice)", async () => {
    renderPage([
      billing(),
      drafts([stockholm]),
      invoices([]),
      {
        request: {
          query: SendInvoiceDocument,
          variables: { input: { month: '2026-03', regionId: '1', note: null, draftVersion: stockholm.version } },
        },
        result: {
          errors: [
            new GraphQLError('Några av nätterna finns redan på en annan skickad faktura. Ladda om utkasten och försök igen.', {
              extensions: { code: 'INVOICE_NIGHTS_TAKEN' },
            }),
          ],
        },
      },
      drafts([]),
      invoices([]),
    ]);
    await click(await screen.findByRole('button', { name: 'Skicka fakturan till Stockholm stad' }));
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Ja, skicka' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Några av nätterna finns redan på en annan skickad faktura.');
  });

  it('a sent invoice: status, downloads, and Markera betald when the server allows it', async () => {
    const attested = invoice('31', 7, 'attested', ['credit', 'mark_paid'], [invoiceLine('1', 'Anna Lind', ['2026-03-01', '2026-03-02'])]);
    renderPage([
      billing(),
      drafts([]),
      invoices([attested]),
      {
        request: { query: MarkInvoicePaidDocument, variables: { id: '31' } },
        result: { data: { markInvoicePaid: { ...attested, status: 'paid', allowedActions: [] } } },
      },
      drafts([]),
      invoices([{ ...attested, status: 'paid', allowedActions: [] }]),
    ]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Faktura 7' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Attesterad')).toBeTruthy();
    await click(within(card).getByRole('button', { name: 'Visa Faktura 7' }));
    const downloads = within(card).getByRole('navigation', { name: 'Ladda ner Faktura 7' });
    expect(within(downloads).getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe('/api/host/invoices/31.pdf');
    expect(within(downloads).getByRole('link', { name: 'E-faktura (XML)' }).getAttribute('href')).toBe('/api/host/invoices/31.xml');
    expect(within(downloads).getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe('/api/host/invoices/31.csv');

    await click(within(card).getByRole('button', { name: 'Markera Faktura 7 som betald' }));
    expect(await screen.findByText('Faktura 7 är markerad som betald.')).toBeTruthy();
    expect(await screen.findByText('Betald')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /som betald/ })).toBeNull();
  });

  it('a disputed invoice shows the reasons; the host answers, or credits chosen lines with a reason', async () => {
    const disputed = invoice(
      '31',
      7,
      'disputed',
      ['answer', 'credit'],
      [
        invoiceLine('1', 'Anna Lind', ['2026-03-01']),
        invoiceLine('2', 'Bo Berg', ['2026-03-02', '2026-03-03'], { disputeReason: 'Bo bodde inte här den 3:e.' }),
      ],
    );
    const creditNote = invoice('32', 8, 'sent', [], [invoiceLine('3', 'Bo Berg', ['2026-03-02', '2026-03-03'])], {
      kind: 'credit_note',
      credits: { __typename: 'InvoiceRef', id: '31', number: 7, kind: 'invoice', issueDate: '2026-04-02' },
    } as never);
    renderPage([
      billing(),
      drafts([]),
      invoices([disputed]),
      {
        request: { query: CreditInvoiceDocument, variables: { input: { invoiceId: '31', lineIds: ['2'], reason: 'Fel natt' } } },
        result: { data: { creditInvoice: creditNote } },
      },
      drafts([]),
      invoices([disputed, creditNote]),
    ]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Faktura 7' })).closest('article') as HTMLElement;
    // Disputed: open at once, the reason on its line.
    expect(within(card).getByText('Bestriden')).toBeTruthy();
    const bo = within(card).getByRole('rowheader', { name: /Bo Berg/ });
    expect(bo.textContent).toContain('Bestriden: Bo bodde inte här den 3:e.');
    expect(within(card).getByRole('button', { name: 'Svara på bestridandet' })).toBeTruthy();

    await click(within(card).getByRole('button', { name: 'Kreditera' }));
    const dialog = screen.getByRole('dialog', { name: 'Kreditfaktura för Faktura 7' });
    const anna = within(dialog).getByRole('checkbox', { name: /Rad 1: Anna Lind/ }) as HTMLInputElement;
    expect(anna.checked).toBe(true);
    fireEvent.click(anna);
    // A reason is needed before anything is sent.
    await click(within(dialog).getByRole('button', { name: 'Skapa kreditfaktura' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Skriv en anledning.');
    fireEvent.change(within(dialog).getByLabelText('Anledning (skrivs på kreditfakturan)'), { target: { value: 'Fel natt' } });
    await click(within(dialog).getByRole('button', { name: 'Skapa kreditfaktura' }));

    expect(await screen.findByText('Kreditfaktura 8 är skapad; nätterna kan faktureras igen.')).toBeTruthy();
    const note = (await screen.findByRole('heading', { level: 3, name: 'Kreditfaktura 8' })).closest('article') as HTMLElement;
    expect(within(note).getByText('Krediterar faktura 7')).toBeTruthy();
    expect(within(note).queryByRole('button', { name: 'Kreditera' })).toBeNull();
  });

  it('answers a dispute with a comment', async () => {
    const disputed = invoice(
      '31',
      7,
      'disputed',
      ['answer', 'credit'],
      [invoiceLine('1', 'Anna Lind', ['2026-03-01'], { disputeReason: 'Stämmer inte.' })],
    );
    const answered = { ...disputed, status: 'sent' as const, allowedActions: ['credit' as const] };
    renderPage([
      billing(),
      drafts([]),
      invoices([disputed]),
      {
        request: { query: AnswerInvoiceDisputeDocument, variables: { id: '31', comment: 'Hon checkade in kl. 23.' } },
        result: { data: { answerInvoiceDispute: answered } },
      },
      drafts([]),
      invoices([answered]),
    ]);
    await click(await screen.findByRole('button', { name: 'Svara på bestridandet' }));
    const dialog = screen.getByRole('dialog', { name: 'Svara på bestridandet av Faktura 7' });
    await click(within(dialog).getByRole('button', { name: 'Skicka svaret' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Skriv ett svar.');
    fireEvent.change(within(dialog).getByLabelText('Ditt svar'), { target: { value: 'Hon checkade in kl. 23.' } });
    await click(within(dialog).getByRole('button', { name: 'Skicka svaret' }));
    expect(await screen.findByText('Svaret är skickat; Faktura 7 går tillbaka till handläggaren.')).toBeTruthy();
    expect(await screen.findByText('Skickad')).toBeTruthy();
  });

  it("asks for the shelter's own details while they are missing", async () => {
    renderPage([billing(false), drafts([]), invoices([])]);
    expect(await screen.findByText('Organisationsnummer och bankgiro behövs innan en faktura kan skickas.')).toBeTruthy();
    expect(screen.getByLabelText('Organisationsnummer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Spara uppgifterna' })).toBeTruthy();
  });
});
