/** OpenAPI: the admin's Utskick (issue 20 §5). */
import { arrayOf, int, nullable, obj, ref, str, type Operations, type Schemas } from '../platform/rest/openapi';
import { ROLES } from '../domain/roles';
import { OUTBOX_STATUSES } from './notify.rules';

const instant: Record<string, unknown> = { type: 'string', format: 'date-time' };

export const schemas: Schemas = {
  OutboxMessage: obj({
    id: int,
    created_at: instant,
    template: { ...str, description: 'The catalogue template, e.g. booking.assigned, host.digest, or an account message.' },
    channel: { type: 'string', enum: ['email', 'sms'] },
    status: {
      type: 'string',
      enum: [...OUTBOX_STATUSES],
      description: 'pending (Väntar), sent (Skickat), failed (Misslyckat), no_channel (Ej skickat – ingen kanal).',
    },
    attempts: int,
    next_attempt_at: nullable(instant),
    sent_at: nullable(instant),
    last_error: nullable(str),
    address: { ...str, description: 'The recipient, masked (an•••@example.org, •••••4567).' },
  }),
  OutboxPage: obj({ total: int, page: int, page_size: int, items: arrayOf(ref('OutboxMessage')) }),
};

export const operations: Operations = {
  '/api/admin/outbox': {
    get: {
      summary: 'Utskick: outgoing e-mails and SMS, newest first, 25 a page; never a message text.',
      role: ROLES.admin,
      ok: ref('OutboxPage'),
      params: [
        { name: 'page', in: 'query', schema: { type: 'string', pattern: '^[0-9]+$' }, description: 'The page, from 1 (default 1).' },
        { name: 'status', in: 'query', schema: { type: 'string', enum: [...OUTBOX_STATUSES] }, description: 'Only this status.' },
      ],
      errors: [400],
    },
  },
};
