import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { sv } from '../../i18n/sv';
import { renderRoute } from '../../test-support/render';
import { GuestSheltersDocument } from '../guest/testing';
import { LoginDocument, MeDocument } from '../../lib/session.graphql';
import { meMock, person, topBarMocks } from '../../test-support/session-mocks';

const t = sv.auth.login;

describe('login page (SPEC §2, §5)', () => {
  it('has the title, both required fields with the e-mail focused, and the links', async () => {
    renderRoute('/login', [meMock(null)]);

    const email = (await screen.findByLabelText(t.email)) as HTMLInputElement;
    const password = screen.getByLabelText(t.password) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Välkommen till noQ' })).toBeTruthy();
    expect(email.required && password.required).toBe(true);
    expect(password.type).toBe('password');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText('Glömt lösenordet?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skapa konto' }).getAttribute('href')).toBe('/register');
  });

  it("says 'Autentisering misslyckades.' and empties both fields when the login fails", async () => {
    renderRoute('/login', [
      meMock(null),
      {
        request: { query: LoginDocument, variables: { email: 'anna@noq.example', password: 'fel' } },
        result: { errors: [new GraphQLError('Autentisering misslyckades.', { extensions: { code: 'LOGIN_FAILED' } })] },
      },
    ]);

    const email = (await screen.findByLabelText(t.email)) as HTMLInputElement;
    const password = screen.getByLabelText(t.password) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'anna@noq.example' } });
    fireEvent.change(password, { target: { value: 'fel' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));

    expect((await screen.findByRole('alert')).textContent).toBe('Autentisering misslyckades.');
    expect(email.value).toBe('');
    expect(password.value).toBe('');
  });

  it('fails the same way when the server cannot be reached', async () => {
    renderRoute('/login', [
      meMock(null),
      { request: { query: LoginDocument, variables: { email: 'a@b.se', password: 'x' } }, error: new Error('offline') },
    ]);

    fireEvent.change(await screen.findByLabelText(t.email), { target: { value: 'a@b.se' } });
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));

    expect((await screen.findByRole('alert')).textContent).toBe(t.failed);
  });

  it('says why when logins are throttled (TOO_MANY_REQUESTS)', async () => {
    const why = 'För många försök. Vänta en stund och försök igen.';
    renderRoute('/login', [
      meMock(null),
      {
        request: { query: LoginDocument, variables: { email: 'a@b.se', password: 'x' } },
        result: { errors: [new GraphQLError(why, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);

    const email = (await screen.findByLabelText(t.email)) as HTMLInputElement;
    fireEvent.change(email, { target: { value: ' a@b.se ' } });
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));

    expect((await screen.findByRole('alert')).textContent).toBe(`${t.failed} ${why}`);
    expect(email.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('somebody logged in who logs in again as another person gets the new session, nothing of the first', async () => {
    const anna = person(['user']);
    const erik = person(['user'], { id: '8', username: 'erik@noq.example', firstName: 'Erik', lastName: 'Berg' });
    let current = anna;
    renderRoute('/login', [
      { request: { query: MeDocument }, result: () => ({ data: { me: current } }), maxUsageCount: Number.POSITIVE_INFINITY },
      {
        request: { query: LoginDocument, variables: { email: 'erik@noq.example', password: 'noqdemo' } },
        result: () => {
          current = erik;
          return { data: { login: erik } };
        },
      },
      ...topBarMocks(),
      { request: { query: GuestSheltersDocument }, result: { data: { shelters: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    await waitFor(() => expect(document.querySelector('.top-bar__name')?.textContent).toBe('Anna Lind'));

    fireEvent.change(screen.getByLabelText(t.email), { target: { value: 'erik@noq.example' } });
    fireEvent.change(screen.getByLabelText(t.password), { target: { value: 'noqdemo' } });
    fireEvent.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByRole('heading', { level: 1, name: sv.guest.shelters.heading })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.top-bar__name')?.textContent).toBe('Erik Berg'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
