/**
 * GraphQL subscriptions over graphql-ws on /graphql, on the same port as everything else. The
 * upgrade is refused for a foreign Origin; the connection is authenticated by the session cookie.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  GraphQLError,
  parse as parseDocument,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { aliasLimitRule, depthLimitRule, documentHoldsForbiddenText, LIMITS } from '../platform/graphql/limits';
import { holdsForbiddenText, TEXT_REFUSED_MESSAGE } from '../platform/text-guard';
import { MESSAGES } from '../platform/messages';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { SESSION_COOKIE } from '../platform/session-cookie';
import { parse } from 'cookie';
import type { SubscriptionContext } from '../platform/graphql/context';
import { createLoaders } from './loaders';
import type { Services } from './services';
import { ownOrigins, type TrustProxy } from '../platform/rest/csrf';

/** How long a closing gateway waits for its WebSocket clients to answer the close. */
const CLOSE_WAIT_MS = 2_000;

function refuse(socket: Duplex, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

const tokenOf = (req: IncomingMessage): string | null => {
  const header = req.headers.cookie;
  return header ? (parse(header)[SESSION_COOKIE] ?? null) : null;
};

export function attachSubscriptions(
  server: Server,
  schema: GraphQLSchema,
  services: Services,
  publicOrigin: string | null,
  trust: TrustProxy = () => false,
): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/graphql') return refuse(socket, '404 Not Found');
    const origin = req.headers.origin;
    if (origin !== undefined && !ownOrigins(req, publicOrigin, trust).has(origin)) return refuse(socket, '403 Forbidden');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const cleanup = useServer<Record<string, unknown>, { actorChecked?: boolean }>(
    {
      schema,
      // Only people with a live session may subscribe.
      onConnect: async (ctx) => (await services.auth.actorForToken(tokenOf(ctx.extra.request))) !== null,
      // The socket is for subscriptions only, with the same checks as /graphql over HTTP (issue
      // 15): graphql-ws would otherwise run any query or mutation sent here, past the text guard,
      // the token, depth and alias limits.
      onSubscribe: (_ctx, _id, payload) => {
        const refused = (message: string) => [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })];
        let document: DocumentNode;
        try {
          document = parseDocument(payload.query, { maxTokens: LIMITS.tokens });
        } catch (e) {
          return e instanceof GraphQLError ? [e] : refused(MESSAGES.BAD_USER_INPUT.default);
        }
        const invalid = validate(schema, document, [...specifiedRules, depthLimitRule, aliasLimitRule]);
        if (invalid.length > 0) return invalid;
        if (getOperationAST(document, payload.operationName ?? undefined)?.operation !== 'subscription') {
          return refused(MESSAGES.BAD_USER_INPUT.subscriptionsOnly);
        }
        if (documentHoldsForbiddenText(document) || holdsForbiddenText(payload.variables)) return refused(TEXT_REFUSED_MESSAGE);
        return { schema, document, variableValues: payload.variables ?? undefined, operationName: payload.operationName ?? undefined };
      },
      context: async (ctx): Promise<SubscriptionContext> => {
        const token = tokenOf(ctx.extra.request);
        return {
          actor: await services.auth.actorForToken(token),
          token,
          services,
          loaders: createLoaders(services),
          cookieSettings: { secure: false },
        };
      },
    },
    wss,
  );
  return {
    /**
     * Every client gets 1001 "going away" (graphql-ws's dispose), so it reconnects, through the
     * balancer, to another gateway (issue 32); one that has not closed within CLOSE_WAIT_MS is cut.
     */
    async close() {
      server.off('upgrade', onUpgrade);
      const disposed = cleanup.dispose();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([disposed, new Promise((r) => (timer = setTimeout(r, CLOSE_WAIT_MS)))]);
      clearTimeout(timer);
      for (const client of wss.clients) client.terminate();
      await disposed;
    },
  };
}
