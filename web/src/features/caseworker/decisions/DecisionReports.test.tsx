import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { todayInStockholm } from '../../../lib/dates';
import { DecisionsPage } from './DecisionsPage';
import { monthOf } from './DecisionReports';
import { DecisionNightsReportDocument, DecisionsEndingSoonDocument } from './decisions.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const row = (over: Record<string, unknown> = {}) => ({
  __typename: 'DecisionReportRow' as const,
  id: '7',
  caseNumber: 'SOC 2030/0142',
  guest: { __typename: 'DecisionReportGuest' as const, id: 'g1', firstName: 'Anna', lastName: 'Lind', unokod: '1234' },
  startDate: '2030-05-01',
  endDate: '2030-05-20',
  maxNights: 10,
  nightsUsed: 3,
  nightsBooked: 2,
  nightsLeft: 5,
  status: 'active' as const,
  daysLeft: 2,
  ...over,
});

const ending = (days: number, rows: ReturnType<typeof row>[]): Mock => ({
  request: { query: DecisionsEndingSoonDocument, variables: { days } },
  result: { data: { decisionsEndingSoon: { __typename: 'DecisionsEndingReport', today: '2030-05-18', days, rows } } },
});

const period = monthOf(todayInStockholm());
const nights = (rows: ReturnType<typeof row>[]): Mock => ({
  request: { query: DecisionNightsReportDocument, variables: period },
  result: { data: { decisionNightsReport: { __typename: 'DecisionNightsReport', ...period, rows } } },
});

function renderPage(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/caseworker/decisions']}>
        <DecisionsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Biståndsbeslut reports (caseworker)', () => {
  it('monthOf gives the month of a date', () => {
    expect(monthOf('2032-02-10')).toEqual({ start: '2032-02-01', end: '2032-02-29' });
    expect(monthOf('2031-12-31')).toEqual({ start: '2031-12-01', end: '2031-12-31' });
  });

  it('shows the decisions ending soon and the nights per decision, each with its CSV download', async () => {
    renderPage([ending(14, [row()]), nights([row(), row({ id: '8', caseNumber: 'SOC 2030/9', maxNights: null, nightsLeft: null })])]);
    expect(screen.getByRole('heading', { level: 1, name: 'Biståndsbeslut' })).toBeTruthy();
    const soon = await screen.findByRole('region', { name: 'Tabell: Beslut som tar slut' });
    const cells = within(soon)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['SOC 2030/0142', 'Anna Lind', '2030-05-20', '2 dagar', '10', '3', '2', '5']);
    const heads = (region: HTMLElement) =>
      within(region)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(heads(soon)).toEqual(['Diarienummer', 'Gäst', 'Sista natt', 'Dagar kvar', 'Högst', 'Använda', 'Bokade', 'Kvar']);
    expect(within(soon).getByRole('link', { name: 'Anna Lind' }).getAttribute('href')).toBe('/caseworker/decisions?guest=g1');
    expect(screen.getAllByRole('link', { name: 'Ladda ner som CSV' }).map((a) => a.getAttribute('href'))).toEqual([
      '/api/caseworker/decisions/report/ending.csv?days=14',
      `/api/caseworker/decisions/report/nights.csv?start=${period.start}&end=${period.end}`,
    ]);
    const perDecision = await screen.findByRole('region', { name: 'Tabell: Nätter per beslut' });
    expect(within(perDecision).getAllByRole('row')).toHaveLength(3);
    expect(heads(perDecision)).toEqual(['Diarienummer', 'Gäst', 'Nätter', 'Högst', 'Använda', 'Bokade', 'Kvar', 'Status']);
    expect(within(perDecision).getByText('SOC 2030/0142').closest('tr')?.querySelectorAll('td')[2]?.className).toBe('nowrap');
    expect(within(perDecision).getByText('SOC 2030/9').closest('tr')?.textContent).toContain('–');
  });

  it('a look-ahead outside 1–366 is refused in the page and asks nothing', async () => {
    renderPage([ending(14, []), nights([]), ending(30, [row()])]);
    expect(await screen.findByText('Inga beslut tar slut inom perioden.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Inom antal dagar'), { target: { value: '0' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Visa' })[0]!);
    expect(screen.getByRole('alert').textContent).toBe('Ange ett heltal från 1 till 366.');
    fireEvent.change(screen.getByLabelText('Inom antal dagar'), { target: { value: '30' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Visa' })[0]!);
    expect(await screen.findByText('SOC 2030/0142')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
