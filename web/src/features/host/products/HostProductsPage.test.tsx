import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ProductRowFragment } from '../../../gql/graphql';
import { RoomPricesDocument, SetRoomPriceDocument } from '../../../lib/prices.graphql';
import { HostProductsPage } from './HostProductsPage';
import { ArchiveProductDocument, CreateProductDocument, HostProductsDocument, UpdateProductDocument } from '../host.graphql';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const product = (id: string, name: string, totalPlaces: number, type: ProductRowFragment['type'] = 'room') => {
  const row: ProductRowFragment & { __typename: 'Product' } = {
    __typename: 'Product' as const,
    id,
    name,
    description: `${name} beskrivning`,
    totalPlaces,
    type,
    requirements: '',
    currentPrice: null,
  };
  return row satisfies ProductRowFragment;
};

const list = (...products: ReturnType<typeof product>[]): Mock => ({
  request: { query: HostProductsDocument },
  result: { data: { myShelter: { __typename: 'Shelter', id: '1', name: 'Härbärget Ljusglimten', products } } },
});

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

function renderPage(mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <HostProductsPage />
    </MockedProvider>,
  );
}

describe('Mina Rum', () => {
  it('lists the products with the SPEC columns and labelled edit and delete buttons', async () => {
    renderPage([list(product('1', 'Rum 1', 3), product('9', 'Frukost', 30, 'breakfast'))]);

    const row = (await screen.findByRole('rowheader', { name: 'Rum 1' })).closest('tr') as HTMLElement;
    for (const column of ['Namn', 'Beskrivning', 'Antal sovplatser', 'Typ', 'Krav', 'Pris per natt', 'Redigera']) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(within(row).getByText('Rum')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Redigera Rum 1' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Ta bort Rum 1' })).toBeTruthy();
    // Rooms have prices (issue 21); a service has none.
    expect(within(row).getByRole('button', { name: 'Priser för Rum 1' })).toBeTruthy();
    const service = screen.getByRole('rowheader', { name: 'Frukost' }).closest('tr') as HTMLElement;
    expect(within(service).queryByRole('button', { name: /^Priser/ })).toBeNull();
    // The form offers room and woman-only.
    const type = screen.getByLabelText('Typ') as HTMLSelectElement;
    expect([...type.options].map((o) => o.value)).toEqual(['room', 'woman_only']);
  });

  it('labels each cell so a phone shows one card per room with its buttons (issue 19)', async () => {
    renderPage([list(product('1', 'Rum 1', 3))]);

    const row = (await screen.findByRole('rowheader', { name: 'Rum 1' })).closest('tr') as HTMLElement;
    expect(row.closest('table')?.classList.contains('card-table')).toBe(true);
    expect(row.querySelector('th')?.classList.contains('card-table-title')).toBe(true);
    expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual([
      'Beskrivning',
      'Antal sovplatser',
      'Typ',
      'Krav',
      'Pris per natt',
      null,
    ]);
    const actions = within(row).getByRole('button', { name: 'Redigera Rum 1' }).closest('td') as HTMLElement;
    expect(actions.classList.contains('card-table-actions')).toBe(true);
    expect(within(actions).getByRole('button', { name: 'Ta bort Rum 1' })).toBeTruthy();
  });

  it('saves a new room; a non-numeric number of places becomes 0 (SPEC §5)', async () => {
    const input = { name: 'Rum 9', description: 'Nytt', totalPlaces: 0, type: 'woman_only', requirements: '' };
    renderPage([
      list(),
      {
        request: { query: CreateProductDocument, variables: { input } },
        result: { data: { createProduct: { ...product('10', 'Rum 9', 0, 'woman_only'), description: 'Nytt' } } },
      },
      list(product('10', 'Rum 9', 0, 'woman_only')),
    ]);
    await screen.findByText('Härbärget har inga rum ännu.');

    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Rum 9' } });
    fireEvent.change(screen.getByLabelText('Beskrivning'), { target: { value: 'Nytt' } });
    fireEvent.change(screen.getByLabelText('Antal sovplatser'), { target: { value: 'tre' } });
    fireEvent.change(screen.getByLabelText('Typ'), { target: { value: 'woman_only' } });
    await click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Rum 9 sparades.')).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Rum 9' })).toBeTruthy();
    // The form empties once the save and the list's reload have both finished (the new row may show first).
    await waitFor(() => expect((screen.getByLabelText('Namn') as HTMLInputElement).value).toBe(''));
  });

  it("editing fills the form; lowering places below what is booked shows the server's message", async () => {
    renderPage([
      list(product('1', 'Rum 1', 3)),
      {
        request: {
          query: UpdateProductDocument,
          variables: {
            id: '1',
            input: { name: 'Rum 1', description: 'Rum 1 beskrivning', totalPlaces: 1, type: 'room', requirements: '' },
          },
        },
        result: {
          errors: [
            { message: 'Antal sovplatser kan inte bli färre än de som redan är bokade.', extensions: { code: 'CAPACITY_BELOW_HELD' } },
          ],
        },
      },
    ]);
    await click(await screen.findByRole('button', { name: 'Redigera Rum 1' }));

    expect(screen.getByRole('heading', { name: 'Redigera Rum 1' })).toBeTruthy();
    expect((screen.getByLabelText('Namn') as HTMLInputElement).value).toBe('Rum 1');
    expect((screen.getByLabelText('Antal sovplatser') as HTMLInputElement).value).toBe('3');
    expect(document.activeElement).toBe(screen.getByLabelText('Namn'));

    fireEvent.change(screen.getByLabelText('Antal sovplatser'), { target: { value: '1' } });
    await click(screen.getByRole('button', { name: 'Spara' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Antal sovplatser kan inte bli färre än de som redan är bokade.');
  });

  it('deleting asks first, and shows why the server refuses it', async () => {
    renderPage([
      list(product('1', 'Rum 1', 3)),
      {
        request: { query: ArchiveProductDocument, variables: { id: '1' } },
        result: { errors: [{ message: 'Rummet har kommande bokningar och kan inte tas bort.', extensions: { code: 'PRODUCT_IN_USE' } }] },
      },
    ]);
    await click(await screen.findByRole('button', { name: 'Ta bort Rum 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Ta bort rum' });
    await click(within(dialog).getByRole('button', { name: 'Ta bort' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Rummet har kommande bokningar och kan inte tas bort.');
    expect(screen.getByRole('rowheader', { name: 'Rum 1' })).toBeTruthy();
  });

  it('shows the price valid today; Priser sets a new price from a date on (issue 21 §1)', async () => {
    const priced = {
      ...product('1', 'Rum 1', 3),
      currentPrice: { __typename: 'ProductPrice' as const, id: '5', validFrom: '2026-01-01', priceOre: 45_000, vatRateBp: 0 },
    };
    const price = (id: string, validFrom: string, priceOre: number) => ({
      __typename: 'ProductPrice' as const,
      id,
      validFrom,
      priceOre,
      vatRateBp: 0,
    });
    renderPage([
      list(priced, product('2', 'Rum 2', 2)),
      {
        request: { query: RoomPricesDocument, variables: { productId: '1' } },
        result: { data: { productPrices: [price('5', '2026-01-01', 45_000)] } },
      },
      {
        request: {
          query: SetRoomPriceDocument,
          variables: { input: { productId: '1', validFrom: '2026-04-01', priceOre: 52_550, vatRateBp: 0 } },
        },
        result: { data: { setProductPrice: price('6', '2026-04-01', 52_550) } },
      },
      {
        request: { query: RoomPricesDocument, variables: { productId: '1' } },
        result: { data: { productPrices: [price('6', '2026-04-01', 52_550), price('5', '2026-01-01', 45_000)] } },
      },
      list(priced, product('2', 'Rum 2', 2)),
    ]);
    const row = (await screen.findByRole('rowheader', { name: 'Rum 1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('450,00 kr (moms 0 %) från 2026-01-01')).toBeTruthy();
    const other = screen.getByRole('rowheader', { name: 'Rum 2' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Inget pris')).toBeTruthy();

    await click(within(row).getByRole('button', { name: 'Priser för Rum 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Priser för Rum 1' });
    expect(await within(dialog).findByRole('cell', { name: '2026-01-01' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Gäller från'), { target: { value: '2026-04-01' } });
    fireEvent.change(within(dialog).getByLabelText('Pris per natt (kr, utan moms)'), { target: { value: '1 234' } });
    fireEvent.change(within(dialog).getByLabelText('Momssats (%)'), { target: { value: '0' } });
    // A typo is refused before anything is sent.
    fireEvent.change(within(dialog).getByLabelText('Pris per natt (kr, utan moms)'), { target: { value: '525,5,0' } });
    await click(within(dialog).getByRole('button', { name: 'Spara pris' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Skriv priset i kronor, t.ex. 450 eller 450,50.');

    fireEvent.change(within(dialog).getByLabelText('Pris per natt (kr, utan moms)'), { target: { value: '525,50' } });
    await click(within(dialog).getByRole('button', { name: 'Spara pris' }));
    expect(await within(dialog).findByText('Rum 1: 525,50 kr från 2026-04-01.')).toBeTruthy();
    expect(await within(dialog).findByRole('cell', { name: '2026-04-01' })).toBeTruthy();
  });
});
