/**
 * Names a GraphQL request for its log line and metrics (issue 32; platform/request-log.ts): the
 * operation's kind and first root field (`mutation requestBooking`), from the schema, never the
 * client's operation name (a free text a client chooses), and the first error's code.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind } from 'graphql';
import type { Context } from './context';
import type { ObservedLocals } from '../request-log';

const localsOf = (ctx: Context): ObservedLocals | undefined => (ctx as { res?: { locals: ObservedLocals } }).res?.locals;

export function operationPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          const locals = localsOf(rc.contextValue);
          if (!locals || !rc.operation) return;
          const first = rc.operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
          const field = first?.kind === Kind.FIELD ? first.name.value : '?';
          const more = rc.operation.selectionSet.selections.length > 1 ? ' +' : '';
          locals.operation = `${rc.operation.operation} ${field}${more}`;
        },
        async willSendResponse(rc) {
          const locals = localsOf(rc.contextValue);
          if (!locals || rc.response.body.kind !== 'single') return;
          const code = rc.response.body.singleResult.errors?.[0]?.extensions?.code;
          if (typeof code === 'string') locals.errorCode = code;
        },
      };
    },
  };
}
