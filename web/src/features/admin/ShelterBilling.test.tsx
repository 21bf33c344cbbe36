import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ShelterBilling } from './ShelterBilling';
import { AdminShelterBillingDocument, AdminUpdateShelterBillingDocument } from './ShelterBillingForm';

type Mock = MockLink.MockedResponse<Record<string, unknown>>;

const billing = (organisationNumber: string, bankAccount: string) => ({
  __typename: 'ShelterBilling' as const,
  shelterId: '3',
  shelterName: 'Nattlogi Norrmalm',
  organisationNumber,
  bankAccount,
  endpointId: '',
  contact: '',
  vatRegistered: false,
  fSkatt: organisationNumber !== '',
  invoicePrefix: '',
  complete: organisationNumber !== '' && bankAccount !== '',
  problems: [],
});

describe("a shelter's seller details in the administration (issue 21)", () => {
  it('folds until asked for, says what is missing, and saves for that shelter', async () => {
    const onNotice = jest.fn();
    const input = {
      shelterId: '3',
      organisationNumber: '8020024538',
      bankAccount: 'Bankgiro 5050-1055',
      endpointId: '',
      contact: '',
      invoicePrefix: '',
      vatRegistered: false,
      fSkatt: true,
    };
    const mocks: Mock[] = [
      {
        request: { query: AdminShelterBillingDocument, variables: { shelterId: '3' } },
        result: { data: { shelterBilling: billing('', '') } },
      },
      {
        request: { query: AdminUpdateShelterBillingDocument, variables: { input } },
        result: { data: { updateShelterBilling: billing('802002-4538', 'Bankgiro 5050-1055') } },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <ShelterBilling shelterId="3" shelterName="Nattlogi Norrmalm" onNotice={onNotice} />
      </MockedProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Faktureringsuppgifter för Nattlogi Norrmalm' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(toggle);
    });
    const form = await screen.findByRole('form', { name: 'Säljaruppgifter för Nattlogi Norrmalm' });
    expect(form.textContent).toContain('Organisationsnummer och bankgiro behövs');
    fireEvent.change(screen.getByLabelText('Organisationsnummer'), { target: { value: '8020024538' } });
    fireEvent.change(screen.getByLabelText('Betalas till (Bankgiro 5050-1055, Plusgiro 41234-6 eller IBAN … BIC …)'), {
      target: { value: 'Bankgiro 5050-1055' },
    });
    // Issue 30: whether the shelter is VAT-registered or holds F-skatt, as the e-invoice must say.
    fireEvent.click(screen.getByLabelText('Godkänt för F-skatt'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Spara uppgifterna' }));
    });
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ kind: 'ok', text: 'Faktureringsuppgifterna för Nattlogi Norrmalm är sparade.' }),
    );
  });
});
