import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { RegionEntity } from './region.entity';

/** A shelter ("host" in SPEC's wire format). */
@Entity('shelter')
export class ShelterEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  street: string;

  @Column('text')
  postcode: string;

  @Column('text')
  city: string;

  @Column('integer', { name: 'region_id' })
  regionId: number;

  @ManyToOne(() => RegionEntity)
  @JoinColumn({ name: 'region_id' })
  region?: RegionEntity;

  @Column('text', { nullable: true })
  image: string | null;

  @Column('timestamptz', { name: 'archived_at', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
