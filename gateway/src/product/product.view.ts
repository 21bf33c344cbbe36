/**
 * What a room change hands to the features that follow it (issue 31 §1).
 */
import type { EntityManager } from 'typeorm';
import { type ProductView } from '../shelter/shelter.view';

/** Runs inside a product change's transaction (the admin records its audit event there). */
export type AfterProductChange = (tx: EntityManager, product: ProductView) => Promise<void>;
