/**
 * The open feed's SQL (issue 37): the opted-in shelters with their beds free tonight by room type,
 * in one statement over the ledger (places left = capacity − held, total_places where the ledger
 * has no row, DESIGN §4). $1 tonight.
 */
export const OPEN_FEED_SQL = `
  SELECT s.id, s.name, s.street, s.postcode, s.city, s.latitude, s.longitude, s.phone, s.criteria,
         s.check_in_from, s.check_in_until, r.name AS region,
         COALESCE((
           SELECT json_agg(json_build_array(x.type, x.available, x.maximum) ORDER BY x.type)
             FROM (SELECT p.type,
                          SUM(GREATEST(0, COALESCE(pn.capacity, p.total_places) - COALESCE(pn.held, 0)))::int AS available,
                          SUM(COALESCE(pn.capacity, p.total_places))::int AS maximum
                     FROM product p
                     LEFT JOIN product_night pn ON pn.product_id = p.id AND pn.night = $1::date
                    WHERE p.shelter_id = s.id AND p.archived_at IS NULL AND p.type IN ('room', 'woman-only')
                    GROUP BY p.type) x), '[]') AS capacities
    FROM shelter s JOIN region r ON r.id = s.region_id
   WHERE s.open_feed AND s.archived_at IS NULL
   ORDER BY s.id`;

export interface OpenFeedRow {
  id: number;
  name: string;
  street: string;
  postcode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  criteria: string[];
  check_in_from: string | null;
  check_in_until: string | null;
  region: string;
  /** [room type, free tonight, beds tonight] per bookable room type. */
  capacities: [string, number, number][] | string;
}

/** Whether a shelter (not archived) is in the feed. $1 the shelter. */
export const OPEN_FEED_OF_SQL = `SELECT open_feed FROM shelter WHERE id = $1 AND archived_at IS NULL`;

/** Turns a shelter's feed on or off. $1 the shelter, $2 on. */
export const SET_OPEN_FEED_SQL = `WITH c AS (UPDATE shelter SET open_feed = $2 WHERE id = $1 AND archived_at IS NULL RETURNING open_feed) SELECT open_feed FROM c`;
