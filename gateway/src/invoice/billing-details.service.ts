/**
 * Billing details (issue 21 §2, issue 30): who pays (a region's buyer details, set by the admin) and
 * who bills (a shelter's seller details, by its host staff or the admin), each checked as a
 * receiver's e-invoice validation will check it.
 */
import type { DataSource } from 'typeorm';
import type { Actor } from '../domain/actor';
import { recordAudit } from '../platform/audit';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { isId } from '../platform/validate';
import {
  bankAccountField,
  billingField,
  endpointField,
  flagField,
  invoicePrefixField,
  M,
  organisationNumber,
  postcodeField,
  regionProblems,
  shelterProblems,
  toRegionBilling,
  toShelterBilling,
} from './invoice.rules';
import { REGION_BILLING_SQL, type RegionBillingRow, SHELTER_BILLING_SQL, type ShelterBillingRow } from './invoice.sql';
import type { RegionBillingInput, RegionBillingView, ShelterBillingInput, ShelterBillingView } from './invoice.view';

export class BillingDetailsService {
  constructor(private readonly ds: DataSource) {}

  /** Every region that is not archived, with its billing details (admin). */
  async regionBillings(actorOrNull: Actor | null): Promise<RegionBillingView[]> {
    requireGroup(actorOrNull, 'admin');
    const rows: RegionBillingRow[] = await this.ds.query(`${REGION_BILLING_SQL} WHERE r.archived_at IS NULL ORDER BY r.name, r.id`);
    return rows.map(toRegionBilling);
  }

  /** Sets a region's billing details (admin; audited). Fields left out become empty. */
  async updateRegionBilling(actorOrNull: Actor | null, input: RegionBillingInput): Promise<RegionBillingView> {
    const actor = requireGroup(actorOrNull, 'admin');
    if (!isId(input.regionId)) throw new AppError('BAD_USER_INPUT', M.regionMissing);
    const v = {
      name: billingField(input.name, 'Namn'),
      organisationNumber: organisationNumber(input.organisationNumber),
      street: billingField(input.street, 'Gatuadress'),
      postcode: postcodeField(input.postcode),
      city: billingField(input.city, 'Ort'),
      reference: billingField(input.reference, 'Referens', 100),
      endpointId: endpointField(input.endpointId),
      contact: billingField(input.contact, 'Kontakt'),
      fullNames: flagField(input.fullNames, 'Fullständiga namn'),
    };
    return inTransaction(this.ds, async (tx) => {
      const [region]: { id: number }[] = await tx.query(`SELECT id FROM region WHERE id = $1`, [input.regionId]);
      if (!region) throw new AppError('BAD_USER_INPUT', M.regionMissing);
      await tx.query(
        `INSERT INTO region_billing (region_id, name, organisation_number, street, postcode, city, reference, endpoint_id, contact, updated_by, full_names)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, COALESCE($11::boolean, false))
         ON CONFLICT (region_id) DO UPDATE SET name = EXCLUDED.name, organisation_number = EXCLUDED.organisation_number,
           street = EXCLUDED.street, postcode = EXCLUDED.postcode, city = EXCLUDED.city, reference = EXCLUDED.reference,
           endpoint_id = EXCLUDED.endpoint_id, contact = EXCLUDED.contact, updated_by = EXCLUDED.updated_by, updated_at = clock_timestamp(),
           full_names = COALESCE($11::boolean, region_billing.full_names)`,
        [
          input.regionId,
          v.name,
          v.organisationNumber,
          v.street,
          v.postcode,
          v.city,
          v.reference,
          v.endpointId,
          v.contact,
          actor.userId,
          v.fullNames,
        ],
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'region_billing_updated',
        entity: 'region',
        entityId: input.regionId,
        detail: v,
      });
      return toRegionBilling(one<RegionBillingRow>(await tx.query(`${REGION_BILLING_SQL} WHERE r.id = $1`, [input.regionId])));
    });
  }

  /** The shelter whose seller details the actor may read or change: host staff their own (shelterId may be left out), admins any. */
  private billingShelter(actorOrNull: Actor | null, shelterId: number | null | undefined): { actor: Actor; shelterId: number } {
    const actor = requireGroup(actorOrNull, 'host', 'admin');
    if (actor.groups.includes('admin') && shelterId !== null && shelterId !== undefined) {
      if (!isId(shelterId)) throw new AppError('HOST_NOT_FOUND');
      return { actor, shelterId };
    }
    if (!actor.groups.includes('host') || actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    if (shelterId !== null && shelterId !== undefined && shelterId !== actor.hostShelterId) throw new AppError('HOST_NOT_FOUND');
    return { actor, shelterId: actor.hostShelterId };
  }

  async shelterBilling(actorOrNull: Actor | null, shelterId?: number | null): Promise<ShelterBillingView> {
    const scope = this.billingShelter(actorOrNull, shelterId);
    const [row]: ShelterBillingRow[] = await this.ds.query(`${SHELTER_BILLING_SQL} WHERE s.id = $1`, [scope.shelterId]);
    if (!row) throw new AppError('HOST_NOT_FOUND');
    return toShelterBilling(row);
  }

  /** Sets the shelter's seller details (host staff for their own, admins for any; audited). */
  async updateShelterBilling(actorOrNull: Actor | null, input: ShelterBillingInput): Promise<ShelterBillingView> {
    const { actor, shelterId } = this.billingShelter(actorOrNull, input.shelterId);
    const v = {
      organisationNumber: organisationNumber(input.organisationNumber),
      bankAccount: bankAccountField(input.bankAccount),
      endpointId: endpointField(input.endpointId),
      contact: billingField(input.contact, 'Kontakt'),
      vatRegistered: flagField(input.vatRegistered, 'Momsregistrerad'),
      fSkatt: flagField(input.fSkatt, 'F-skatt'),
      invoicePrefix: invoicePrefixField(input.invoicePrefix),
    };
    return inTransaction(this.ds, async (tx) => {
      const [s]: { id: number }[] = await tx.query(`SELECT id FROM shelter WHERE id = $1`, [shelterId]);
      if (!s) throw new AppError('HOST_NOT_FOUND');
      await tx.query(
        `INSERT INTO shelter_billing (shelter_id, organisation_number, bank_account, endpoint_id, contact, updated_by,
                                      vat_registered, f_skatt, invoice_prefix)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7::boolean, false), COALESCE($8::boolean, true), $9)
         ON CONFLICT (shelter_id) DO UPDATE SET organisation_number = EXCLUDED.organisation_number, bank_account = EXCLUDED.bank_account,
           endpoint_id = EXCLUDED.endpoint_id, contact = EXCLUDED.contact, updated_by = EXCLUDED.updated_by, updated_at = clock_timestamp(),
           vat_registered = COALESCE($7::boolean, shelter_billing.vat_registered), f_skatt = COALESCE($8::boolean, shelter_billing.f_skatt),
           invoice_prefix = EXCLUDED.invoice_prefix`,
        [shelterId, v.organisationNumber, v.bankAccount, v.endpointId, v.contact, actor.userId, v.vatRegistered, v.fSkatt, v.invoicePrefix],
      );
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'shelter_billing_updated',
        entity: 'shelter',
        entityId: shelterId,
        detail: v,
      });
      return toShelterBilling(one<ShelterBillingRow>(await tx.query(`${SHELTER_BILLING_SQL} WHERE s.id = $1`, [shelterId])));
    });
  }

  /**
   * The billing details saved earlier that a receiver's e-invoice validation would refuse (issue 30),
   * checked at start (main.ts logs the ids): the same checks as when they are typed. Their drafts
   * show the problem until they are corrected.
   */
  async detailsToFix(): Promise<{ shelters: number[]; regions: number[] }> {
    const [shelters, regions]: [ShelterBillingRow[], RegionBillingRow[]] = await Promise.all([
      this.ds.query(`${SHELTER_BILLING_SQL} WHERE sb.shelter_id IS NOT NULL ORDER BY s.id`),
      this.ds.query(`${REGION_BILLING_SQL} WHERE rb.region_id IS NOT NULL ORDER BY r.id`),
    ]);
    return {
      shelters: shelters.filter((r) => shelterProblems(r).length > 0).map((r) => r.shelter_id),
      regions: regions.filter((r) => regionProblems(r).length > 0).map((r) => r.region_id),
    };
  }
}

declare module '../platform/services' {
  interface Services {
    billingDetails: BillingDetailsService;
  }
}
