import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AdminGuestRowFragment } from '../../gql/graphql';
import { AccountForm } from './AccountForm';
import { GuestForm } from './GuestForm';
import { RoomForm } from './RoomForm';
import { ShelterForm } from './ShelterForm';

const regions = [
  { id: '1', name: 'Stockholm', archived: false },
  { id: '2', name: 'Gamla regionen', archived: true },
];
const shelters = [{ id: '7', name: 'Härbärget Ljusglimten', archived: false }];

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name = 'Spara') => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('ShelterForm', () => {
  it("shows each field's error, sends nothing, and offers only open regions", async () => {
    const onSave = jest.fn();
    render(<ShelterForm editing={null} regions={regions} onSave={onSave} />);
    expect(screen.queryByRole('option', { name: 'Gamla regionen' })).toBeNull();
    type('Postnummer', '12');
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Rätta de markerade fälten.');
    expect(screen.getByLabelText('Namn').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Måste fyllas i.')).toBeTruthy();
    expect(screen.getByText('Postnumret måste vara fem siffror.')).toBeTruthy();
    expect(screen.getByText('Välj en region.')).toBeTruthy();
  });

  it("sends a valid shelter (postcode without spaces) and shows the server's refusal", async () => {
    const onSave = jest.fn().mockResolvedValue('Regionen finns inte.');
    render(<ShelterForm editing={null} regions={regions} onSave={onSave} />);
    type('Namn', '  Nya härbärget ');
    type('Region', '1');
    type('Postnummer', '123 45');
    type('Ort', 'Malmö');
    await submit();
    expect(onSave).toHaveBeenCalledWith({
      name: 'Nya härbärget',
      street: '',
      postcode: '12345',
      city: 'Malmö',
      regionId: '1',
      image: null,
    });
    expect(screen.getByRole('alert').textContent).toBe('Regionen finns inte.');
  });
});

describe('AccountForm', () => {
  it('requires a valid e-mail, names, a group, a shelter for host staff and an 8-character password', async () => {
    const onSave = jest.fn();
    render(<AccountForm editing={null} shelters={shelters} onSave={onSave} />);
    type('E-post', 'inte-en-adress');
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Ange en giltig e-postadress.')).toBeTruthy();
    expect(screen.getByText('Välj minst en grupp.')).toBeTruthy();
    expect(screen.getByText('Lösenordet måste vara minst 8 tecken.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Värdpersonal/ }));
    await submit();
    expect(screen.getByText('Värdpersonal måste ha ett boställe.')).toBeTruthy();
  });

  it("sends the groups in the order ticked, the host's shelter and the initial password", async () => {
    const onSave = jest.fn().mockResolvedValue(null);
    render(<AccountForm editing={null} shelters={shelters} onSave={onSave} />);
    type('E-post', 'vera@noq.example');
    type('Förnamn', 'Vera');
    type('Efternamn', 'Värd');
    fireEvent.click(screen.getByRole('checkbox', { name: /Volontär/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Värdpersonal/ }));
    type('Boställe (värdpersonal)', '7');
    type(/Startlösenord/, 'första-lösen');
    await submit();
    expect(onSave).toHaveBeenCalledWith(
      { email: 'vera@noq.example', firstName: 'Vera', lastName: 'Värd', groups: ['volunteer', 'host'], shelterId: '7' },
      'första-lösen',
    );
  });
});

describe('GuestForm', () => {
  const guest: AdminGuestRowFragment = {
    id: '5',
    firstName: 'Gun',
    lastName: 'Gäst',
    gender: 'K',
    street: '',
    postcode: '',
    city: '',
    country: '',
    phone: '',
    email: null,
    unokod: '1234',
    dayOfBirth: null,
    personnrLastnr: '',
    requirements: '',
    flag: false,
    region: null,
  };

  it('refuses a bad UNO code, birth date and personnummer digits', async () => {
    const onSave = jest.fn();
    render(<GuestForm guest={guest} regions={regions} onSave={onSave} onCancel={() => undefined} />);
    type('UNO-kod', '12a');
    type('Födelsedatum (ÅÅÅÅ-MM-DD)', '3 maj');
    type('Personnummer, fyra sista', '12');
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('UNO-koden måste vara exakt 4 siffror.')).toBeTruthy();
    expect(screen.getByText('Skriv datumet som ÅÅÅÅ-MM-DD.')).toBeTruthy();
    expect(screen.getByText('Fyra siffror.')).toBeTruthy();
  });

  it('sends every field', async () => {
    const onSave = jest.fn().mockResolvedValue(null);
    render(<GuestForm guest={guest} regions={regions} onSave={onSave} onCancel={() => undefined} />);
    type('Ort', 'Lund');
    type('Region', '1');
    await submit();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Gun',
        unokod: '1234',
        gender: 'K',
        city: 'Lund',
        regionId: '1',
        email: null,
        dayOfBirth: null,
      }),
    );
  });
});

describe('RoomForm', () => {
  it("requires a name and a whole number of places from 0 to 1000, then sends Mina Rum's fields", async () => {
    const onSave = jest.fn().mockResolvedValue(null);
    render(<RoomForm editing={null} onSave={onSave} onCancel={() => undefined} />);
    type('Antal sovplatser', '1001');
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Måste fyllas i.')).toBeTruthy();
    expect(screen.getByText('Ett heltal mellan 0 och 1000.')).toBeTruthy();

    type('Namn', 'Sovsal');
    type('Antal sovplatser', '6');
    await submit();
    expect(onSave).toHaveBeenCalledWith({ name: 'Sovsal', totalPlaces: 6, description: '', requirements: '', type: 'room' });
  });
});
