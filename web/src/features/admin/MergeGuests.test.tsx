import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AdminGuestRowFragment } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { MergeGuestsDocument } from './admin.graphql';
import { MergeGuests } from './MergeGuests';

const t = sv.admin.guests.merge;

const guest = (id: string, firstName: string, unokod: string): AdminGuestRowFragment => ({
  id,
  firstName,
  lastName: 'Lind',
  gender: 'K',
  street: '',
  postcode: '',
  city: '',
  country: '',
  phone: '',
  email: null,
  unokod,
  dayOfBirth: null,
  personnrLastnr: '',
  requirements: '',
  flag: false,
  region: null,
});

const A = guest('1', 'Anna', '2001');
const B = guest('2', 'Ana', '2002');

function setup() {
  const merged: string[] = [];
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: MergeGuestsDocument, variables: { keepId: '1', mergeId: '2' } },
          result: { data: { mergeGuests: { __typename: 'GuestRecord', ...A, region: null } } },
        },
      ]}
    >
      <MergeGuests guests={[A, B]} onMerged={(text) => merged.push(text)} />
    </MockedProvider>,
  );
  return merged;
}

describe('merging two guest records', () => {
  it('asks for two different guests', async () => {
    setup();
    fireEvent.change(screen.getByLabelText(t.keep), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(t.merge), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByRole('alert').textContent).toBe(t.same);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirms before merging, then merges', async () => {
    const merged = setup();
    fireEvent.change(screen.getByLabelText(t.keep), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(t.merge), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    const dialog = screen.getByRole('dialog', { name: t.confirmTitle });
    expect(dialog.textContent).toContain('Bokningarna för Ana Lind (2002) flyttas till Anna Lind (2001)');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.confirmButton }));
    });
    await waitFor(() => expect(merged).toEqual([t.done('Anna Lind (2001)')]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
