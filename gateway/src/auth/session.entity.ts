import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A login session. `id` is the SHA-256 of the cookie's token, so a database leak is no login. */
@Entity('session')
export class SessionEntity {
  @PrimaryColumn('text')
  id: string;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'last_seen_at' })
  lastSeenAt: Date;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;
}
