import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { RegionBilling } from './RegionBilling';
import { RegionBillingsDocument, UpdateRegionBillingDocument } from './RegionBillingSection';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const region = (regionId: string, regionName: string, complete: boolean) => ({
  __typename: 'RegionBilling' as const,
  regionId,
  regionName,
  name: complete ? `${regionName} stad` : '',
  organisationNumber: complete ? '212000-0142' : '',
  street: complete ? 'Box 44' : '',
  postcode: complete ? '10120' : '',
  city: complete ? regionName : '',
  reference: complete ? 'SOC-1' : '',
  endpointId: '',
  contact: '',
  fullNames: false,
  complete,
  problems: [],
});

const list: Mock = {
  request: { query: RegionBillingsDocument },
  result: { data: { regionBillings: [region('2', 'Göteborg', false), region('1', 'Stockholm', true)] } },
};
const input = {
  regionId: '2',
  name: 'Göteborgs stad',
  organisationNumber: '2120001355',
  street: 'Box 1',
  postcode: '40482',
  city: 'Göteborg',
  reference: 'REF',
  endpointId: '',
  contact: '',
  fullNames: false,
};

describe("regions' billing details (administration, issue 21 §2)", () => {
  it('opens the regions that miss details, saves one, and shows what the server refuses', async () => {
    const onNotice = jest.fn();
    render(
      <MockedProvider
        mocks={[
          list,
          {
            request: { query: UpdateRegionBillingDocument, variables: { input } },
            result: { errors: [new GraphQLError('Postnumret måste vara fem siffror.', { extensions: { code: 'BAD_USER_INPUT' } })] },
          },
          {
            request: { query: UpdateRegionBillingDocument, variables: { input } },
            result: { data: { updateRegionBilling: { ...region('2', 'Göteborg', true), ...input, regionName: 'Göteborg' } } },
          },
        ]}
      >
        <RegionBilling onNotice={onNotice} />
      </MockedProvider>,
    );
    // Folded until asked for (its code loads then).
    const toggle = screen.getByRole('button', { name: 'Visa regionernas uppgifter' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('form', { name: 'Ändra uppgifter för Göteborg' });
    expect(form.closest('details')?.open).toBe(true);
    expect(screen.getByText('Göteborg – Saknar uppgifter')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Ändra uppgifter för Stockholm' }).closest('details')?.open).toBe(false);

    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('Namn på fakturan', input.name);
    type('Organisationsnummer', input.organisationNumber);
    type('Gatuadress', input.street);
    type('Postnummer', input.postcode);
    type('Ort', input.city);
    type('Referens', input.reference);
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    });
    expect((await within(form).findByRole('alert')).textContent).toBe('Postnumret måste vara fem siffror.');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    });
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ kind: 'ok', text: 'Uppgifterna för Göteborg är sparade.' }));
  });
});
