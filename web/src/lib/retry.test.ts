/**
 * Safe retries of booking requests (issue 15): which failures are retried (once, with the same
 * variables), through a real Apollo client whose link answers as the server or the network would.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { RequestBookingDocument } from '../features/guest/testing';
import { isAmbiguousFailure, newIdempotencyKey, withOneRetry } from './retry';

type Answer = { kind: 'data' } | { kind: 'gqlError'; code: string } | { kind: 'network' } | { kind: 'http'; status: number };

/** A client whose link gives the answers in turn and records each request's variables. */
function clientAnswering(answers: Answer[]) {
  const seen: Record<string, unknown>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        seen.push(operation.variables);
        const answer = answers[seen.length - 1] ?? { kind: 'network' };
        setTimeout(() => {
          if (answer.kind === 'network') {
            observer.error(new TypeError('Failed to fetch'));
          } else if (answer.kind === 'http') {
            const response = { status: answer.status, headers: new Map() } as unknown as Response;
            observer.error(
              new ServerError(`Response not successful: Received status code ${answer.status}`, {
                response,
                bodyText: '<html>Bad Gateway</html>',
              }),
            );
          } else if (answer.kind === 'gqlError') {
            observer.next({ data: null, errors: [new GraphQLError('fel', { extensions: { code: answer.code } })] });
            observer.complete();
          } else {
            const input = operation.variables.input as { startDate: string; endDate: string };
            observer.next({
              data: {
                requestBooking: { __typename: 'Booking', id: '7', status: 'pending', startDate: input.startDate, endDate: input.endDate },
              },
            });
            observer.complete();
          }
        }, 0);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const input = { productId: '1', startDate: '2099-01-01', endDate: '2099-01-02', idempotencyKey: newIdempotencyKey() };
  const send = () => withOneRetry(() => client.mutate({ mutation: RequestBookingDocument, variables: { input } }), 0);
  return { seen, send, input };
}

describe('withOneRetry around a booking request', () => {
  it.each<[string, Answer]>([
    ['a network error', { kind: 'network' }],
    ['INTERNAL_SERVER_ERROR', { kind: 'gqlError', code: 'INTERNAL_SERVER_ERROR' }],
    ["a proxy's 502", { kind: 'http', status: 502 }],
  ])('after %s sends the same request once more, with the same key', async (_what, failure) => {
    const { seen, send, input } = clientAnswering([failure, { kind: 'data' }]);
    const result = await send();
    expect(result.data?.requestBooking.id).toBe('7');
    expect(seen).toEqual([{ input }, { input }]);
  });

  it('gives up after the one retry', async () => {
    const { seen, send } = clientAnswering([{ kind: 'network' }, { kind: 'gqlError', code: 'INTERNAL_SERVER_ERROR' }, { kind: 'data' }]);
    await expect(send()).rejects.toBeTruthy();
    expect(seen).toHaveLength(2);
  });

  it.each<[string, Answer]>([
    ['a refusal with a reason', { kind: 'gqlError', code: 'BOOKING_OVERLAP' }],
    ['BUSY (nothing changed)', { kind: 'gqlError', code: 'BUSY' }],
    ['a reused key', { kind: 'gqlError', code: 'IDEMPOTENCY_KEY_REUSED' }],
    ['a 4xx without GraphQL', { kind: 'http', status: 413 }],
  ])('does not retry %s', async (_what, failure) => {
    const { seen, send } = clientAnswering([failure, { kind: 'data' }]);
    await expect(send()).rejects.toBeTruthy();
    expect(seen).toHaveLength(1);
  });

  it('does not retry an error of our own code (not from the network)', async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new TypeError('a bug'));
    };
    await expect(withOneRetry(failing, 0)).rejects.toThrow('a bug');
    expect(calls).toBe(1);
    expect(isAmbiguousFailure(new TypeError('a bug'))).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('is 128 random bits in hex, new each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
  });
});
