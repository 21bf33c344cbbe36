import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { BookingStatus } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { usePageTexts } from '../../lib/texts';
import { refusalByCode } from './refusal';

const WAITING: readonly string[] = ['pending', 'accepted', 'advised_against'] satisfies BookingStatus[];

/**
 * What a plain form of the guest's pages did (issue 34 §1: "Boka i natt" and Avboka without
 * JavaScript, gateway/src/ssr/forms.ts), said on the page the gateway's 303 leads back to, from its
 * query string (`?tonight=<status>[&queue=n]`, `?tonight=none&shelter=<id>`, `?cancelled=1`,
 * `?refused=<code>`), in the guest's language. Rendered on the server and in the browser alike.
 */
export function FormOutcome({ page, nameOf }: { page: 'shelters' | 'bookings'; nameOf?: (shelterId: string) => string | undefined }) {
  const texts = usePageTexts('guest');
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  const t = texts.guest.booking;
  const tonight = query.get('tonight');
  const refused = query.get('refused');
  let content: ReactNode = null;
  let ok = false;
  if (page === 'bookings' && query.get('cancelled') === '1') content = texts.guest.bookings.cancelled;
  else if (page === 'bookings' && refused) content = texts.guest.bookings.cancelFailed;
  else if (page === 'shelters' && refused) {
    const reason = refusalByCode(refused, texts);
    content = (
      <>
        <strong>{t.failureTitle}</strong> {reason ?? t.failureText}
      </>
    );
  } else if (page === 'shelters' && tonight === 'none') {
    const name = nameOf?.(query.get('shelter') ?? '');
    content = name ? texts.guest.shelters.noPlaceTonight(name) : texts.guest.shelters.noneWithPlace;
  } else if (page === 'shelters' && tonight) {
    ok = true;
    const queue = Number(query.get('queue'));
    content =
      tonight === 'in_queue' ? (
        <>
          <strong>{t.queuedTitle}</strong> {queue > 0 ? t.queuedText(queue) : null}
        </>
      ) : WAITING.includes(tonight) ? (
        <>
          <strong>{t.sentTitle}</strong> {t.sentText}
        </>
      ) : (
        <strong>{t.successTitle}</strong>
      );
  }
  if (content === null) return null;
  return (
    <p role="status" className="notice form-outcome">
      {content}
      {ok && (
        <>
          {' '}
          <Link to={paths.userRequests}>{t.toBookings}</Link>
        </>
      )}
    </p>
  );
}
