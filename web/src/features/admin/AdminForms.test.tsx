import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AdminGuestRowFragment, AdminShelterRowFragment } from '../../gql/graphql';
import { AccountForm } from './AccountForm';
import { GuestForm } from './GuestForm';
import { RoomForm } from './RoomForm';
import { ShelterForm } from './ShelterForm';
import { validateShelter } from './validation';

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
      phone: null,
      checkInFrom: null,
      checkInUntil: null,
      houseRules: '',
      houseRulesTranslations: [],
      criteria: [],
      latitude: null,
      longitude: null,
      releaseNoShows: true,
    });
    expect(screen.getByRole('alert').textContent).toBe('Regionen finns inte.');
  });

  const editing: AdminShelterRowFragment = {
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
    criteria: ['drug_tolerant', 'pets_allowed'],
    latitude: 59.3436,
    longitude: 18.0451,
    releaseNoShows: true,
    archived: false,
    region: { id: '1', name: 'Stockholm' },
  };

  it("shows what a guest needs to get there, labelled, with the shelter's values", () => {
    render(<ShelterForm editing={editing} regions={regions} onSave={jest.fn()} onCancel={() => undefined} />);
    expect((screen.getByLabelText('Telefon') as HTMLInputElement).value).toBe('08-465 004 40');
    const from = screen.getByLabelText('Incheckning från') as HTMLInputElement;
    expect([from.type, from.value]).toEqual(['time', '19:00']);
    expect((screen.getByLabelText('Senaste incheckning') as HTMLInputElement).value).toBe('23:00');
    expect(from.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByLabelText('Husregler').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Latitud') as HTMLInputElement).value).toBe('59,3436');
    expect((screen.getByLabelText('Longitud') as HTMLInputElement).value).toBe('18,0451');
    const criteria = screen.getByRole('group', { name: 'Kriterier' });
    const boxes = screen.getAllByRole('checkbox').map((b) => [b.closest('label')?.textContent, (b as HTMLInputElement).checked]);
    expect(criteria).toBeTruthy();
    expect(boxes).toEqual([
      ['Endast kvinnor', false],
      ['Drogtolerant', true],
      ['Tillgänglighetsanpassat', false],
      ['Husdjur tillåtna', true],
      ['Kräver biståndsbeslut', false],
      // The no-show release (issue 19 §6), on for this shelter.
      ['Släpp uteblivna gäster vid senaste incheckningstid', true],
    ]);
  });

  // (A time input holds only valid times: the browser, and jsdom, drop anything else.)
  it('refuses a bad phone or coordinates under their fields, and sends nothing', async () => {
    const onSave = jest.fn();
    render(<ShelterForm editing={editing} regions={regions} onSave={onSave} onCancel={() => undefined} />);
    type('Telefon', '08-ABC');
    type('Latitud', '91');
    type('Longitud', '');
    await submit();
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Bara siffror, mellanslag, bindestreck, parenteser och ett inledande +; 5–15 siffror.')).toBeTruthy();
    expect(screen.getByText('Ett tal från -90 till 90.')).toBeTruthy();
    expect(screen.getByLabelText('Telefon').getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Ett tal från -90 till 90.');
    expect(screen.getByLabelText('Latitud').getAttribute('aria-describedby')).toContain(error.id);

    type('Latitud', '59,5');
    await submit();
    expect(screen.getByText('Fyll i både latitud och longitud, eller ingen av dem.')).toBeTruthy();
  });

  it('sends the edited facts: criteria in the catalogue order, coordinates as numbers, empty times as null', async () => {
    const onSave = jest.fn().mockResolvedValue(null);
    render(<ShelterForm editing={editing} regions={regions} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Husdjur tillåtna' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kräver biståndsbeslut' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Endast kvinnor' }));
    type('Senaste incheckning', '');
    type('Latitud', '59.35');
    type('Husregler', '  Inga husdjur.  ');
    await submit();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '08-465 004 40',
        checkInFrom: '19:00',
        checkInUntil: null,
        houseRules: 'Inga husdjur.',
        houseRulesTranslations: [],
        criteria: ['women_only', 'drug_tolerant', 'requires_decision'],
        latitude: 59.35,
        longitude: 18.0451,
        releaseNoShows: true,
      }),
    );
  });

  it("uploads a photo for the shelter being edited, and the form's Bild follows (issue 19)", async () => {
    const realFetch = globalThis.fetch;
    const sent: string[] = [];
    globalThis.fetch = (async (url: string) => {
      sent.push(url);
      return { ok: true, status: 200, json: async () => ({ image: '/api/shelters/3/photo?v=abc' }) } as unknown as Response;
    }) as typeof fetch;
    try {
      const onSave = jest.fn().mockResolvedValue(null);
      render(<ShelterForm editing={editing} regions={regions} onSave={onSave} onCancel={() => undefined} />);
      const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'hus.jpg', { type: 'image/jpeg' });
      fireEvent.change(screen.getByLabelText('Välj foto'), { target: { files: [file] } });
      expect(await screen.findByText('Fotot sparades.')).toBeTruthy();
      expect(sent).toEqual([`/api/admin/shelters/${editing.id}/photo`]);
      await submit();
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ image: '/api/shelters/3/photo?v=abc' }));
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('offers no photo upload for a shelter not yet made', () => {
    render(<ShelterForm editing={null} regions={regions} onSave={jest.fn()} />);
    expect(screen.queryByLabelText('Välj foto')).toBeNull();
  });
});

describe('validateShelter', () => {
  const valid = {
    name: 'Härbärget',
    street: '',
    postcode: '',
    city: '',
    regionId: '1',
    image: '',
    phone: '',
    checkInFrom: '',
    checkInUntil: '',
    houseRules: '',
    houseRulesTranslations: [],
    houseRulesIn: { en: '', pl: '', ro: '', ar: '' },
    criteria: [],
    latitude: '',
    longitude: '',
    releaseNoShows: true,
  };

  it('checks the times where a browser shows the time field as text', () => {
    expect(validateShelter({ ...valid, checkInFrom: '18:00', checkInUntil: '00:30' })).toEqual({});
    expect(validateShelter({ ...valid, checkInFrom: '8:00', checkInUntil: '24:00' })).toEqual({
      checkInFrom: 'Skriv tiden som TT:MM, t.ex. 18:00.',
      checkInUntil: 'Skriv tiden som TT:MM, t.ex. 18:00.',
    });
  });

  it('takes a decimal comma or point, and the edges of the ranges', () => {
    expect(validateShelter({ ...valid, latitude: '-90', longitude: '180,0' })).toEqual({});
    expect(validateShelter({ ...valid, latitude: '59.3', longitude: 'öst' })).toEqual({ longitude: 'Ett tal från -180 till 180.' });
    expect(validateShelter({ ...valid, houseRules: 'x'.repeat(2001) })).toEqual({ houseRules: 'Högst 2000 tecken.' });
    expect(validateShelter({ ...valid, phone: '+46 (0)8-465 004 12' })).toEqual({});
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
