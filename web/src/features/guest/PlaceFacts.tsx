import { usePageTexts } from '../../lib/texts';
import { formatPostcode } from './format';

export interface Place {
  name: string;
  street: string;
  postcode: string;
  city: string;
  phone?: string | null;
  checkInFrom?: string | null;
  checkInUntil?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A map of the shelter as a plain link (issue 18 §6: no third-party script on the page): the point
 * when the shelter has coordinates, else a search for its address, on OpenStreetMap.
 */
export function mapUrl(place: Place): string {
  if (place.latitude != null && place.longitude != null) {
    const lat = place.latitude.toFixed(5);
    const lon = place.longitude.toFixed(5);
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  }
  const address = `${place.street}, ${formatPostcode(place.postcode)} ${place.city}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** Where the shelter is and how to get in (issue 18 §6): address with a map link, phone, check-in. */
export function PlaceFacts({ place }: { place: Place }) {
  const t = usePageTexts('guest').guest.place;
  return (
    <dl className="place-facts">
      <div>
        <dt>{t.address}</dt>
        <dd>
          {/* Isolated left-to-right: Arabic must not reorder "414 59 Göteborg" (issue 33 §9). */}
          <bdi dir="ltr" translate="no">
            {place.street}, {formatPostcode(place.postcode)} {place.city}
          </bdi>{' '}
          <a href={mapUrl(place)} target="_blank" rel="noopener noreferrer">
            {t.map(place.name)}
          </a>
        </dd>
      </div>
      {place.phone && (
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={`tel:${place.phone.replace(/[^\d+]/g, '')}`} aria-label={t.call(place.phone)}>
              <bdi dir="ltr">{place.phone}</bdi>
            </a>
          </dd>
        </div>
      )}
      {(place.checkInFrom || place.checkInUntil) && (
        <div>
          <dt>{t.checkIn}</dt>
          <dd>
            {place.checkInFrom && place.checkInUntil ? (
              <>
                <bdi>{t.checkInWindow(place.checkInFrom, place.checkInUntil)}</bdi> ({t.latestCheckIn(place.checkInUntil)})
              </>
            ) : (
              (place.checkInUntil && t.latestCheckIn(place.checkInUntil)) || <bdi>{place.checkInFrom}</bdi>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}
