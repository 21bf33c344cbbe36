import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 38 §3, invoices by decision: each invoice line of a shelter that requires a biståndsbeslut
 * names the decision that covers its nights (decision_id) and carries the decision's case number as
 * sent (case_number, frozen with the line like the guest's name and UNO code: the municipality's
 * accounts-payable staff match the line to their case by it). Lines of other shelters have neither.
 */
export class InvoiceDecisions1732000000044 implements MigrationInterface {
  name = 'InvoiceDecisions1732000000044';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE invoice_line ADD COLUMN decision_id integer REFERENCES decision (id)`);
    await q.query(`ALTER TABLE invoice_line ADD COLUMN case_number text CHECK (length(case_number) BETWEEN 1 AND 60)`);
    await q.query(`CREATE INDEX invoice_line_decision_idx ON invoice_line (decision_id) WHERE decision_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS invoice_line_decision_idx`);
    await q.query(`ALTER TABLE invoice_line DROP COLUMN IF EXISTS case_number`);
    await q.query(`ALTER TABLE invoice_line DROP COLUMN IF EXISTS decision_id`);
  }
}
