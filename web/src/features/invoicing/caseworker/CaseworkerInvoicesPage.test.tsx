import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { invoice, invoiceLine } from '../fixtures';
import { AttestInvoiceDocument, DisputeInvoiceDocument, GuestInvoiceLinesDocument, InvoicesDocument } from '../invoicing.graphql';
import { CaseworkerInvoicesPage } from './CaseworkerInvoicesPage';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const list = (invoices: unknown[], month: string | null = null): Mock => ({
  request: { query: InvoicesDocument, variables: { month, status: null } },
  result: { data: { invoices } },
});

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

function renderPage(mocks: Mock[], url = '/caseworker/invoices') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MockedProvider mocks={mocks}>
        <CaseworkerInvoicesPage today="2026-04-15" />
      </MockedProvider>
    </MemoryRouter>,
  );
}

// Bo's line holds a night (20 March) the nights report does not know: one night more than reported.
const planted = invoice(
  '31',
  7,
  'sent',
  ['attest', 'dispute'],
  [
    invoiceLine('1', 'Anna Lind', ['2026-03-01', '2026-03-02']),
    invoiceLine('2', 'Bo Berg', ['2026-03-18', '2026-03-19', '2026-03-20'], {
      check: {
        __typename: 'InvoiceLineCheck',
        reportNights: 2,
        invoicedNights: 3,
        difference: 1,
        nightsNotInReport: ['2026-03-20'],
        nightsOutsideDecision: [],
        matches: false,
      },
    } as never),
  ],
);

// Issue 38 §3: a shelter that requires a biståndsbeslut. Cem's line is under SOC 2026/14, whose
// decision has since been shortened: its last night is outside it.
const byDecision = invoice(
  '32',
  8,
  'sent',
  ['attest', 'dispute'],
  [
    invoiceLine('1', 'Cem Ak', ['2026-03-05', '2026-03-06'], {
      caseNumber: 'SOC 2026/14',
      check: {
        __typename: 'InvoiceLineCheck',
        reportNights: 2,
        invoicedNights: 2,
        difference: 0,
        nightsNotInReport: [],
        nightsOutsideDecision: ['2026-03-06'],
        matches: false,
      },
    } as never),
  ],
  {
    decisionNights: [
      {
        decisionId: '4',
        caseNumber: 'SOC 2026/14',
        guestName: 'Cem Ak',
        nights: 2,
        lineNos: [1],
        nightsOutsideDecision: 1,
      },
    ],
  },
);

describe('Fakturor (caseworker, issue 21 §5)', () => {
  it('compares each line with the nights report and highlights the one that differs', async () => {
    renderPage([list([planted])]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Faktura 7' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Från Härbärget Ljusglimten')).toBeTruthy();
    expect(within(card).getByText('1 rad avviker från rapporten.')).toBeTruthy();
    for (const column of ['Enligt rapporten', 'Skillnad']) expect(within(card).getByRole('columnheader', { name: column })).toBeTruthy();

    const anna = within(card).getByRole('rowheader', { name: 'Anna Lind' }).closest('tr') as HTMLElement;
    expect(anna.classList.contains('invoice-line-differs')).toBe(false);
    expect(within(anna).getByText('Stämmer')).toBeTruthy();
    const bo = within(card).getByRole('rowheader', { name: 'Bo Berg' }).closest('tr') as HTMLElement;
    expect(bo.classList.contains('invoice-line-differs')).toBe(true);
    expect(within(bo).getByText('2 nätter')).toBeTruthy();
    expect(bo.textContent?.replace(/\u00a0/g, ' ')).toContain('Avviker: 1 natt fler än rapporten; Inte i rapporten: 20 mars');
  });

  it('names two shelters’ invoices of one number apart in their regions, under a list heading (axe landmark-unique, heading-order)', async () => {
    const other = {
      ...invoice('33', 7, 'sent', ['attest', 'dispute'], [invoiceLine('1', 'Dan Ek', ['2026-03-03'])]),
      shelter: { __typename: 'NamedRef' as const, id: '2', name: 'Hamnhärbärget' },
    };
    renderPage([list([planted, other, byDecision])]);
    expect((await screen.findAllByRole('heading', { level: 3, name: 'Faktura 7' })).length).toBe(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Inkomna fakturor' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rader på Faktura 7 från Härbärget Ljusglimten' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Rader på Faktura 7 från Hamnhärbärget' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ladda ner Faktura 7 från Hamnhärbärget' })).toBeTruthy();
    // A title of its own keeps its plain name.
    expect(screen.getByRole('region', { name: 'Nätter per biståndsbeslut på Faktura 8' })).toBeTruthy();
  });

  it('shows nights per biståndsbeslut and flags the night outside it (issue 38)', async () => {
    renderPage([list([byDecision])]);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Faktura 8' })).closest('article') as HTMLElement;
    expect(within(card).getByText('1 rad avviker från rapporten.')).toBeTruthy();
    const line = within(card)
      .getByRole('rowheader', { name: /Cem Ak/ })
      .closest('tr') as HTMLElement;
    expect(within(line).getByText('Beslut SOC 2026/14')).toBeTruthy();
    expect(line.textContent?.replace(/\u00a0/g, ' ')).toContain('Utanför biståndsbeslut: 6 mars');
    const table = within(card).getByRole('region', { name: 'Nätter per biståndsbeslut på Faktura 8' });
    const row = within(table).getByRole('rowheader', { name: 'SOC 2026/14' }).closest('tr') as HTMLElement;
    expect(row.classList.contains('invoice-line-differs')).toBe(true);
    expect(within(row).getByText('Cem Ak')).toBeTruthy();
    expect(within(row).getByText('1 natt')).toBeTruthy();
  });

  it('Attestera asks first, with an optional comment', async () => {
    const attested = { ...planted, status: 'attested' as const, allowedActions: [] };
    renderPage([
      list([planted]),
      {
        request: { query: AttestInvoiceDocument, variables: { id: '31', comment: 'Ok efter samtal' } },
        result: { data: { attestInvoice: attested } },
      },
      list([attested]),
    ]);
    await click(await screen.findByRole('button', { name: 'Attestera Faktura 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Attestera Faktura 7?' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain('Du godkänner fakturan på 2 250,00 kr');
    fireEvent.change(within(dialog).getByLabelText('Kommentar (valfri)'), { target: { value: 'Ok efter samtal' } });
    await click(within(dialog).getByRole('button', { name: 'Attestera' }));
    expect(await screen.findByText('Faktura 7 är attesterad.')).toBeTruthy();
    expect(await screen.findByText('Attesterad', { selector: '.kit-status' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attestera Faktura 7' })).toBeNull();
  });

  it('disputes lines: the differing line starts ticked with its difference as the reason', async () => {
    const disputed = { ...planted, status: 'disputed' as const, allowedActions: ['attest' as const] };
    renderPage([
      list([planted]),
      {
        request: {
          query: DisputeInvoiceDocument,
          variables: { id: '31', lines: [{ lineId: '2', reason: 'Bodde inte här 20 mars' }] },
        },
        result: { data: { disputeInvoice: disputed } },
      },
      list([disputed]),
    ]);
    await click(await screen.findByRole('button', { name: 'Bestrid rader på Faktura 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Bestrid rader på Faktura 7' });
    expect((within(dialog).getByRole('checkbox', { name: 'Rad 1: Anna Lind' }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: 'Rad 2: Bo Berg' }) as HTMLInputElement).checked).toBe(true);
    const reason = within(dialog).getByLabelText('Anledning för rad 2') as HTMLInputElement;
    expect(reason.value.replace(/\u00a0/g, ' ')).toBe('Avviker: 1 natt fler än rapporten; Inte i rapporten: 20 mars');
    // A ticked line without a reason is refused before anything is sent.
    fireEvent.change(reason, { target: { value: ' ' } });
    await click(within(dialog).getByRole('button', { name: 'Skicka bestridandet' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Skriv en anledning för varje markerad rad.');
    fireEvent.change(reason, { target: { value: 'Bodde inte här 20 mars' } });
    await click(within(dialog).getByRole('button', { name: 'Skicka bestridandet' }));
    expect(await screen.findByText('Faktura 7 är bestriden; härbärget får svara.')).toBeTruthy();
    expect(await screen.findByText('Bestriden', { selector: '.kit-status' })).toBeTruthy();
  });

  it("shows the server's answer when a step is refused", async () => {
    renderPage([
      list([planted]),
      {
        request: { query: AttestInvoiceDocument, variables: { id: '31', comment: null } },
        result: { errors: [new GraphQLError('Fakturan finns inte.', { extensions: { code: 'NOT_FOUND' } })] },
      },
      list([]),
    ]);
    await click(await screen.findByRole('button', { name: 'Attestera Faktura 7' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Attestera' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fakturan finns inte.');
  });

  it("the report's 'Fakturera': that guest's lines in the month, on the invoices that hold them", async () => {
    const line = planted.lines[1];
    renderPage(
      [
        {
          request: { query: GuestInvoiceLinesDocument, variables: { guestId: 'g2', month: '2026-03', shelterId: '1' } },
          result: {
            data: {
              guestInvoiceLines: [
                {
                  __typename: 'GuestInvoiceLine',
                  invoice: {
                    __typename: 'Invoice',
                    id: '31',
                    kind: 'invoice',
                    number: 7,
                    status: 'sent',
                    issueDate: '2026-04-02',
                    shelter: planted.shelter,
                    region: planted.region,
                  },
                  line,
                },
              ],
            },
          },
        },
        list([planted], '2026-03'),
      ],
      '/caseworker/invoices?guest=g2&month=2026-03&shelter=1',
    );
    const section = (await screen.findByRole('heading', { level: 2, name: 'Fakturerat för gästen i mars 2026' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('Faktura 7, Härbärget Ljusglimten')).toBeTruthy();
    expect(within(section).getByRole('rowheader', { name: 'Bo Berg' })).toBeTruthy();
    expect(within(section).queryByRole('rowheader', { name: 'Anna Lind' })).toBeNull();
    // Its table is not named as the invoice's own card's below (no two landmarks of one name).
    expect(within(section).getByRole('region', { name: 'Rader på Faktura 7, Härbärget Ljusglimten' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Rader på Faktura 7' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Alla fakturor' }).getAttribute('href')).toBe('/caseworker/invoices');
    // The list below is narrowed to that month.
    expect((screen.getByLabelText('Månad') as HTMLSelectElement).value).toBe('2026-03');
  });
});
