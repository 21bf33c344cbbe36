import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DecisionsPage } from './DecisionsPage';
import { GuestDecisionsDocument, RecordDecisionDocument } from './decisions.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const decision = (over: Record<string, unknown> = {}) => ({
  __typename: 'Decision' as const,
  id: '7',
  caseNumber: 'SOC 2030/0142',
  startDate: '2030-05-01',
  endDate: '2030-05-20',
  maxNights: 10,
  nightsUsed: 3,
  anyShelter: false,
  shelters: [{ __typename: 'NamedRef' as const, id: 's1', name: 'Hamnhärbärget' }],
  note: 'Beslut enligt 4 kap. 1 § SoL',
  status: 'active' as const,
  createdAt: '2030-04-30T08:00:00.000Z',
  createdByName: 'Sara Nilsson',
  endedAt: null,
  history: [
    {
      __typename: 'DecisionChange' as const,
      action: 'decision_recorded',
      at: '2030-04-30T08:00:00.000Z',
      actorName: 'Sara Nilsson',
      endDate: '2030-05-20',
      maxNights: 10,
    },
  ],
  ...over,
});

const list = (decisions: ReturnType<typeof decision>[]): Mock => ({
  request: { query: GuestDecisionsDocument, variables: { guestId: 'g1' } },
  result: {
    data: {
      caseworkerGuest: { __typename: 'GuestRecord', id: 'g1', firstName: 'Anna', lastName: 'Lind' },
      guestDecisions: decisions,
      caseworkerAvailability: [
        {
          __typename: 'ProductPlaces',
          shelter: { __typename: 'Shelter', id: 's1', name: 'Hamnhärbärget' },
        },
      ],
    },
  },
});

function renderPage(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/caseworker/decisions?guest=g1']}>
        <DecisionsPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Biståndsbeslut (caseworker)', () => {
  it("lists the guest's decisions with their nights, shelters, note and history", async () => {
    renderPage([list([decision()])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Biståndsbeslut – Anna Lind' })).toBeTruthy();
    const item = screen.getByRole('listitem', { name: /SOC 2030\/0142/ });
    expect(within(item).getByText('Nätterna 2030-05-01 till och med 2030-05-20')).toBeTruthy();
    expect(within(item).getByText('3 av högst 10 nätter bokade')).toBeTruthy();
    expect(within(item).getByText('Hamnhärbärget')).toBeTruthy();
    expect(within(item).getByText('Gäller')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Avsluta beslutet' })).toBeTruthy();
    expect(within(item).getByLabelText('Ny sista natt')).toBeTruthy();
  });

  it('records a decision for any shelter that requires one', async () => {
    const recorded = decision({ id: '8', caseNumber: 'SOC 2030/9', anyShelter: true, shelters: [], maxNights: null, note: '' });
    renderPage([
      list([]),
      {
        request: {
          query: RecordDecisionDocument,
          variables: {
            input: {
              guestId: 'g1',
              caseNumber: 'SOC 2030/9',
              startDate: '2030-05-01',
              endDate: '2030-05-05',
              maxNights: null,
              anyShelter: true,
              shelterIds: [],
              note: '',
            },
          },
        },
        result: { data: { recordDecision: recorded } },
      },
      list([recorded]),
    ]);
    expect(await screen.findByText('Gästen har inga registrerade biståndsbeslut.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Diarienummer'), { target: { value: 'SOC 2030/9' } });
    fireEvent.change(screen.getByLabelText('Första natt'), { target: { value: '2030-05-01' } });
    fireEvent.change(screen.getByLabelText('Sista natt (till och med)'), { target: { value: '2030-05-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrera' }));
    expect(await screen.findByText('Beslutet är registrerat.')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: /SOC 2030\/9/ })).toBeTruthy();
  });
});
