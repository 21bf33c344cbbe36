import { act, fireEvent, render, screen } from '@testing-library/react';
import { adminPeople } from '../../i18n/sv/admin-people';
import { AccountForm } from './AccountForm';

const t = adminPeople.accounts;
const shelters = [{ id: '7', name: 'Härbärget Ljusglimten', archived: false }];
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Spara' })));

function fill() {
  type('E-post', 'ina@noq.example');
  type('Förnamn', 'Ina');
  type('Efternamn', 'Bjud');
  fireEvent.click(screen.getByRole('checkbox', { name: /Volontär/ }));
}

describe('AccountForm with e-mail configured (issue 20 §6)', () => {
  it('invites by default: no password field, and no password is sent', async () => {
    const onSave = jest.fn().mockResolvedValue(null);
    render(<AccountForm editing={null} shelters={shelters} invites onSave={onSave} />);
    expect((screen.getByRole('radio', { name: t.inviteByMail }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Startlösenord/)).toBeNull();
    fill();
    await save();
    expect(onSave).toHaveBeenCalledWith(
      { email: 'ina@noq.example', firstName: 'Ina', lastName: 'Bjud', groups: ['volunteer'], shelterId: null },
      null,
    );
  });

  it('still takes an initial password when the admin chooses one', async () => {
    const onSave = jest.fn().mockResolvedValue(null);
    render(<AccountForm editing={null} shelters={shelters} invites onSave={onSave} />);
    fireEvent.click(screen.getByRole('radio', { name: t.giveInitialPassword }));
    fill();
    type(/Startlösenord/, 'kort');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    type(/Startlösenord/, 'startlösen-1');
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ email: 'ina@noq.example' }), 'startlösen-1');
  });

  it('without e-mail, shows no choice and asks for the initial password', () => {
    render(<AccountForm editing={null} shelters={shelters} onSave={jest.fn()} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByLabelText(/Startlösenord/)).toBeTruthy();
  });
});
