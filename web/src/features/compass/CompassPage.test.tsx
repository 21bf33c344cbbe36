import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { compass as en } from '../../i18n/en/compass';
import { compass as svTexts } from '../../i18n/sv/compass';
import { COMPASS_KEY, readCompass } from '../../lib/compass-offline';
import { renderRoute } from '../../test-support/render';
import { person, sessionMocks } from '../../test-support/session-mocks';
import { CompassResourcesDocument } from './compass.graphql';

const resource = (id: string, name: string, openNow: boolean, kind = 'meals') => ({
  __typename: 'CompassResource' as const,
  id,
  name,
  kind,
  audiences: ['everyone', 'eu_citizens'],
  street: 'Fleminggatan 1',
  postcode: '11226',
  city: 'Stockholm',
  mapUrl: 'https://www.openstreetmap.org/?mlat=59.33&mlon=18.04#map=17/59.33/18.04',
  phone: '08-123 45 67',
  description: 'Frukost varje vardag.',
  descriptionTranslations: [{ __typename: 'CompassTextTranslation' as const, language: 'en', text: 'Breakfast every weekday.' }],
  weeklyHours: [{ __typename: 'WeeklyOpening' as const, weekday: 1, opens: '08:00', closes: '10:00' }],
  exceptions: [],
  status: {
    __typename: 'OpenStatus' as const,
    openNow,
    closesAt: openNow ? '10:00' : null,
    opensNextDate: null,
    opensNextTime: null,
    todayHours: [{ __typename: 'TimeRange' as const, opens: '08:00', closes: '10:00' }],
  },
  distanceKm: null,
  latitude: 59.33,
  longitude: 18.04,
  mayEdit: false,
  region: { __typename: 'NamedRef' as const, id: '1', name: 'Stockholm' },
  shelter: null,
});

const listMock = (variables: Record<string, unknown>, resources: ReturnType<typeof resource>[]): MockLink.MockedResponse => ({
  request: { query: CompassResourcesDocument, variables },
  result: { data: { compassResources: resources } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const all = listMock({ kind: null, openNow: false, near: null }, [
  resource('1', 'Frukostklubben', true),
  resource('2', 'Kvällsduschen', false, 'shower_laundry'),
]);
const openOnly = listMock({ kind: null, openNow: true, near: null }, [resource('1', 'Frukostklubben', true)]);

beforeEach(() => window.localStorage.removeItem(COMPASS_KEY));

describe('Kompassen', () => {
  it('a guest reads the list in Swedish: status, today’s hours, map and phone links; keeps it for the offline page', async () => {
    renderRoute('/compass', [...sessionMocks(person(['user'])), all, openOnly]);
    const card = (await screen.findByRole('heading', { name: 'Frukostklubben' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Öppet nu · stänger 10:00')).toBeTruthy();
    expect(within(card).getByText('I dag: 08:00–10:00')).toBeTruthy();
    expect(within(card).getByText(/Mat · För: Alla, EU-medborgare/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /^Visa på karta/ })
        .getAttribute('href'),
    ).toContain('openstreetmap.org');
    expect(within(card).getByRole('link', { name: '08-123 45 67' }).getAttribute('href')).toBe('tel:081234567');
    expect(within(card).getByText('Frukost varje vardag.').getAttribute('lang')).toBe('sv');
    expect(screen.getByText(svTexts.count(2))).toBeTruthy();
    const kept = readCompass();
    expect(kept?.resources.map((r) => r.name)).toEqual(['Frukostklubben', 'Kvällsduschen']);
    expect(kept?.resources[1]?.kind).toBe('Dusch och tvätt');

    fireEvent.click(screen.getByRole('checkbox', { name: svTexts.openNow }));
    expect(await screen.findByText(svTexts.count(1))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Kvällsduschen' })).toBeNull();
  });

  it('speaks the guest’s language, with the free text translated and marked', async () => {
    renderRoute('/compass', [...sessionMocks(person(['user'], { language: 'en' })), all], { language: 'en' });
    expect(await screen.findByRole('heading', { name: en.heading })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Frukostklubben' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Open now · closes 10:00')).toBeTruthy();
    expect(within(card).getByText('Breakfast every weekday.').getAttribute('lang')).toBe('en');
    expect(within(card).getByText(/Food · For: Everyone, EU citizens/)).toBeTruthy();
  });
});
