/**
 * Test factories: every test builds its own region, shelter, rooms and people, so tests never
 * share rows (also when files share one Postgres).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { hashPassword } from '../auth/password';
import type { Group } from '../domain/roles';
import { sqlState } from '../platform/errors';
import type { ProductType } from '../domain/product-type';
import { one } from '../platform/db/rows';

export const TEST_PASSWORD = 'hemligt-lösen';

let seq = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++seq}`;

export interface PersonOptions {
  first?: string;
  last?: string;
  /** Give the person a login (e-mail + TEST_PASSWORD). */
  login?: boolean;
}

export class Factory {
  private hash: Promise<string> | undefined;
  constructor(readonly ds: DataSource) {}

  private passwordHash(): Promise<string> {
    this.hash ??= hashPassword(TEST_PASSWORD);
    return this.hash;
  }

  async region(): Promise<number> {
    const r = one<{ id: number }>(await this.ds.query(`INSERT INTO region (name) VALUES ($1) RETURNING id`, [unique('Region')]));
    return r.id;
  }

  async shelter(opts: { name?: string; regionId?: number } = {}): Promise<number> {
    const regionId = opts.regionId ?? (await this.region());
    const s = one<{ id: number }>(
      await this.ds.query(
        `INSERT INTO shelter (name, street, postcode, city, region_id) VALUES ($1, 'Testgatan 1', '12345', 'Teststad', $2) RETURNING id`,
        [opts.name ?? unique('Härbärge'), regionId],
      ),
    );
    return s.id;
  }

  async product(shelterId: number, opts: { places?: number; type?: ProductType; name?: string } = {}): Promise<number> {
    const p = one<{ id: number }>(
      await this.ds.query(
        `INSERT INTO product (shelter_id, name, description, total_places, type) VALUES ($1, $2, 'Testrum', $3, $4) RETURNING id`,
        [shelterId, opts.name ?? unique('Rum'), opts.places ?? 3, opts.type ?? 'room'],
      ),
    );
    return p.id;
  }

  private async person(groups: Group[], opts: PersonOptions & { shelterId?: number | null } = {}): Promise<Actor> {
    const email = opts.login ? `${unique('p')}@test.example` : null;
    const firstName = opts.first ?? 'Test';
    const lastName = opts.last ?? unique('Person');
    const u = one<{ id: number }>(
      await this.ds.query(
        `INSERT INTO app_user (email, password_hash, first_name, last_name, groups, shelter_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [email, opts.login ? await this.passwordHash() : null, firstName, lastName, groups, opts.shelterId ?? null],
      ),
    );
    return {
      userId: u.id,
      email,
      firstName,
      lastName,
      groups,
      hostShelterId: groups.includes('host') ? (opts.shelterId ?? null) : null,
      assignedShelterIds: [],
    };
  }

  /** A guest with a guest profile (unique 4-digit UNO code, gender). */
  async guest(opts: PersonOptions & { gender?: 'K' | 'M' | null; flag?: boolean } = {}): Promise<Actor> {
    const actor = await this.person(['user'], opts);
    for (let attempt = 0; ; attempt++) {
      try {
        await this.ds.query(`INSERT INTO guest_profile (user_id, unokod, gender, flag) VALUES ($1, $2, $3, $4)`, [
          actor.userId,
          String(randomInt(0, 10_000)).padStart(4, '0'),
          opts.gender === undefined ? 'M' : opts.gender,
          opts.flag ?? false,
        ]);
        return actor;
      } catch (e) {
        if (sqlState(e) !== '23505' || attempt > 50) throw e;
      }
    }
  }

  /** Many guests at once, without profiles (storms). */
  async guests(n: number): Promise<Actor[]> {
    const rows: { id: number }[] = await this.ds.query(
      `INSERT INTO app_user (first_name, last_name, groups) SELECT 'Storm', 'Gäst ' || i, '{user}' FROM generate_series(1, $1::int) AS i RETURNING id`,
      [n],
    );
    return rows.map((r) => ({
      userId: r.id,
      email: null,
      firstName: 'Storm',
      lastName: '',
      groups: ['user'],
      hostShelterId: null,
      assignedShelterIds: [],
    }));
  }

  host(shelterId: number | null, opts: PersonOptions = {}): Promise<Actor> {
    return this.person(['host'], { ...opts, shelterId });
  }

  async caseworker(shelterIds: number[], opts: PersonOptions = {}): Promise<Actor> {
    const actor = await this.person(['caseworker'], opts);
    for (const s of shelterIds)
      await this.ds.query(`INSERT INTO caseworker_shelter (user_id, shelter_id) VALUES ($1, $2)`, [actor.userId, s]);
    return { ...actor, assignedShelterIds: [...shelterIds].sort((a, b) => a - b) };
  }

  volunteer(opts: PersonOptions = {}): Promise<Actor> {
    return this.person(['volunteer'], opts);
  }

  admin(opts: PersonOptions = {}): Promise<Actor> {
    return this.person(['admin'], opts);
  }

  /**
   * A session for a person without the cost of a password login (many at once for storms):
   * returns the Cookie header value, as a login would have set it.
   */
  async sessionCookie(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.ds.query(`INSERT INTO session (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
      createHash('sha256').update(token).digest('base64url'),
      userId,
    ]);
    return `noq_session=${token}`;
  }

  /** Sets a booking's status directly (arranging a test's starting point, never in product code). */
  async forceStatus(bookingId: number, status: string): Promise<void> {
    await this.ds.query(`UPDATE booking SET status = $2 WHERE id = $1`, [bookingId, status]);
  }
}
