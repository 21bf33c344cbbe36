import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BookingStatus } from './booking-status';

@Entity('booking')
export class BookingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'product_id' })
  productId: number;

  @Column('integer', { name: 'guest_id' })
  guestId: number;

  /** Written only by BookingService through the transition table. */
  @Column('text')
  status: BookingStatus;

  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('date', { name: 'end_date' })
  endDate: string;

  @Column('timestamptz', { name: 'booking_time' })
  bookingTime: Date;

  @Column('text')
  message: string;

  @Column('text', { name: 'decline_reason', nullable: true })
  declineReason: string | null;

  @Column('integer', { name: 'requested_by', nullable: true })
  requestedBy: number | null;

  @Column('text', { name: 'requested_by_group' })
  requestedByGroup: string;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
