/** Administration of guest records: list, edit, merge two records of the same guest. */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { inTransaction } from '../platform/db/database';
import { type GuestRecord } from '../guest/guest.view';
import { GUEST_RECORD_SQL, type GuestRecordRow, toGuestRecord } from '../guest/guest.sql';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { MAX_LIST, GuestInput, emailTaken, audit } from './admin.rules';
import { bad, idField as id, text, validateEmail } from '../platform/validate';
import { searchPattern } from '../platform/db/text-search';
import { one } from '../platform/db/rows';
export class AdminGuestService {
  constructor(private readonly ds: DataSource) {}

  // ---- guests -----------------------------------------------------------------------------------

  async guests(actor: Actor | null, search?: unknown): Promise<GuestRecord[]> {
    requireGroup(actor, 'admin');
    const pattern = searchPattern(search);
    const rows: GuestRecordRow[] =
      pattern === null
        ? await this.ds.query(
            `${GUEST_RECORD_SQL} WHERE 'user' = ANY (u.groups) ORDER BY u.last_name, u.first_name, u.id LIMIT ${MAX_LIST}`,
          )
        : // The names' matches and the UNO codes' apart (each through its own trigram index, migration
          // 0017, where pg_trgm exists; an OR across the two tables could use neither), sorted by name,
          // and only then joined to their guest records, in order, until the page is full (OFFSET 0
          // keeps the planner from joining every match first: it hashed all 200,000 records for that).
          // Issue 22 at 200,000 guests: 280 → 45 → 14 ms.
          await this.ds.query(
            `${GUEST_RECORD_SQL.replace(
              'FROM app_user u',
              `FROM (SELECT m.id, m.last_name, m.first_name FROM app_user m
                      WHERE 'user' = ANY (m.groups)
                        AND (m.first_name ILIKE $1 OR m.last_name ILIKE $1 OR (m.first_name || ' ' || m.last_name) ILIKE $1)
                     UNION
                     SELECT m.id, m.last_name, m.first_name FROM guest_profile gp JOIN app_user m ON m.id = gp.user_id
                      WHERE 'user' = ANY (m.groups) AND gp.unokod LIKE $1
                     ORDER BY 2, 3, 1 OFFSET 0) k
               JOIN app_user u ON u.id = k.id`,
            )}
             ORDER BY k.last_name, k.first_name, k.id LIMIT ${MAX_LIST}`,
            [pattern],
          );
    return rows.map(toGuestRecord);
  }

  /** Edits every SPEC §3 field of a guest's record. Errors: GUEST_NOT_FOUND, UNO_TAKEN, BAD_USER_INPUT. */
  /**
   * Merges two records of the same guest: `mergeId`'s bookings (with their history) move to
   * `keepId`, blank fields of the kept record are filled from the other, a login moves over when
   * the kept record has none, and the merged record is emptied and can no longer log in. Refused
   * when the two have active bookings on the same nights (409 BOOKING_OVERLAP).
   */
  async mergeGuests(actorOrNull: Actor | null, keepId: number, mergeId: number): Promise<GuestRecord> {
    const actor = requireGroup(actorOrNull, 'admin');
    if (keepId === mergeId) throw bad(MESSAGES.BAD_USER_INPUT.mergeSameGuest);
    return inTransaction(this.ds, async (tx) => {
      // Both rows locked in id order, so two merges never wait on each other in a cycle. NO KEY
      // UPDATE, like a booking request's guest lock: it keeps the guests' requests out, while a
      // transition under way on their bookings can still key-share the row for its audit event
      // (else the merge, waiting for that booking, and the transition would wait on each other).
      const rows: { id: number; email: string | null; password_hash: string | null; has_profile: boolean }[] = await tx.query(
        `SELECT u.id, u.email, u.password_hash, g.user_id IS NOT NULL AS has_profile
           FROM app_user u LEFT JOIN guest_profile g ON g.user_id = u.id
          WHERE u.id = ANY ($1) AND 'user' = ANY (u.groups)
          ORDER BY u.id FOR NO KEY UPDATE OF u`,
        [[keepId, mergeId]],
      );
      const keep = rows.find((r) => r.id === keepId);
      const merge = rows.find((r) => r.id === mergeId);
      if (!keep || !merge || !keep.has_profile) throw new AppError('GUEST_NOT_FOUND');
      try {
        await tx.query(`UPDATE booking SET guest_id = $1 WHERE guest_id = $2`, [keepId, mergeId]);
      } catch (e) {
        if (sqlState(e) === '23P01') throw new AppError('BOOKING_OVERLAP', MESSAGES.BOOKING_OVERLAP.mergeGuests);
        throw e;
      }
      // The hosts' bars (issue 19 §7) and the biståndsbeslut (issue 38, which the moved bookings are tied to) follow the guest.
      await tx.query(`UPDATE guest_bar SET guest_id = $1 WHERE guest_id = $2`, [keepId, mergeId]);
      await tx.query(`UPDATE decision SET guest_id = $1 WHERE guest_id = $2`, [keepId, mergeId]);
      if (merge.has_profile) {
        await tx.query(
          `UPDATE guest_profile k SET
             gender = COALESCE(k.gender, m.gender), street = COALESCE(NULLIF(k.street, ''), m.street),
             postcode = COALESCE(NULLIF(k.postcode, ''), m.postcode), city = COALESCE(NULLIF(k.city, ''), m.city),
             country = COALESCE(NULLIF(k.country, ''), m.country), phone = COALESCE(NULLIF(k.phone, ''), m.phone),
             day_of_birth = COALESCE(k.day_of_birth, m.day_of_birth),
             personnr_lastnr = COALESCE(NULLIF(k.personnr_lastnr, ''), m.personnr_lastnr),
             requirements = COALESCE(NULLIF(k.requirements, ''), m.requirements),
             flag = k.flag OR m.flag, region_id = COALESCE(k.region_id, m.region_id), last_edit = now()
            FROM guest_profile m WHERE k.user_id = $1 AND m.user_id = $2`,
          [keepId, mergeId],
        );
        await tx.query(`DELETE FROM guest_profile WHERE user_id = $1`, [mergeId]);
      }
      const moveLogin = keep.email === null && merge.email !== null;
      // Issue 36: the merged account's login phone moves to the kept one when it has none; its PIN and codes go.
      const [phones]: { merge_phone: string | null; keep_phone: string | null }[] = await tx.query(
        `SELECT (SELECT login_phone FROM app_user WHERE id = $2) AS merge_phone, (SELECT login_phone FROM app_user WHERE id = $1) AS keep_phone`,
        [keepId, mergeId],
      );
      await tx.query(
        `UPDATE app_user SET email = NULL, password_hash = NULL, groups = '{}', first_name = $2, last_name = '',
                             login_phone = NULL, pin_hash = NULL WHERE id = $1`,
        [mergeId, `Sammanslagen med ${keepId}`],
      );
      await tx.query(`DELETE FROM sms_code WHERE user_id = $1`, [mergeId]);
      await tx.query(`DELETE FROM start_code WHERE user_id = $1`, [mergeId]);
      if (phones?.merge_phone && !phones.keep_phone)
        await tx.query(`UPDATE app_user SET login_phone = $2 WHERE id = $1`, [keepId, phones.merge_phone]);
      if (moveLogin)
        await tx.query(`UPDATE app_user SET email = $2, password_hash = $3 WHERE id = $1`, [keepId, merge.email, merge.password_hash]);
      await tx.query(`DELETE FROM session WHERE user_id = $1`, [mergeId]);
      await audit(tx, actor, 'guest_merged', 'guest', keepId, { merged: mergeId, loginMoved: moveLogin });
      const row = one<GuestRecordRow>(await tx.query(`${GUEST_RECORD_SQL} WHERE u.id = $1`, [keepId]));
      return toGuestRecord(row);
    });
  }

  async updateGuest(actorOrNull: Actor | null, guestId: number, input: GuestInput): Promise<GuestRecord> {
    const actor = requireGroup(actorOrNull, 'admin');
    const v = {
      firstName: text(input.firstName, 'Förnamn', { required: true, max: 100 }),
      lastName: text(input.lastName, 'Efternamn', { required: true, max: 100 }),
      gender: input.gender === null || input.gender === undefined || input.gender === '' ? null : input.gender,
      street: text(input.street, 'Gatuadress'),
      postcode: text(input.postcode, 'Postnummer', { max: 10 }),
      city: text(input.city, 'Ort', { max: 100 }),
      country: text(input.country, 'Land', { max: 100 }),
      phone: text(input.phone, 'Telefon', { max: 40 }),
      email: input.email === null || input.email === undefined || input.email === '' ? null : validateEmail(input.email),
      unokod: text(input.unokod, 'UNO-kod', { required: true, max: 4 }),
      dayOfBirth: input.dayOfBirth === null || input.dayOfBirth === undefined || input.dayOfBirth === '' ? null : input.dayOfBirth,
      personnrLastnr: text(input.personnrLastnr, 'Personnummer (fyra sista)', { max: 4 }),
      requirements: text(input.requirements, 'Krav', { max: 2000 }),
      flag: input.flag === undefined ? false : input.flag,
      regionId: input.regionId === null || input.regionId === undefined || input.regionId === '' ? null : id(input.regionId, 'Region'),
    };
    if (v.gender !== null && v.gender !== 'K' && v.gender !== 'M') throw bad(MESSAGES.BAD_USER_INPUT.gender);
    if (!/^[0-9]{4}$/.test(v.unokod)) throw bad(MESSAGES.BAD_USER_INPUT.uno);
    if (v.personnrLastnr !== '' && !/^[0-9]{4}$/.test(v.personnrLastnr)) throw bad(MESSAGES.BAD_USER_INPUT.personnrLastnr);
    if (v.dayOfBirth !== null && (typeof v.dayOfBirth !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v.dayOfBirth)))
      throw bad(MESSAGES.BAD_USER_INPUT.dayOfBirthFormat);
    if (typeof v.flag !== 'boolean') throw bad(MESSAGES.BAD_USER_INPUT.invalidValue('Flagga'));
    try {
      return await inTransaction(this.ds, async (tx) => {
        const [g] = await tx.query(`SELECT 1 FROM guest_profile WHERE user_id = $1 FOR UPDATE`, [guestId]);
        if (!g) throw new AppError('GUEST_NOT_FOUND');
        if (v.regionId !== null) {
          const [r] = await tx.query(`SELECT 1 FROM region WHERE id = $1`, [v.regionId]);
          if (!r) throw bad(MESSAGES.BAD_USER_INPUT.regionMissing);
        }
        await tx.query(`UPDATE app_user SET first_name = $2, last_name = $3, email = $4 WHERE id = $1`, [
          guestId,
          v.firstName,
          v.lastName,
          v.email,
        ]);
        await tx.query(
          `UPDATE guest_profile SET gender = $2, street = $3, postcode = $4, city = $5, country = $6, phone = $7, unokod = $8,
                  day_of_birth = $9, personnr_lastnr = $10, requirements = $11, flag = $12, region_id = $13, last_edit = now()
            WHERE user_id = $1`,
          [
            guestId,
            v.gender,
            v.street,
            v.postcode,
            v.city,
            v.country,
            v.phone,
            v.unokod,
            v.dayOfBirth,
            v.personnrLastnr,
            v.requirements,
            v.flag,
            v.regionId,
          ],
        );
        await audit(tx, actor, 'guest_updated', 'guest', guestId, { fields: Object.keys(v) });
        const row = one<GuestRecordRow>(await tx.query(`${GUEST_RECORD_SQL} WHERE u.id = $1`, [guestId]));
        return toGuestRecord(row);
      });
    } catch (e) {
      if (sqlState(e) === '23505' && sqlConstraint(e) === 'guest_profile_unokod_key') throw new AppError('UNO_TAKEN');
      if (emailTaken(e)) throw bad(MESSAGES.BAD_USER_INPUT.emailTaken);
      if (sqlState(e) === '22008' || sqlState(e) === '22007') throw bad(MESSAGES.BAD_USER_INPUT.dayOfBirthInvalid);
      throw e;
    }
  }
}

declare module '../platform/services' {
  interface Services {
    adminGuests: AdminGuestService;
  }
}
