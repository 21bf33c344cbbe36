import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminSheltersDocument, ArchiveShelterDocument } from './admin.graphql';
import { AdministrationPage } from './AdministrationPage';
import { createCache } from '../../lib/apollo';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const shelter = {
  __typename: 'AdminShelter',
  id: '3',
  name: 'Nattlogi Norrmalm',
  street: 'Upplandsgatan 40',
  postcode: '11328',
  city: 'Stockholm',
  image: null,
  phone: '08-465 004 40',
  checkInFrom: '19:00',
  checkInUntil: '23:00',
  houseRules: 'Tyst efter kl. 23.',
  houseRulesTranslations: [],
  criteria: ['drug_tolerant'],
  latitude: 59.3436,
  longitude: 18.0451,
  archived: false,
  region: { __typename: 'Region', id: '1', name: 'Stockholm' },
};
const list = (archived = false): Mock => ({
  request: { query: AdminSheltersDocument, variables: { search: null } },
  result: {
    data: {
      adminShelters: [{ ...shelter, archived }],
      adminRegions: [{ __typename: 'AdminRegion', id: '1', name: 'Stockholm', archived: false }],
    },
  },
});

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

describe('/administration', () => {
  it('shows the five tabs, Boställen first', async () => {
    render(
      <MockedProvider cache={createCache()} mocks={[list()]}>
        <AdministrationPage />
      </MockedProvider>,
    );
    const tabs = screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')]);
    expect(tabs).toEqual([
      ['Boställen', 'true'],
      ['Konton', 'false'],
      ['Handläggare', 'false'],
      ['Gäster', 'false'],
      ['Utskick', 'false'],
    ]);
    await screen.findByRole('rowheader', { name: 'Nattlogi Norrmalm' });
    // The postcode with its space (issue 23 §12).
    expect(screen.getByText(/113 28 Stockholm/)).toBeTruthy();
  });

  it('asks before archiving a shelter, and archives only on confirmation', async () => {
    const archive = jest.fn(() => ({ data: { archiveShelter: { __typename: 'AdminShelter', id: '3', archived: true } } }));
    render(
      <MockedProvider
        cache={createCache()}
        mocks={[list(), { request: { query: ArchiveShelterDocument, variables: { id: '3' } }, result: archive }, list(true)]}
      >
        <AdministrationPage />
      </MockedProvider>,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Nattlogi Norrmalm' })).closest('tr') as HTMLElement;
    await click(within(row).getByRole('button', { name: 'Arkivera Nattlogi Norrmalm' }));
    const dialog = screen.getByRole('dialog', { name: 'Arkivera?' });
    await click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(archive).not.toHaveBeenCalled();

    await click(within(row).getByRole('button', { name: 'Arkivera Nattlogi Norrmalm' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Arkivera' }));
    await screen.findByText('Nattlogi Norrmalm är arkiverad.');
    expect(archive).toHaveBeenCalledTimes(1);
  });
});
