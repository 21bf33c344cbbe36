import { Entity, PrimaryColumn } from 'typeorm';

@Entity('caseworker_shelter')
export class CaseworkerShelterEntity {
  @PrimaryColumn('integer', { name: 'user_id' })
  userId: number;

  @PrimaryColumn('integer', { name: 'shelter_id' })
  shelterId: number;
}
