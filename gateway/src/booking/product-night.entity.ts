import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The capacity ledger: one row per product and night, CHECK (held >= 0 AND held <= capacity). */
@Entity('product_night')
export class ProductNightEntity {
  @PrimaryColumn('integer', { name: 'product_id' })
  productId: number;

  @PrimaryColumn('date')
  night: string;

  @Column('integer')
  capacity: number;

  @Column('integer')
  held: number;
}
