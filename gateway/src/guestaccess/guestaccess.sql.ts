/** The statements of logging in without e-mail (issue 36). */

/** A guest account that may get a code by SMS at a number: its login phone, a guest, not switched off. */
export const GUEST_BY_PHONE_SQL = `
  SELECT u.id, u.first_name, u.language, u.activation_pending
    FROM app_user u
   WHERE u.login_phone = $1 AND 'user' = ANY (u.groups) AND u.deactivated_at IS NULL`;

/** The newest live code of `purposes` for a number ($1), locked; $2 purposes, $3 max tries, $4 user (null: any). */
export const LIVE_CODE_SQL = `
  SELECT c.id::int AS id, c.user_id, c.purpose, c.phone, c.code_hash,
         u.deactivated_at IS NOT NULL AS deactivated
    FROM sms_code c JOIN app_user u ON u.id = c.user_id
   WHERE c.phone = $1 AND c.purpose = ANY ($2::text[]) AND c.used_at IS NULL AND c.expires_at > now() AND c.tries < $3
     AND ($4::int IS NULL OR c.user_id = $4::int)
   ORDER BY c.id DESC LIMIT 1 FOR UPDATE OF c`;

/** The newest live code of a purpose of one person, whatever the number (a phone change: the number is the new one). */
export const LIVE_CODE_OF_USER_SQL = `
  SELECT c.id::int AS id, c.user_id, c.purpose, c.phone, c.code_hash, false AS deactivated
    FROM sms_code c
   WHERE c.user_id = $1 AND c.purpose = $2 AND c.used_at IS NULL AND c.expires_at > now() AND c.tries < $3
   ORDER BY c.id DESC LIMIT 1 FOR UPDATE`;

export const COUNT_TRY_SQL = `UPDATE sms_code SET tries = tries + 1 WHERE id = $1`;
export const USE_CODE_SQL = `UPDATE sms_code SET used_at = now() WHERE id = $1`;

/**
 * An SMS code or a start code proved the person: a registration by phone is activated and a PIN
 * lock is lifted (the owner's way back, issue 36 §3).
 */
export const PROVEN_SQL = `UPDATE app_user SET activation_pending = false, pin_failures = 0, pin_locked_at = NULL WHERE id = $1`;

/** A guest by UNO code, for the UNO code + PIN login. */
export const GUEST_BY_UNO_SQL = `
  SELECT u.id, u.pin_hash, u.pin_failures, u.pin_locked_at IS NOT NULL AS locked, u.deactivated_at IS NOT NULL AS deactivated
    FROM guest_profile g JOIN app_user u ON u.id = g.user_id
   WHERE g.unokod = $1 AND 'user' = ANY (u.groups)`;

/** A wrong PIN: counted, and the account locks at $2 in a row. */
export const PIN_FAILED_SQL = `
  UPDATE app_user SET pin_failures = pin_failures + 1,
                      pin_locked_at = CASE WHEN pin_failures + 1 >= $2 THEN coalesce(pin_locked_at, now()) ELSE pin_locked_at END
   WHERE id = $1`;

export const PIN_OK_SQL = `UPDATE app_user SET pin_failures = 0 WHERE id = $1`;

/** A new start code replaces the old one, and lifts a PIN lock. $1 user, $2 hash, $3 staff, $4 days. */
export const ISSUE_START_CODE_SQL = `
  INSERT INTO start_code (user_id, code_hash, created_by, expires_at)
  VALUES ($1, $2, $3, now() + make_interval(days => $4))
  ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, created_by = EXCLUDED.created_by,
                                      created_at = now(), expires_at = EXCLUDED.expires_at
  RETURNING expires_at`;

/** Uses a start code: the row goes (once), answering its person. */
export const USE_START_CODE_SQL = `
  WITH d AS (DELETE FROM start_code WHERE code_hash = $1 AND expires_at > now() RETURNING user_id)
  SELECT d.user_id AS id, u.deactivated_at IS NOT NULL AS deactivated, g.unokod AS uno
    FROM d JOIN app_user u ON u.id = d.user_id LEFT JOIN guest_profile g ON g.user_id = u.id`;
