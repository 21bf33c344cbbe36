import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { sv } from '../../i18n/sv';
import { CreateGuestForm } from './CreateGuestForm';
import { VolunteerCreateGuestDocument } from './volunteer.graphql';

const t = sv.volunteer.createGuest;

const createMock = (gender: string | null, outcome: 'ok' | 'taken' | 'bad' | 'offline'): MockLink.MockedResponse => ({
  request: { query: VolunteerCreateGuestDocument, variables: { input: { firstName: 'Sara', lastName: 'Nord', uno: '5123', gender } } },
  ...(outcome === 'ok'
    ? { result: { data: { createGuest: { id: '77', firstName: 'Sara', lastName: 'Nord', uno: '5123' } } } }
    : outcome === 'offline'
      ? { error: new Error('offline') }
      : {
          result: {
            errors: [
              outcome === 'taken'
                ? new GraphQLError('A user with this UNO code already exists.', { extensions: { code: 'UNO_TAKEN' } })
                : new GraphQLError('UNO-koden måste vara exakt 4 siffror.', { extensions: { code: 'BAD_USER_INPUT' } }),
            ],
          },
        }),
});

function fill(first: string, last: string, uno: string) {
  fireEvent.change(screen.getByLabelText(t.firstName), { target: { value: first } });
  fireEvent.change(screen.getByLabelText(t.lastName), { target: { value: last } });
  fireEvent.change(screen.getByLabelText(t.uno), { target: { value: uno } });
}

const renderForm = (mocks: MockLink.MockedResponse[] = []) =>
  render(
    <MockedProvider mocks={mocks}>
      <CreateGuestForm />
    </MockedProvider>,
  );

describe("'Skapa en Ny Gäst'", () => {
  it.each([
    ['', 'Nord', '5123'],
    ['Sara', '', '5123'],
    ['Sara', 'Nord', ''],
    ['  ', 'Nord', '5123'],
  ])("says 'Fyll i alla fält' when a field is empty (%j, %j, %j) and sends nothing", async (first, last, uno) => {
    renderForm();
    fill(first, last, uno);
    fireEvent.click(screen.getByRole('button', { name: 'Skapa Användare' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fyll i alla fält');
  });

  it("says 'UNO-koden måste vara exakt 4 siffror.' under the field for '12a', and sends nothing (issue 23 §2)", async () => {
    renderForm();
    fill('Sara', 'Nord', '12a');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa Användare' }));
    expect((await screen.findByRole('alert')).textContent).toBe('UNO-koden måste vara exakt 4 siffror.');
    const field = screen.getByLabelText(t.uno);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('new-guest-uno-problem');
    expect(screen.getByText(t.unoHint)).toBeTruthy();
  });

  it("creates the guest with the optional gender, says 'Gäst har skapats!' and empties the form", async () => {
    renderForm([createMock('K', 'ok')]);
    fill(' Sara ', 'Nord', '5123');
    fireEvent.change(screen.getByLabelText(t.gender), { target: { value: 'K' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa Användare' }));
    expect(await screen.findByText('Gäst har skapats!')).toBeTruthy();
    expect((screen.getByLabelText(t.firstName) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends no gender when none is chosen', async () => {
    renderForm([createMock(null, 'ok')]);
    fill('Sara', 'Nord', '5123');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa Användare' }));
    expect(await screen.findByText('Gäst har skapats!')).toBeTruthy();
  });

  it.each([
    ['taken', 'Någon med denna UNO KOD finns redan'],
    ['bad', 'Fel vid skapning av gästkonto.'],
    ['offline', 'Fel vid skapning av gästkonto.'],
  ] as const)('on %s says %j', async (outcome, text) => {
    renderForm([createMock(null, outcome)]);
    fill('Sara', 'Nord', '5123');
    fireEvent.click(screen.getByRole('button', { name: 'Skapa Användare' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});
