import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import type { Group } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';
import { meMock, person, sessionMocks } from '../../test-support/session-mocks';
import { AppConfigDocument } from './shell.graphql';

const m = sv.layout.menu;

/** The side menu's entries as [text, href or null]. */
async function menuEntries(): Promise<[string, string | null][]> {
  const nav = await screen.findByRole('navigation', { name: sv.layout.menuLabel });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => [li.textContent ?? '', li.querySelector('a')?.getAttribute('href') ?? null]);
}

const at = (groups: Group[], overrides = {}, topBar = {}) =>
  renderRoute('/user-management', sessionMocks(person(groups, overrides), topBar));

describe('side menu (SPEC §2 Layout), chosen by the first group', () => {
  it('host: eight links ending with Fakturering (issue 21), then Inställningar, Användare, Logga ut', async () => {
    at(['host', 'caseworker']);
    expect(await menuEntries()).toEqual([
      [m.overview, '/host'],
      ['Ikväll', '/host/tonight'],
      [m.requests, '/host/requests'],
      ['Mina Rum', '/host/products'],
      ['Kalender', '/host/calendar'],
      ['Härberget', '/host/shelter'],
      ['Gäster', '/host/guests'],
      ['Fakturering', '/host/invoices'],
      ['Kompassen', '/compass/keep'],
      ['Aktiviteter', '/host/activities'],
      ['Inställningar', null],
      ['Användare', null],
    ]);
    expect(screen.getByRole('button', { name: /Logga ut/ })).toBeTruthy();
  });

  it('caseworker: Överblick, Förfrågningar, Användare, Statistik, Biståndsbeslut (issue 38) and Fakturor (issue 21)', async () => {
    at(['caseworker']);
    expect((await menuEntries()).slice(0, 6)).toEqual([
      ['Överblick', '/caseworker'],
      ['Förfrågningar', '/caseworker/requests'],
      ['Användare', '/caseworker/users'],
      ['Statistik', '/caseworker/statistics'],
      ['Biståndsbeslut', '/caseworker/decisions'],
      ['Fakturor', '/caseworker/invoices'],
    ]);
  });

  it('user: Överblick and Bokningar', async () => {
    at(['user', 'host']);
    expect(await menuEntries()).toEqual([
      ['Överblick', '/user'],
      ['Bokningar', '/user/requests'],
      ['Kompassen', '/compass'],
      ['Inställningar', null],
      ['Användare', null],
    ]);
  });

  it("volunteer: the same two entries, to the volunteer's own pages", async () => {
    at(['volunteer']);
    expect((await menuEntries()).slice(0, 3)).toEqual([
      ['Överblick', '/volunteer'],
      ['Bokningar', '/volunteer/requests'],
      ['Aktiviteter', '/volunteer/activities'],
    ]);
  });

  it('admin: the administration page above the bottom entries, so the column is never empty (issue 23 §12)', async () => {
    at(['admin']);
    expect(await menuEntries()).toEqual([
      ['Administrera', '/administration'],
      ['Aktiviteter', '/administration/activities'],
      ['Kompassen', '/compass/keep'],
      ['Inställningar', null],
      ['Användare', null],
    ]);
  });

  it('nobody logged in: no menu and no menu button', async () => {
    renderRoute('/register', [meMock(null)]);
    await screen.findByRole('heading', { level: 1, name: sv.auth.register.title });
    expect(screen.queryByRole('navigation', { name: sv.layout.menuLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: sv.layout.openMenu })).toBeNull();
  });

  it("folds behind the 'Meny' button on a phone: the button says whether it is open", async () => {
    at(['user']);
    const toggle = await screen.findByRole('button', { name: sv.layout.openMenu });
    const nav = screen.getByRole('navigation', { name: sv.layout.menuLabel });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toContain('side-menu--open');
  });
});

describe('top bar (SPEC §2 Layout)', () => {
  it('shows the full name and the page title after a dash, and the icons', async () => {
    at(['user'], {}, { unread: 4 });

    await waitFor(() => expect(document.querySelector('.top-bar__title')?.textContent).toBe('Anna Lind - Mitt konto'));
    const bell = await screen.findByRole('link', { name: 'Notiser, 4 olästa' });
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.textContent).toBe('4');
    // No badge at zero (issue 33 §13): the mail icon has none; its name still says 0.
    expect(screen.getByRole('img', { name: sv.layout.mail(0) }).textContent).toBe('');
    expect(document.querySelectorAll('.top-bar .badge')).toHaveLength(1);
    expect(screen.getByRole('link', { name: sv.layout.settings }).getAttribute('href')).toBe('/settings');
    const avatar = screen.getByRole('link', { name: `AL ${sv.layout.account('Anna Lind')}` });
    expect(avatar.getAttribute('href')).toBe('/user-management');
    expect(avatar.firstChild?.textContent).toBe('AL');
    // The administration icon is for admins only.
    expect(screen.queryByRole('link', { name: sv.layout.administration })).toBeNull();
    expect(screen.getByRole('link', { name: sv.layout.logoHome }).getAttribute('href')).toBe('/user');
  });

  it('gives admins the administration icon', async () => {
    at(['admin'], { firstName: 'Eva', lastName: 'Admin' });
    expect((await screen.findByRole('link', { name: sv.layout.administration })).getAttribute('href')).toBe('/administration');
  });

  it('shows a plain logo instead of the top bar when no name is known', async () => {
    at(['host'], { firstName: '', lastName: '' });
    await menuEntries();
    expect(screen.queryByRole('navigation', { name: sv.layout.topBarLabel })).toBeNull();
    expect(screen.getByRole('link', { name: sv.layout.logoHome }).getAttribute('href')).toBe('/host');
  });

  it('gives the one first name the other logo colour (SPEC §2)', async () => {
    at(['host'], { firstName: 'Maria', lastName: '' });
    await waitFor(() => expect(document.querySelector('.top-bar__title')?.textContent).toBe('Maria - Mitt konto'));
    expect(screen.getByRole('link', { name: sv.layout.logoHome }).className).toContain('logo--alt');
  });

  it('loads no chat script unless the server names some, then both once', async () => {
    // The signal: the configuration's answer has been handed to the app (the mock answers after a
    // random 20–50 ms, so no fixed wait is long enough); then let React apply it to the widget.
    let configAnswered = false;
    const mocks = sessionMocks(person(['user'])).map((mock): MockLink.MockedResponse =>
      mock.request.query === AppConfigDocument
        ? {
            ...mock,
            result: () => {
              configAnswered = true;
              return mock.result as FormattedExecutionResult;
            },
          }
        : mock,
    );
    renderRoute('/user-management', mocks);
    await screen.findByRole('navigation', { name: sv.layout.topBarLabel });
    await waitFor(() => expect(configAnswered).toBe(true));
    await act(() => Promise.resolve());
    expect(document.querySelectorAll('script[data-noq-chat]')).toHaveLength(0);
  });

  it('adds the two configured chat scripts', async () => {
    at(['user'], {}, { chatScripts: ['https://chat.example/a.js', 'https://chat.example/b.js'] });
    await waitFor(() => expect(document.querySelectorAll('script[data-noq-chat]')).toHaveLength(2));
    expect(Array.from(document.querySelectorAll('script[data-noq-chat]')).map((s) => s.getAttribute('src'))).toEqual([
      'https://chat.example/a.js',
      'https://chat.example/b.js',
    ]);
    document.querySelectorAll('script[data-noq-chat]').forEach((s) => s.remove());
  });
});
