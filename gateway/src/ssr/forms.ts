/**
 * The guest's plain forms (issue 34 §1, progressive enhancement): "Boka i natt" on /user and Avboka
 * on /user/requests are `<form method="post">`s that work without JavaScript (with it, the page's own
 * handlers run instead). Each post calls the same service methods as GraphQL and the REST shims
 * (same rules, ledger, audit and errors), carries the page's idempotency key (booking/idempotency.ts:
 * a form sent twice books once), is refused cross-site like every REST call (platform/rest/csrf.ts),
 * and answers 303 See Other back to its page, which says what happened in the guest's language
 * (web/src/features/guest/FormOutcome.tsx) from the query string: `?tonight=<status>[&queue=n]`,
 * `?tonight=none&shelter=<id>`, `?cancelled=1` or `?refused=<code>`. Never a 500: a failure is a `refused` code.
 * The language menu of the guest's pages is one too: its choice is kept with the account, and the
 * page it was sent from comes back in that language.
 */
import express, { type Request, type Response, Router } from 'express';
import type { Services } from '../platform/services';
import type { Clock } from '../platform/clock';
import { addDays } from '../platform/dates';
import { AppError, asAppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { logError } from '../platform/log';
import { requestScope } from '../platform/request-scope';
import { refuseCrossSite, type TrustProxy } from '../platform/rest/csrf';
import { readSessionToken } from '../platform/session-cookie';
import { parseId } from '../platform/ids';
import { isBookableType } from '../domain/product-type';
import { idempotencyKey } from '../booking/idempotency';
import { ROLES } from '../domain/roles';
import { MESSAGES } from '../platform/messages';
import { sitePath } from '../platform/validate';

/** The form posts' paths (docs/API.md "Plain forms of the guest's pages"). */
export const FORM_PATHS = {
  bookTonight: '/user/accommodations/:id/book-tonight',
  cancel: '/user/requests/:id/cancel',
  language: '/user/language',
} as const;

const SHELTERS_PAGE = '/user';
const BOOKINGS_PAGE = '/user/requests';

const withQuery = (page: string, query: Record<string, string>): string =>
  Object.keys(query).length === 0 ? page : `${page.split('?')[0]}?${new URLSearchParams(query).toString()}`;

/** The form's fields (form-urlencoded, one value each). */
const field = (req: Request, name: string): unknown => (req.body as Record<string, unknown> | undefined)?.[name];

/** The page a form came from (its `back` field): a path of this site, else the shelter list. */
const pageBack = (req: Request): string => sitePath(field(req, 'back')) ?? SHELTERS_PAGE;

export interface FormOptions {
  services: Services;
  clock: Clock;
  publicOrigin: string | null;
  trustProxy: TrustProxy;
}

export function guestForms({ services, clock, publicOrigin, trustProxy }: FormOptions): Router {
  const r = Router({ caseSensitive: true });

  /** Runs a form's work for the logged-in guest and redirects (303) to what `work` answers or the refusal. */
  const handle =
    (pageOf: string | ((req: Request) => string), work: (req: Request) => Promise<Record<string, string>>) =>
    async (req: Request, res: Response): Promise<void> => {
      const page = typeof pageOf === 'string' ? pageOf : pageOf(req);
      let query: Record<string, string>;
      try {
        query = await work(req);
      } catch (e) {
        const err = asAppError(e);
        if (err instanceof AppError && err.code === 'UNAUTHENTICATED') {
          res.redirect(303, `/login?${new URLSearchParams({ next: page }).toString()}`);
          return;
        }
        if (!(err instanceof AppError)) logError('guest form', e);
        query = { refused: err instanceof AppError ? err.code : 'INTERNAL' };
      }
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, withQuery(page, query));
    };

  const actorOf = async (req: Request) => requireGroup(await services.auth.actorForToken(readSessionToken(req)), ...ROLES.guest);

  const forms = Router({ caseSensitive: true });
  forms.use(refuseCrossSite(publicOrigin, trustProxy));
  forms.use(express.urlencoded({ extended: false, limit: '10kb', parameterLimit: 20 }));
  forms.use(requestScope);

  // "Boka i natt" (issue 18 §3, as web/src/features/guest/BookTonight.tsx): tonight → tomorrow in the
  // shelter's first room with a free place this guest may book; none: `tonight=none`.
  forms.post(
    FORM_PATHS.bookTonight,
    handle(SHELTERS_PAGE, async (req): Promise<Record<string, string>> => {
      const actor = await actorOf(req);
      const shelterId = parseId(req.params.id as string, 'HOST_NOT_FOUND');
      const key = idempotencyKey(field(req, 'idempotencyKey'));
      const tonight = clock.today();
      const [me, rooms] = await Promise.all([services.auth.me(actor), services.shelters.productNights(actor, shelterId, 1, tonight)]);
      const room = rooms.find(
        ({ product, nights }) =>
          isBookableType(product.type) && !(product.type === 'woman-only' && me.gender !== 'K') && (nights[0]?.placesLeft ?? 0) > 0,
      );
      if (!room) return { tonight: 'none', shelter: String(shelterId) };
      const booking = await services.bookings.request(actor, {
        productId: room.product.id,
        startDate: tonight,
        endDate: addDays(tonight, 1),
        message: null,
        idempotencyKey: key,
      });
      if (booking.status !== 'in_queue') return { tonight: booking.status };
      const queue = (await services.bookings.queuePositions([booking.id])).get(booking.id);
      return queue != null ? { tonight: booking.status, queue: String(queue) } : { tonight: booking.status };
    }),
  );

  // Avboka (SPEC §2 'Mina Bokningar'): the guest's own booking, by the transition table's rules.
  forms.post(
    FORM_PATHS.cancel,
    handle(BOOKINGS_PAGE, async (req) => {
      const actor = await actorOf(req);
      const bookingId = parseId(req.params.id as string, 'BOOKING_NOT_FOUND');
      try {
        await services.bookings.transition(actor, bookingId, 'cancel');
      } catch (e) {
        // The same form sent twice (no answer the first time): cancelled is what the guest wanted.
        const booking = await services.bookings.get(actor, bookingId).catch(() => null);
        if (booking?.status !== 'cancelled') throw e;
      }
      return { cancelled: '1' };
    }),
  );

  // The language menu (issue 18 §8, as web/src/app/shell/LanguageMenu.tsx): kept with the account;
  // back to the page it was sent from, which the server renders in that language. BAD_USER_INPUT
  // for a value that is not one of the languages.
  forms.post(
    FORM_PATHS.language,
    handle(pageBack, async (req) => {
      await services.account.setMyLanguage(await actorOf(req), field(req, 'language'));
      return {};
    }),
  );

  // A refusal before the handlers (cross-site, a body too large or malformed): said in Swedish, never a 500.
  forms.use((error: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    const err = asAppError(error);
    const status = err instanceof AppError ? err.status : 400;
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(err instanceof AppError ? err.message : MESSAGES.BAD_USER_INPUT.default);
  });
  r.use(forms);
  return r;
}
