import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import type { CaseworkerNightsReportQuery, CaseworkerReportGuestsQuery } from '../../../gql/graphql';
import { sv } from '../../../i18n/sv';
import { CaseworkerNightsReportDocument, CaseworkerReportGuestsDocument } from '../caseworker.graphql';
import { StatisticsPage } from './StatisticsPage';

const t = sv.caseworker.statistics;
// A Sunday, the 1st of a month.
const TODAY = '2025-06-01';

type Row = CaseworkerNightsReportQuery['nightsReport']['rows'][number];

const guestsMock = (
  guests: (Omit<CaseworkerReportGuestsQuery['reportGuests'][number], 'unokod'> & { unokod?: string | null })[],
): MockLink.MockedResponse<CaseworkerReportGuestsQuery> => ({
  request: { query: CaseworkerReportGuestsDocument },
  result: { data: { reportGuests: guests.map((g) => ({ unokod: null, ...g })) } },
});

const reportRow = (guestId: number, first: string, last: string, nights: number, shelter = 1): Row => ({
  guestId: String(guestId),
  firstName: first,
  lastName: last,
  unokod: String(1000 + guestId),
  nights,
  shelter: { id: String(shelter), name: shelter === 1 ? 'Härbärget Ljusglimten' : 'Nattlogi Norrmalm' },
  region: { id: '1', name: 'Stockholm' },
});

const reportMock = (start: string, end: string, rows: Row[]): MockLink.MockedResponse<CaseworkerNightsReportQuery> => ({
  request: { query: CaseworkerNightsReportDocument, variables: { start, end } },
  result: {
    data: { nightsReport: { start, end, totalNights: rows.reduce((s, r) => s + r.nights, 0), rows } },
  },
});

const manyRows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => reportRow(i + 1, `Gäst${String(i + 1).padStart(2, '0')}`, 'Test', 1));

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <StatisticsPage today={TODAY} />
      </MockedProvider>
    </MemoryRouter>,
  );
}

const typeDate = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
};

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('statistics page', () => {
  it("lists 'Alla gäster' as placeholder, 'All guests' first, then guests by 'first last' ignoring case", async () => {
    renderPage([
      guestsMock([
        { id: '1', firstName: 'bertil', lastName: 'Ek' },
        { id: '2', firstName: 'Anna', lastName: 'lind' },
        { id: '3', firstName: 'anna', lastName: 'Berg', unokod: '2003' },
      ]),
    ]);
    await screen.findByRole('option', { name: 'bertil Ek' });
    const options = within(screen.getByLabelText(t.guest)).getAllByRole('option');
    // A guest with a UNO code is shown with it, so two of the same name are told apart (issue 23 §6).
    expect(options.map((o) => o.textContent)).toEqual(['Alla gäster', 'All guests', 'anna Berg (UNO 2003)', 'Anna lind', 'bertil Ek']);
    expect((screen.getByLabelText(t.guest) as HTMLSelectElement).value).toBe('');
    expect(screen.getByText('Ange period gäst och klicka på Sök')).toBeTruthy();
  });

  it('sets the quick periods on a fixed clock: Idag, Denna vecka from Monday, Denna månad from the 1st', () => {
    renderPage([guestsMock([])]);
    const start = () => (screen.getByLabelText(t.start) as HTMLInputElement).value;
    const end = () => (screen.getByLabelText(t.end) as HTMLInputElement).value;

    fireEvent.click(screen.getByRole('button', { name: 'Denna vecka' }));
    expect([start(), end()]).toEqual(['2025-05-26', '2025-06-01']);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    expect([start(), end()]).toEqual(['2025-06-01', '2025-06-01']);
    fireEvent.click(screen.getByRole('button', { name: 'Denna månad' }));
    expect([start(), end()]).toEqual(['2025-06-01', '2025-06-01']);
    // Billing is monthly (issue 23 §10).
    fireEvent.click(screen.getByRole('button', { name: 'Förra månaden' }));
    expect([start(), end()]).toEqual(['2025-05-01', '2025-05-31']);
  });

  it("resets the period to the month's start through today when 'All guests' is chosen", async () => {
    render(
      <MockedProvider mocks={[guestsMock([])]}>
        <StatisticsPage today="2025-06-18" />
      </MockedProvider>,
    );
    typeDate(t.start, '2025-01-05');
    fireEvent.change(screen.getByLabelText(t.guest), { target: { value: 'all' } });
    expect((screen.getByLabelText(t.start) as HTMLInputElement).value).toBe('2025-06-01');
    expect((screen.getByLabelText(t.end) as HTMLInputElement).value).toBe('2025-06-18');
  });

  it('requires both dates and refuses an end before the start, without asking the server', async () => {
    renderPage([guestsMock([])]);
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.datesRequired);

    // An end typed before the start stays, with the reason beside it (issue 23 §1) ...
    typeDate(t.start, '2025-05-20');
    typeDate(t.end, '2025-05-10');
    fireEvent.blur(screen.getByLabelText(t.end));
    expect((screen.getByLabelText(t.end) as HTMLInputElement).value).toBe('2025-05-10');
    expect(await screen.findByText(t.endBeforeStart)).toBeTruthy();
    // ... and a start moved past the end is refused at 'Sök'.
    typeDate(t.start, '2025-05-01');
    typeDate(t.end, '2025-05-10');
    typeDate(t.start, '2025-05-20');
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Slutdatum kan inte vara före startdatum.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Ange period gäst och klicka på Sök')).toBeTruthy();
  });

  it('shows the summary, the chart, one row per guest id with the full name, and an export link', async () => {
    renderPage([
      guestsMock([]),
      reportMock('2025-05-26', '2025-06-01', [
        reportRow(7, 'Anna', 'Lind', 2),
        reportRow(9, 'Anna', 'Berg', 3),
        reportRow(9, 'Anna', 'Berg', 1, 2),
      ]),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Denna vecka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));

    expect(await screen.findByText('Totalt 6 nätter mellan 2025-05-26 och 2025-06-01')).toBeTruthy();
    expect(
      bodyRows().map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      // Guests with the same name are told apart (issue 23 §6).
      ['Anna Berg (UNO 1009)', 'Härbärget Ljusglimten', '3', 'Stockholm'],
      ['Anna Berg (UNO 1009)', 'Nattlogi Norrmalm', '1', 'Stockholm'],
      ['Anna Lind (UNO 1007)', 'Härbärget Ljusglimten', '2', 'Stockholm'],
    ]);
    const chart = screen.getByRole('figure', { name: t.chartTitle });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Härbärget Ljusglimten: 5 nätterHärbärget Ljusglimten5', 'Nattlogi Norrmalm: 1 nätterNattlogi Norrmalm1']);
    expect(screen.getByRole('link', { name: 'Exportera CSV' }).getAttribute('href')).toBe(
      '/api/caseworker/guests/nights/export.csv?start=2025-05-26&end=2025-06-01',
    );
  });

  it('filters the rows client-side by the chosen guest id and exports that guest only', async () => {
    renderPage([
      guestsMock([
        { id: '7', firstName: 'Anna', lastName: 'Lind' },
        { id: '9', firstName: 'Anna', lastName: 'Berg' },
      ]),
      reportMock('2025-06-01', '2025-06-01', [reportRow(7, 'Anna', 'Lind', 1), reportRow(9, 'Anna', 'Berg', 1)]),
    ]);
    await screen.findByRole('option', { name: 'Anna Lind' });
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByText('Totalt 2 nätter mellan 2025-06-01 och 2025-06-01');

    fireEvent.change(screen.getByLabelText(t.guest), { target: { value: '7' } });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Totalt 1 nätter mellan 2025-06-01 och 2025-06-01')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportera CSV' }).getAttribute('href')).toContain('guest_id=7');
  });

  it('narrows the report to one shelter or one region, and the export with it (issue 23 §10)', async () => {
    const south = { ...reportRow(9, 'Bo', 'Berg', 4, 2), region: { id: '2', name: 'Uppsala' } };
    renderPage([guestsMock([]), reportMock('2025-06-01', '2025-06-01', [reportRow(7, 'Anna', 'Lind', 1), south])]);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByText('Totalt 5 nätter mellan 2025-06-01 och 2025-06-01');

    const filters = screen.getByRole('group', { name: t.filters });
    fireEvent.change(within(filters).getByLabelText(t.shelterFilter), { target: { value: '2' } });
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Totalt 4 nätter mellan 2025-06-01 och 2025-06-01')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportera CSV' }).getAttribute('href')).toContain('shelter_id=2');

    fireEvent.change(within(filters).getByLabelText(t.shelterFilter), { target: { value: '' } });
    fireEvent.change(within(filters).getByLabelText(t.regionFilter), { target: { value: '1' } });
    expect(bodyRows().map((r) => r.querySelector('td')?.textContent)).toEqual(['Anna Lind (UNO 1007)']);
    expect(screen.getByRole('link', { name: 'Exportera CSV' }).getAttribute('href')).toContain('region_id=1');
    expect(
      within(filters)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.allShelters, 'Härbärget Ljusglimten', 'Nattlogi Norrmalm', t.allRegions, 'Stockholm', 'Uppsala']);
  });

  it.each([
    [10, 0],
    [11, 2],
    [21, 3],
  ])('pages %i rows by 10 with %i numbered buttons', async (n, numbered) => {
    renderPage([guestsMock([]), reportMock('2025-06-01', '2025-06-01', manyRows(n))]);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByText(`Totalt ${n} nätter mellan 2025-06-01 och 2025-06-01`);

    expect(bodyRows()).toHaveLength(10);
    const pager = screen.queryByRole('navigation', { name: t.pages });
    if (numbered === 0) {
      expect(pager).toBeNull();
      return;
    }
    if (!pager) throw new Error('no pager');
    expect(within(pager).getAllByRole('button', { name: /^Sida / })).toHaveLength(numbered);
    expect(within(pager).getByRole('button', { name: 'Sida 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Föregående' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pager).getByRole('button', { name: `Sida ${numbered}` }));
    expect(bodyRows()).toHaveLength(n - 10 * (numbered - 1));
    expect((within(pager).getByRole('button', { name: 'Nästa' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Föregående' }));
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]?.querySelector('td')?.textContent).toMatch(numbered === 2 ? /^Gäst01 Test/ : /^Gäst11 Test/);
  });

  it('sorts when a column header is clicked, and the other way on a second click', async () => {
    renderPage([
      guestsMock([]),
      reportMock('2025-06-01', '2025-06-01', [reportRow(1, 'Ada', 'A', 2), reportRow(2, 'Bo', 'B', 9), reportRow(3, 'Cia', 'C', 5)]),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await screen.findByText(/^Totalt 16 nätter/);
    const nights = () => bodyRows().map((r) => within(r).getAllByRole('cell')[2]?.textContent);
    expect(nights()).toEqual(['2', '9', '5']);

    const header = screen.getByRole('columnheader', { name: /Nätter/ });
    fireEvent.click(within(header).getByRole('button'));
    expect(nights()).toEqual(['2', '5', '9']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(nights()).toEqual(['9', '5', '2']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it("'Fakturera' opens that guest's invoice lines for the month at that shelter (issue 21 §6)", async () => {
    renderPage([guestsMock([]), reportMock('2025-06-01', '2025-06-01', [reportRow(7, 'Anna', 'Lind', 1), reportRow(9, 'Bo', 'Berg', 1)])]);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    const link = await screen.findByRole('link', { name: 'Fakturera Bo Berg, Härbärget Ljusglimten' });
    expect(link.textContent).toBe('Fakturera');
    const url = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(url.pathname).toBe('/caseworker/invoices');
    expect(Object.fromEntries(url.searchParams)).toEqual({ guest: '9', month: '2025-06', shelter: '1' });
  });

  it("shows the server's message when the report fails", async () => {
    renderPage([
      guestsMock([]),
      {
        request: { query: CaseworkerNightsReportDocument, variables: { start: '2025-06-01', end: '2025-06-01' } },
        result: { errors: [new GraphQLError('Perioden får vara högst 366 dagar.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Perioden får vara högst 366 dagar.');
  });

  it("says 'Error while fetching data.' when the server cannot be reached", async () => {
    renderPage([
      guestsMock([]),
      {
        request: { query: CaseworkerNightsReportDocument, variables: { start: '2025-06-01', end: '2025-06-01' } },
        error: new Error('offline'),
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Idag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sök' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error while fetching data.'));
  });
});
