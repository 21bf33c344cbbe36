import type { ProductType } from '../../gql/graphql';
import { sv } from '../../i18n/sv';
import { bedIcons } from './format';
import { BedIcon } from './icons';

const t = sv.guest.booking;

export interface Room {
  id: string;
  name: string;
  description: string;
  type: ProductType;
  totalPlaces: number;
}

/**
 * SPEC §2 'Välj rum': one card per bookable room (type, description, bed icons by SPEC §9's
 * helper); the chosen room's button reads 'Vald', is disabled, and its card is highlighted.
 * 'Laddar rum...' while the rooms are not there yet.
 */
export function RoomChoice({
  rooms,
  loading,
  chosenId,
  onChoose,
}: {
  rooms: readonly Room[] | undefined;
  loading: boolean;
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  if (loading || !rooms) return <p role="status">{t.loadingRooms}</p>;
  if (rooms.length === 0) return <p className="empty">{t.noRooms}</p>;
  return (
    <ul className="room-list">
      {rooms.map((room) => {
        const chosen = room.id === chosenId;
        return (
          <li
            key={room.id}
            className={chosen ? 'card room-card room-card--chosen' : 'card room-card'}
            aria-current={chosen ? 'true' : undefined}
          >
            <h3 className="room-card__name">{room.name}</h3>
            <p className="room-card__type">{sv.productTypeLabel[room.type]}</p>
            {room.description && <p className="room-card__description">{room.description}</p>}
            <p className="room-card__beds">
              <span className="room-card__bed-icons" aria-hidden="true">
                {Array.from({ length: bedIcons(room.totalPlaces) }, (_, i) => (
                  <BedIcon key={i} />
                ))}
              </span>
              <span>{t.beds(room.totalPlaces)}</span>
            </p>
            <button type="button" className={chosen ? 'secondary' : undefined} disabled={chosen} onClick={() => onChoose(room.id)}>
              {chosen ? t.chosen : t.choose}
              <span className="sr-only"> {room.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
