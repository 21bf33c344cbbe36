import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProductType } from './product-type';

@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer', { name: 'shelter_id' })
  shelterId: number;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @Column('integer', { name: 'total_places' })
  totalPlaces: number;

  @Column('text')
  type: ProductType;

  @Column('text')
  requirements: string;

  @Column('timestamptz', { name: 'archived_at', nullable: true })
  archivedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
