import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30: what a receiver's e-invoice validation needs to know about the seller, and two
 * choices. On shelter_billing: whether the shelter is VAT-registered (then its VAT number,
 * SE + organisation number + 01, is BT-31) and whether it holds F-skatt (BT-32 "Godkänd för
 * F-skatt", SE-R-005). No VAT number is made up: VAT registration is false until the host says
 * so. F-skatt is assumed for details saved before (a municipality buys only from F-skatt holders,
 * and exempt lines need BT-31 or BT-32, BR-E-02), shown on the host's form to untick; and an
 * optional invoice-number prefix ("LJ-"). On region_billing: whether the region's invoices name
 * guests in full (default: UNO code and initials, docs/PRIVACY.md).
 */
export class EinvoiceRules1732000000030 implements MigrationInterface {
  name = 'EinvoiceRules1732000000030';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE shelter_billing ADD COLUMN vat_registered boolean NOT NULL DEFAULT false,
                                   ADD COLUMN f_skatt boolean NOT NULL DEFAULT true,
                                   ADD COLUMN invoice_prefix text NOT NULL DEFAULT ''`,
    );
    await q.query(`ALTER TABLE region_billing ADD COLUMN full_names boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE region_billing DROP COLUMN full_names`);
    await q.query(`ALTER TABLE shelter_billing DROP COLUMN vat_registered, DROP COLUMN f_skatt, DROP COLUMN invoice_prefix`);
  }
}
