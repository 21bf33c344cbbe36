/** Administration of any shelter's rooms: the same rules as the host's Mina Rum, through ProductService. */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { AppError } from '../platform/errors';
import type { ProductService } from '../product/product.service';
import type { ProductInput } from '../product/product.rules';
import { PRODUCT_SQL } from '../shelter/shelter.sql';
import { type ProductView } from '../shelter/shelter.view';
import { requireGroup } from '../platform/gate';
import { audit } from './admin.rules';
export class AdminRoomService {
  constructor(
    private readonly ds: DataSource,
    private readonly products: ProductService,
  ) {}

  // ---- rooms (the same rules as Mina Rum, through ProductService) ------------------------------

  private async openShelter(shelterId: number): Promise<void> {
    const [s] = await this.ds.query(`SELECT 1 FROM shelter WHERE id = $1 AND archived_at IS NULL`, [shelterId]);
    if (!s) throw new AppError('NOT_FOUND');
  }

  async shelterProducts(actor: Actor | null, shelterId: number): Promise<ProductView[]> {
    requireGroup(actor, 'admin');
    await this.openShelter(shelterId);
    return this.ds.query(`${PRODUCT_SQL} WHERE shelter_id = $1 AND archived_at IS NULL ORDER BY id`, [shelterId]);
  }

  async createProduct(actorOrNull: Actor | null, shelterId: number, input: ProductInput): Promise<ProductView> {
    const actor = requireGroup(actorOrNull, 'admin');
    await this.openShelter(shelterId);
    return this.products.createIn(shelterId, input, (tx, p) =>
      audit(tx, actor, 'product_created', 'product', p.id, { shelterId, ...input }),
    );
  }

  private async productShelter(productId: number): Promise<number> {
    const [p]: { shelter_id: number }[] = await this.ds.query(`SELECT shelter_id FROM product WHERE id = $1 AND archived_at IS NULL`, [
      productId,
    ]);
    if (!p) throw new AppError('PRODUCT_NOT_FOUND');
    return p.shelter_id;
  }

  async updateProduct(actorOrNull: Actor | null, productId: number, input: ProductInput): Promise<ProductView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const shelterId = await this.productShelter(productId);
    return this.products.updateIn(shelterId, productId, input, (tx, p) => audit(tx, actor, 'product_updated', 'product', p.id, input));
  }

  /** Archives a room; an admin declines no requests, so a queue refuses it (PRODUCT_IN_USE) like held places. */
  async archiveProduct(actorOrNull: Actor | null, productId: number): Promise<ProductView> {
    const actor = requireGroup(actorOrNull, 'admin');
    const shelterId = await this.productShelter(productId);
    return this.products.archiveIn(shelterId, productId, null, (tx, p) => audit(tx, actor, 'product_archived', 'product', p.id));
  }
}

declare module '../platform/services' {
  interface Services {
    adminRooms: AdminRoomService;
  }
}
