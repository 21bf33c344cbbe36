/**
 * The session lookup's SQL: the actor (user, ordered groups, host staff's shelter, caseworker's
 * assigned shelters) in one statement (issue 31 §1: out of the service file; the bench's baseline reads it too).
 */
/**
 * The one statement behind every request's session: the live session's person, their shelter
 * assignments, and whether last_seen_at is due a touch. $1 token hash, $2 idle seconds, $3 touch
 * interval. (Exported so bench/baseline.ts runs exactly this.)
 */
export const ACTOR_SQL = `
  SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.groups, u.shelter_id, u.must_change_password,
         (SELECT array_agg(cs.shelter_id ORDER BY cs.shelter_id) FROM caseworker_shelter cs WHERE cs.user_id = u.id) AS assigned,
         s.last_seen_at < now() - make_interval(secs => $3) AS stale
    FROM session s JOIN app_user u ON u.id = s.user_id
   WHERE s.id = $1 AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => $2)
     AND u.deactivated_at IS NULL AND NOT u.activation_pending`;
