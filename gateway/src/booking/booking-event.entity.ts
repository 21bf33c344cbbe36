import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The audit trail: one row per transition (and per request). */
@Entity('booking_event')
export class BookingEventEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('integer', { name: 'booking_id' })
  bookingId: number;

  @Column('text')
  action: string;

  @Column('text', { name: 'from_status', nullable: true })
  fromStatus: string | null;

  @Column('text', { name: 'to_status' })
  toStatus: string;

  @Column('integer', { name: 'actor_id', nullable: true })
  actorId: number | null;

  @Column('text', { name: 'actor_group' })
  actorGroup: string;

  @Column('text', { nullable: true })
  reason: string | null;

  @Column('timestamptz')
  at: Date;
}
