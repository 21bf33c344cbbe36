import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import type { ActivityFieldsFragment, VolunteerActivitiesQuery } from '../../gql/graphql';
import { sv } from '../../i18n/sv-activities';
import { SignUpForActivityDocument, VolunteerActivitiesDocument } from './activities.graphql';
import { VolunteerActivitiesPage } from './VolunteerActivitiesPage';

const t = sv.activities;

// The mocks carry __typename (the cache needs it to read the fragments); the generated types leave it out.
const activity = (over: Partial<ActivityFieldsFragment>): ActivityFieldsFragment =>
  ({
    __typename: 'Activity',
    id: '1',
    title: 'Kvällsmottagning',
    description: 'Ta emot gäster.',
    date: '2030-05-03',
    startTime: '18:00',
    endTime: '21:00',
    volunteersNeeded: 3,
    signedUp: 1,
    placesLeft: 2,
    status: 'planned',
    signedUpByMe: false,
    shelter: { __typename: 'NamedRef', id: '7', name: 'Ankaret' },
    ...over,
  }) as unknown as ActivityFieldsFragment;

const listMock = (
  activities: ActivityFieldsFragment[],
  mine: ActivityFieldsFragment[] = [],
): MockLink.MockedResponse<VolunteerActivitiesQuery> => ({
  request: { query: VolunteerActivitiesDocument },
  result: {
    data: {
      activities,
      myActivities: mine,
      myVolunteerTasks: [
        {
          __typename: 'VolunteerTask',
          id: '5',
          title: 'Handla kaffe',
          description: '',
          status: 'todo',
          volunteer: { __typename: 'ActivityPerson', id: '9', firstName: 'Vera', lastName: 'V' },
          activity: null,
        },
      ],
    } as unknown as VolunteerActivitiesQuery,
  },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <VolunteerActivitiesPage />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('VolunteerActivitiesPage', () => {
  it('lists upcoming activities with places left, a full one without a sign-up, and my tasks', async () => {
    renderPage([listMock([activity({}), activity({ id: '2', title: 'Frukost', placesLeft: 0, signedUp: 3 })])]);
    expect(await screen.findByRole('heading', { name: 'Kvällsmottagning' })).toBeTruthy();
    expect(screen.getByText(t.placesLeft(2, 3))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.signUpNamed('Frukost', '2030-05-03') }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(t.mineEmpty)).toBeTruthy();
    expect((screen.getByLabelText(t.taskStatusLabel('Handla kaffe')) as HTMLSelectElement).value).toBe('todo');
  });

  it('signs up with the shared phone', async () => {
    const signedUp = activity({ signedUpByMe: true, signedUp: 2, placesLeft: 1 });
    renderPage([
      listMock([activity({})]),
      {
        request: { query: SignUpForActivityDocument, variables: { id: '1', phone: '070-123 45 67' } },
        result: { data: { signUpForActivity: signedUp } },
      },
      listMock([signedUp], [signedUp]),
    ]);
    const button = await screen.findByRole('button', { name: t.signUpNamed('Kvällsmottagning', '2030-05-03') });
    fireEvent.change(screen.getByLabelText(t.phoneLabel), { target: { value: '070-123 45 67' } });
    fireEvent.click(button);
    expect(await screen.findByText(t.signedUp('Kvällsmottagning'))).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: t.cancelSignupNamed('Kvällsmottagning', '2030-05-03') }).length).toBeGreaterThan(0),
    );
  });

  it("shows the server's Swedish refusal when the activity is full", async () => {
    renderPage([
      listMock([activity({})]),
      {
        request: { query: SignUpForActivityDocument, variables: { id: '1', phone: null } },
        result: {
          errors: [new GraphQLError('Aktiviteten är fullbokad: alla platser är tagna.', { extensions: { code: 'ACTIVITY_FULL' } })],
        },
      },
      listMock([activity({ placesLeft: 0, signedUp: 3 })]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: t.signUpNamed('Kvällsmottagning', '2030-05-03') }));
    expect((await screen.findByRole('alert')).textContent).toContain('Aktiviteten är fullbokad');
  });
});
