/**
 * Apollo Server behind express (issue 22 §4): what `@as-integrations/express5`'s expressMiddleware
 * does, without the per-request work this gateway has no use for. The request reaches Apollo the
 * same way (every header, the method, the query string, the parsed body; Apollo's own CSRF
 * prevention, limits and error handling run unchanged); the answer leaves through `res.end` with
 * its length instead of express's `res.send`, which hashed every answer for an ETag that a POST
 * never uses and looked at the request's freshness headers, and the query string is cut out of the
 * URL instead of parsing the whole URL with the legacy `url.parse` (1.5 % of the gateway's CPU under
 * load, issue 22's profile). A GET (the web's persisted queries, web/src/lib/apollo.ts) is answered
 * with `Cache-Control: no-store`.
 */
import type { RequestHandler, Request, Response } from 'express';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';

/** `?a=b` of a request URL (before any `#`), or '' — what `url.parse(url).search ?? ''` gives. */
export function searchOf(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return '';
  const hash = url.indexOf('#', q);
  return hash < 0 ? url.slice(q) : url.slice(q, hash);
}

export function graphqlHandler<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (args: { req: Request; res: Response }) => Promise<C>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res, next) => {
    try {
      if (!('body' in req)) throw new Error('graphqlHandler needs a body parser before it');
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const request: HTTPGraphQLRequest = { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body };
      const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest: request, context: () => context({ req, res }) });
      for (const [name, value] of answer.headers) res.setHeader(name, value);
      // A query by GET (the web's persisted queries) answers with someone's data: no cache keeps it.
      if (request.method === 'GET') res.setHeader('cache-control', 'no-store');
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        res.setHeader('content-length', Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
        return;
      }
      // Incremental delivery (@defer/@stream), as expressMiddleware streams it.
      for await (const chunk of answer.body.asyncIterator) {
        res.write(chunk);
        (res as Response & { flush?: () => void }).flush?.();
      }
      res.end();
    } catch (e) {
      next(e);
    }
  };
}
