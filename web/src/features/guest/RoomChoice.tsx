import { useEffect, useRef, useState } from 'react';
import type { ProductType } from '../../gql/graphql';
import { usePageTexts } from '../../lib/texts';
import { bedIcons } from './format';
import { BedIcon } from './icons';

export interface Room {
  id: string;
  name: string;
  description: string;
  type: ProductType;
  totalPlaces: number;
}

/** What the guest may know of a room for the chosen nights (issue 18 §1). */
export interface RoomPlaces {
  /** Places left: the fewest over the nights chosen. */
  free: number;
  /** Requests waiting in the room's queue for those nights. */
  queued: number;
}

/**
 * SPEC §2 'Välj rum': one card per bookable room (type, description, bed icons by SPEC §9's helper);
 * the chosen room's button reads 'Vald' and is disabled, and its card is highlighted. Issue 18: for
 * the chosen nights each room says its free places, or 'Fullt – du hamnar i kö' with the queue; a
 * room the guest cannot book (women only) is shown disabled with the reason. Choosing moves the
 * focus to the chosen card (its button is disabled now) and says which room is chosen (aria-live).
 */
export function RoomChoice({
  rooms,
  loading,
  chosenId,
  onChoose,
  places,
  blocked,
}: {
  rooms: readonly Room[] | undefined;
  loading: boolean;
  chosenId: string | null;
  onChoose: (id: string) => void;
  /** Per room id, once dates are chosen; undefined before. */
  places?: ReadonlyMap<string, RoomPlaces>;
  /** Rooms this guest may not book (women only), by id. */
  blocked: (room: Room) => boolean;
}) {
  const texts = usePageTexts('guest');
  const t = texts.guest.booking;
  const [announced, setAnnounced] = useState('');
  const cards = useRef(new Map<string, HTMLLIElement>());
  const [justChosen, setJustChosen] = useState<string | null>(null);
  useEffect(() => {
    if (justChosen) cards.current.get(justChosen)?.focus();
  }, [justChosen]);
  if (loading || !rooms) return <p role="status">{t.loadingRooms}</p>;
  if (rooms.length === 0) return <p className="empty">{t.noRooms}</p>;
  return (
    <>
      {!places && <p className="room-list__hint">{t.pickDatesForPlaces}</p>}
      <ul className="room-list">
        {rooms.map((room) => {
          const chosen = room.id === chosenId;
          const notForMe = blocked(room);
          const here = places?.get(room.id);
          const reasonId = `room-${room.id}-reason`;
          return (
            <li
              key={room.id}
              ref={(el) => {
                if (el) cards.current.set(room.id, el);
                else cards.current.delete(room.id);
              }}
              tabIndex={-1}
              className={['card', 'room-card', chosen && 'room-card--chosen', notForMe && 'room-card--blocked'].filter(Boolean).join(' ')}
              aria-current={chosen ? 'true' : undefined}
            >
              <h2 className="room-card__name" translate="no">
                {room.name}
              </h2>
              <p className="room-card__type">{texts.productTypeLabel[room.type]}</p>
              {room.description && (
                <p className="room-card__description" lang="sv">
                  {room.description}
                </p>
              )}
              <p className="room-card__beds">
                <span className="room-card__bed-icons" aria-hidden="true">
                  {Array.from({ length: bedIcons(room.totalPlaces) }, (_, i) => (
                    <BedIcon key={i} />
                  ))}
                </span>
                <span>{t.beds(room.totalPlaces)}</span>
              </p>
              {here &&
                (here.free > 0 ? (
                  <p className="room-card__places room-card__places--free">{t.placesFree(here.free)}</p>
                ) : (
                  <p className="room-card__places room-card__places--full">
                    <strong>{t.full}</strong> <span>({t.queueLength(here.queued)})</span>
                  </p>
                ))}
              {notForMe && (
                <p id={reasonId} className="room-card__reason">
                  {t.notForYou}
                </p>
              )}
              <button
                type="button"
                className={chosen ? 'secondary' : undefined}
                aria-describedby={notForMe ? reasonId : undefined}
                disabled={notForMe || chosen}
                onClick={() => {
                  onChoose(room.id);
                  setJustChosen(room.id);
                  setAnnounced(t.chosenRoomNamed(room.name));
                }}
              >
                {chosen ? t.chosen : t.choose}
                <span className="sr-only" translate="no">
                  {' '}
                  {room.name}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
