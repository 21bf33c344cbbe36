// Apollo mocks of the app shell for component tests: the session (`me`) and the top bar's queries.
import type { MockLink } from '@apollo/client/testing';
import type { Group, MeQuery } from '../gql/graphql';
import { AppConfigDocument } from '../app/shell/shell.graphql';
import { UnreadNotificationsDocument } from '../lib/notifications.graphql';
import { MeDocument } from '../lib/session.graphql';

/** `__typename` lets Apollo normalise the person (Me:id), as with the real server's answers. */
export type Person = NonNullable<MeQuery['me']> & { __typename?: 'Me' };

export function person(groups: Group[], overrides: Partial<Person> = {}): Person {
  return {
    __typename: 'Me',
    id: '7',
    username: 'anna@noq.example',
    firstName: 'Anna',
    lastName: 'Lind',
    usergroups: groups,
    mustChangePassword: false,
    gender: null,
    language: 'sv',
    host: null,
    ...overrides,
  };
}

/** `me` answers, as often as asked. */
export const meMock = (me: MeQuery['me']): MockLink.MockedResponse<MeQuery> => ({
  request: { query: MeDocument },
  result: { data: { me } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The top bar's bell and the chat configuration. */
export function topBarMocks({ unread = 0, chatScripts = [] as string[] } = {}): MockLink.MockedResponse[] {
  return [
    {
      request: { query: UnreadNotificationsDocument },
      result: { data: { notifications: { __typename: 'NotificationFeed', unreadCount: unread } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: AppConfigDocument },
      result: { data: { appConfig: { __typename: 'AppConfig', chatScripts } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** Everything the shell asks when `me` is logged in. */
export const sessionMocks = (me: Person, topBar: Parameters<typeof topBarMocks>[0] = {}): MockLink.MockedResponse[] => [
  meMock(me),
  ...topBarMocks(topBar),
];
