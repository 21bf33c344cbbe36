/**
 * Kompassen on REST (issue 35 §2): a resource in snake_case. The original's client reads `name`,
 * `type`, `address`, `phone`, `target_group`/`applies_to` and `other`; those names are kept (type =
 * our kind, applies_to = our audiences, other = the free text) beside our own fields (docs/API.md).
 */
import type { CompassResourceView } from './compass.view';

const oneLine = (r: CompassResourceView): string =>
  [r.street, [r.postcode.length === 5 ? `${r.postcode.slice(0, 3)} ${r.postcode.slice(3)}` : r.postcode, r.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

export function resourceWire(r: CompassResourceView) {
  const hours = (list: { opens: string; closes: string }[]) => list.map((h) => ({ opens: h.opens, closes: h.closes }));
  return {
    id: r.id,
    name: r.name,
    type: r.kind,
    applies_to: r.audiences,
    address: oneLine(r),
    street: r.street,
    postcode: r.postcode,
    city: r.city,
    map_url: r.mapUrl,
    phone: r.phone,
    other: r.description,
    translations: Object.fromEntries(r.descriptionTranslations.map((t) => [t.language, t.text])),
    opening_hours: r.weeklyHours.map((w) => ({ weekday: w.weekday, opens: w.opens, closes: w.closes })),
    exceptions: r.exceptions.map((e) => ({ date: e.date, closed: e.closed, hours: hours(e.hours) })),
    region: { id: r.region.id, name: r.region.name },
    shelter: r.shelter ? { id: r.shelter.id, name: r.shelter.name } : null,
    latitude: r.latitude,
    longitude: r.longitude,
    open_now: r.status.openNow,
    closes_at: r.status.closesAt,
    opens_next: r.status.opensNextDate && r.status.opensNextTime ? { date: r.status.opensNextDate, time: r.status.opensNextTime } : null,
    today_hours: hours(r.status.todayHours),
    distance_km: r.distanceKm,
  };
}
