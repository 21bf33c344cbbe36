import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What a guest is beyond a login: SPEC §3's guest fields. personnr, phone, birth date and address are caseworker-only. */
@Entity('guest_profile')
export class GuestProfileEntity {
  @PrimaryColumn('integer', { name: 'user_id' })
  userId: number;

  /** UNO code: exactly 4 digits, unique. */
  @Column('text')
  unokod: string;

  @Column('text', { nullable: true })
  gender: 'K' | 'M' | null;

  @Column('text')
  street: string;

  @Column('text')
  postcode: string;

  @Column('text')
  city: string;

  @Column('text')
  country: string;

  @Column('text')
  phone: string;

  @Column('date', { name: 'day_of_birth', nullable: true })
  dayOfBirth: string | null;

  @Column('text', { name: 'personnr_lastnr' })
  personnrLastnr: string;

  @Column('text')
  requirements: string;

  @Column('boolean')
  flag: boolean;

  @Column('integer', { name: 'region_id', nullable: true })
  regionId: number | null;

  @Column('timestamptz', { name: 'last_edit' })
  lastEdit: Date;

  @Column('integer', { name: 'created_by', nullable: true })
  createdBy: number | null;
}
