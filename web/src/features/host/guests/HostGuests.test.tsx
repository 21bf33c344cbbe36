import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sv } from '../../../i18n/sv';
import { dayMonth, todayInStockholm } from '../../../lib/dates';
import { BarGuestDocument, HostGuestBarsDocument, LiftGuestBarDocument } from './bars';
import { AddHostNoteDocument, DeleteHostNoteDocument, HostGuestDocument, HostGuestPageDocument } from './guests.graphql';
import { HostGuestPage } from './HostGuestPage';
import { GUESTS_PER_PAGE, HostGuestsPage } from './HostGuestsPage';

const t = sv.host.guests;
type Mock = MockLink.MockedResponse<Record<string, unknown>>;

// Results carry __typename as the server's do (the cache matches fragments by it).
const guest = (id: string, firstName: string, lastName: string, unokod: string | null, extra: Record<string, unknown> = {}) => ({
  __typename: 'HostGuest' as const,
  id,
  firstName,
  lastName,
  unokod,
  flag: false,
  lastStay: null,
  nightsThisMonth: 0,
  ...extra,
});

const GUESTS = [
  guest('7', 'Rut', 'Stamgäst', '1234', {
    flag: true,
    lastStay: { __typename: 'StayDates', startDate: '2031-04-10', endDate: '2031-04-12' },
    nightsThisMonth: 4,
  }),
  guest('8', 'Åsa', 'Frågare', '5678'),
  guest('9', 'Bo', 'Båda', null),
];

/** The server's answer to one page of Gäster: `guests` shown, `total` in all (the search is the server's). */
const pageMock = (search: string | null, guests: ReturnType<typeof guest>[], total = guests.length, limit = GUESTS_PER_PAGE): Mock => ({
  request: { query: HostGuestPageDocument, variables: { search, limit } },
  result: { data: { hostGuestPage: { __typename: 'HostGuestPage', total, guests } } },
});

const bar = (id: string, guestId: string, until: string, liftedAt: string | null = null) => ({
  __typename: 'GuestBar' as const,
  id,
  guest: { __typename: 'BarredGuest' as const, id: guestId },
  until,
  reason: 'Bråk',
  createdAt: '2031-04-14T10:00:00.000Z',
  liftedAt,
});

const barsMock = (bars: ReturnType<typeof bar>[]): Mock => ({
  request: { query: HostGuestBarsDocument },
  result: { data: { hostGuestBars: bars } },
});

const note = (id: string, text: string) => ({
  __typename: 'HostNote' as const,
  id,
  text,
  authorName: 'Maja Värd',
  authorId: '3',
  createdAt: '2031-04-14T08:30:00.000Z',
});

const detail = (notes: ReturnType<typeof note>[]) => ({
  hostGuest: {
    __typename: 'HostGuestDetail',
    guest: GUESTS[0],
    stays: [
      {
        __typename: 'Booking',
        id: '101',
        status: 'pending',
        startDate: '2031-04-20',
        endDate: '2031-04-22',
        product: { __typename: 'Product', id: 'p1', name: 'Rum 1' },
      },
      {
        __typename: 'Booking',
        id: '100',
        status: 'completed',
        startDate: '2031-04-10',
        endDate: '2031-04-12',
        product: { __typename: 'Product', id: 'p1', name: 'Rum 1' },
      },
    ],
    notes,
  },
});

const detailMock = (notes: ReturnType<typeof note>[]): Mock => ({
  request: { query: HostGuestDocument, variables: { id: '7' } },
  result: { data: detail(notes) },
});

function renderAt(path: string, mocks: Mock[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/host/guests" element={<HostGuestsPage />} />
          <Route path="/host/guests/:id" element={<HostGuestPage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('Gäster (the list)', () => {
  it('lists each guest as a card with UNO code, flag, last stay, nights and bar, and searches by name or UNO code', async () => {
    renderAt('/host/guests', [
      pageMock(null, GUESTS),
      barsMock([bar('b1', '8', '2031-05-01')]),
      pageMock('asa', GUESTS.slice(1, 2)),
      pageMock('1234', GUESTS.slice(0, 1)),
      pageMock('ingen alls', []),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    const rut = (await screen.findByRole('link', { name: t.open('Rut Stamgäst') })).closest('li') as HTMLElement;
    expect(rut.getAttribute('class')).toContain('host-guest-card');
    expect(rut.textContent).toContain('1234');
    expect(rut.textContent).toContain(t.flagged);
    expect(rut.textContent).toContain(t.nightsThisMonth(4));
    expect(rut.textContent).toContain(t.stayDates(dayMonth('2031-04-10'), dayMonth('2031-04-12')));
    expect(within(rut).getByRole('link').getAttribute('href')).toBe('/host/guests/7');
    const asa = screen.getByRole('link', { name: t.open('Åsa Frågare') }).closest('li') as HTMLElement;
    expect(await within(asa).findByText(t.barred('2031-05-01'))).toBeTruthy();
    const bo = screen.getByRole('link', { name: t.open('Bo Båda') }).closest('li') as HTMLElement;
    expect(bo.textContent).toContain(t.noUno);
    expect(bo.textContent).toContain(t.noStay);
    expect(screen.getByText(t.count(3, 3))).toBeTruthy();

    const search = screen.getByLabelText(t.search);
    fireEvent.change(search, { target: { value: 'asa' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('link', { name: t.open('Åsa Frågare') })).toBeTruthy();
    fireEvent.change(search, { target: { value: '1234' } });
    await waitFor(() => expect(screen.getByRole('link', { name: t.open('Rut Stamgäst') })).toBeTruthy());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'ingen alls' } });
    await waitFor(() => expect(screen.getByText(t.noMatch)).toBeTruthy());
  });

  it('says so when the shelter has no guests yet', async () => {
    renderAt('/host/guests', [pageMock(null, []), barsMock([])]);
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it("shows the first 50 and 'Visa fler' asks the server for 50 more (issue 22)", async () => {
    const many = Array.from({ length: 120 }, (_, i) => guest(String(100 + i), `Gäst${i}`, 'Efternamn', null));
    renderAt('/host/guests', [pageMock(null, many.slice(0, 50), 120), barsMock([]), pageMock(null, many.slice(0, 100), 120, 100)]);
    expect(await screen.findByText(t.count(50, 120))).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: t.showMore }));
    expect(await screen.findByText(t.count(100, 120))).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByRole('button', { name: t.showMore })).toBeTruthy();
  });
});

describe('Gäster (one guest)', () => {
  it('shows the stays here and the notes; adds and deletes a note', async () => {
    renderAt('/host/guests/7', [
      detailMock([note('n1', 'Allergisk mot nötter.')]),
      barsMock([]),
      {
        request: { query: AddHostNoteDocument, variables: { guestId: '7', text: 'Kommer sent.' } },
        result: { data: { addHostNote: note('n2', 'Kommer sent.') } },
      },
      detailMock([note('n2', 'Kommer sent.'), note('n1', 'Allergisk mot nötter.')]),
      {
        request: { query: DeleteHostNoteDocument, variables: { id: 'n1' } },
        result: { data: { deleteHostNote: { __typename: 'HostNote', id: 'n1' } } },
      },
      detailMock([note('n2', 'Kommer sent.')]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rut Stamgäst' })).toBeTruthy();
    const stays = screen.getByRole('heading', { name: t.stays }).nextElementSibling as HTMLElement;
    expect(
      within(stays)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 23)),
    ).toEqual(['2031-04-20 – 2031-04-22', '2031-04-10 – 2031-04-12']);
    expect(screen.getByText('Allergisk mot nötter.')).toBeTruthy();

    // An empty note is refused here, with the error tied to the field.
    fireEvent.click(screen.getByRole('button', { name: t.addNote }));
    const field = screen.getByLabelText(t.newNote);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t.noteEmpty)).toBeTruthy();

    fireEvent.change(field, { target: { value: '  Kommer sent. ' } });
    fireEvent.click(screen.getByRole('button', { name: t.addNote }));
    expect(await screen.findByText(t.noteAdded)).toBeTruthy();
    expect(await screen.findByText('Kommer sent.')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');

    const deletes = screen.getAllByRole('button', { name: /^Ta bort anteckningen av Maja Värd/ });
    expect(deletes).toHaveLength(2);
    fireEvent.click(deletes[1] as HTMLElement);
    expect(await screen.findByText(t.noteDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Allergisk mot nötter.')).toBeNull());
  });

  it('says the guest is not found for a guest of another shelter', async () => {
    renderAt('/host/guests/7', [
      {
        request: { query: HostGuestDocument, variables: { id: '7' } },
        result: { errors: [new GraphQLError('No matching guest found', { extensions: { code: 'GUEST_NOT_FOUND' } })] },
      },
      barsMock([]),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(t.notFound);
    expect(screen.getByRole('link', { name: `← ${t.back}` }).getAttribute('href')).toBe('/host/guests');
  });

  it('bars the guest through a dialog (until and reason), and lifts the bar', async () => {
    const today = todayInStockholm();
    const until = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    renderAt('/host/guests/7', [
      detailMock([]),
      barsMock([]),
      {
        request: { query: BarGuestDocument, variables: { input: { guestId: '7', until, reason: 'Hot mot personal' } } },
        result: { data: { barGuest: bar('b9', '7', until) } },
      },
      barsMock([bar('b9', '7', until)]),
      {
        request: { query: LiftGuestBarDocument, variables: { id: 'b9' } },
        result: { data: { liftGuestBar: bar('b9', '7', until, '2031-04-14T11:00:00.000Z') } },
      },
      barsMock([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.bar }));
    const dialog = screen.getByRole('dialog', { name: t.barTitle('Rut Stamgäst') });
    // Both fields are required.
    fireEvent.click(within(dialog).getByRole('button', { name: t.barSave }));
    expect(within(dialog).getByText(t.barUntilMissing)).toBeTruthy();
    expect(within(dialog).getByText(t.barReasonMissing)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(t.barUntil), { target: { value: until } });
    fireEvent.change(within(dialog).getByLabelText(t.barReason), { target: { value: 'Hot mot personal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.barSave }));
    expect(await screen.findByText(t.barDone('Rut Stamgäst', until))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText(t.barred(until))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.lift }));
    expect(await screen.findByText(t.lifted('Rut Stamgäst'))).toBeTruthy();
    expect(await screen.findByRole('button', { name: t.bar })).toBeTruthy();
  });
});
