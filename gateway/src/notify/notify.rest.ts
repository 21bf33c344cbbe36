import { type Request, Router } from 'express';
import { ROLES } from '../domain/roles';
import { AppError } from '../platform/errors';
import { MESSAGES } from '../platform/messages';
import { shim } from '../platform/rest/http';
import type { OutboxMessageView } from './notify.view';

/** An outbox row on the wire (snake_case, DESIGN §11); never the text, params or secret. */
export const outboxMessageWire = (m: OutboxMessageView) => ({
  id: m.id,
  created_at: m.createdAt.toISOString(),
  template: m.template,
  channel: m.channel,
  status: m.status,
  attempts: m.attempts,
  next_attempt_at: m.nextAttemptAt?.toISOString() ?? null,
  sent_at: m.sentAt?.toISOString() ?? null,
  last_error: m.lastError,
  address: m.address,
});

function queryText(req: Request, name: string): string | undefined {
  const v: unknown = req.query[name];
  if (v === undefined || typeof v === 'string') return v;
  throw new AppError('BAD_USER_INPUT', MESSAGES.BAD_USER_INPUT.givenOnce(name));
}

/** Utskick under /api/admin (issue 20 §5): the same service call as the GraphQL query `outboxMessages`. */
export function notifyRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/outbox',
    shim(ROLES.admin, async ({ req, actor, services }) => {
      const pageText = queryText(req, 'page');
      const page = pageText === undefined ? 1 : /^[0-9]{1,7}$/.test(pageText) ? Number(pageText) : Number.NaN;
      const status = queryText(req, 'status');
      const result = await services.notify.list(actor, { page, status: status === undefined || status === '' ? null : status });
      return { total: result.total, page: result.page, page_size: result.pageSize, items: result.items.map(outboxMessageWire) };
    }),
  );
  return r;
}
