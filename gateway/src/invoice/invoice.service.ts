/**
 * Fakturering (issue 21): a shelter bills each region (municipality) for the nights its guests
 * stayed; the region's caseworkers check the invoice against the nights report and attest it.
 *
 * - Drafts are computed, never stored: for a month, the nights actually stayed (the nights
 *   report's definition: checked_in or completed, clipped at the month's edges, and only nights
 *   before today) that no invoice holds yet, one draft per paying region (the region snapshot on
 *   the booking at check-in), a line per guest, room, price and VAT rate.
 * - 'Skicka' freezes a draft: the shelter's next number from a counter row updated in the same
 *   transaction (so numbers have no gaps: a rolled-back send gives its number back), the lines
 *   and totals, the InvoiceDocument the PDF and e-invoice are rendered from, and one claim per
 *   night (invoice_night's primary key: a night is on at most one invoice that is not credited).
 * - After sending only `invoice.status` changes; every step is an invoice_event (who, when, what).
 * - A credit note (kreditfaktura) takes its own number from the same series, copies the credited
 *   lines and deletes their claims, so the nights can be billed again.
 *
 * This file holds the invoices' use cases (drafts, sending, reading, steps, credit); prices are
 * prices.service.ts, billing details billing-details.service.ts, and SQL, views and rules are
 * invoice.sql.ts, invoice.view.ts and invoice.rules.ts.
 *
 * Scope (DESIGN §3): host staff see their own shelter's invoices, caseworkers those of their
 * assigned shelters; anything else is NOT_FOUND ('Fakturan finns inte.'), as if it did not exist.
 */
import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Actor } from '../domain/actor';
import type { Group } from '../domain/roles';
import type { Clock } from '../platform/clock';
import { addDays, type LocalDate } from '../platform/dates';
import { inTransaction } from '../platform/db/database';
import { one } from '../platform/db/rows';
import { AppError, sqlConstraint, sqlState } from '../platform/errors';
import { requireGroup } from '../platform/gate';
import { MESSAGES } from '../platform/messages';
import { isSwedishVatRate } from '../domain/payment-ids';
import { USED_STATUSES } from '../report/report.sql';
import { isId } from '../platform/validate';
import { type InvoiceDocument, type InvoiceLineDocument, VAT_EXEMPTION } from './document';
import { allowedInvoiceActions, decideInvoice, statusAfterCredit, type InvoiceAction, type InvoiceStatus } from '../domain/invoice-status';
import { totalsOf } from './money';
import { DraftView, InvoiceLineView, InvoiceView, GuestInvoiceLineView, SendInput, DisputeLineInput } from './invoice.view';
import {
  LockedInvoice,
  StayedNightRow,
  STAYED_NIGHTS_SQL,
  REGION_BILLING_SQL,
  RegionBillingRow,
  SHELTER_BILLING_SQL,
  ShelterBillingRow,
  InvoiceRow,
  INVOICE_SQL,
  LineRow,
  LINES_SQL,
  CHECKS_SQL,
  EventRow,
  fromJson,
} from './invoice.sql';
import {
  PAYMENT_DAYS,
  MAX_NOTE,
  MAX_REASON,
  M,
  monthRange,
  optionalText,
  requiredText,
  invoiceNumberText,
  initialsOf,
  toRegionBilling,
  toShelterBilling,
  collator,
  draftLines,
  partyOfRegion,
  lacksDecision,
  nightsWithoutDecision,
  decisionNightsOf,
} from './invoice.rules';

type Drafted = DraftView & { lineData: ReturnType<typeof draftLines> };

export class InvoiceService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  // --- scope -----------------------------------------------------------------------------------

  private hostShelter(actorOrNull: Actor | null): { actor: Actor; shelterId: number } {
    const actor = requireGroup(actorOrNull, 'host');
    if (actor.hostShelterId === null) throw new AppError('HOST_NOT_FOUND');
    return { actor, shelterId: actor.hostShelterId };
  }

  /** The shelters whose invoices the actor sees: host staff their own, caseworkers their assigned ones. */
  private scope(actorOrNull: Actor | null): { actor: Actor; shelterIds: number[] } {
    const actor = requireGroup(actorOrNull, 'host', 'caseworker');
    const ids = new Set<number>();
    if (actor.groups.includes('host') && actor.hostShelterId !== null) ids.add(actor.hostShelterId);
    if (actor.groups.includes('caseworker')) for (const s of actor.assignedShelterIds) ids.add(s);
    return { actor, shelterIds: [...ids] };
  }

  /** The groups in which the actor acts on this shelter's invoices. */
  private groupsAt(actor: Actor, shelterId: number): Group[] {
    const groups: Group[] = [];
    if (actor.groups.includes('host') && actor.hostShelterId === shelterId) groups.push('host');
    if (actor.groups.includes('caseworker') && actor.assignedShelterIds.includes(shelterId)) groups.push('caseworker');
    return groups;
  }

  // --- drafts ----------------------------------------------------------------------------------

  /** The host's drafts for a month: one per paying region with nights not yet invoiced. */
  async drafts(actorOrNull: Actor | null, month: unknown): Promise<DraftView[]> {
    const { shelterId } = this.hostShelter(actorOrNull);
    const range = monthRange(month);
    const drafts = await this.computeDrafts(this.ds, shelterId, range);
    return drafts.map(({ lineData: _l, ...d }) => d);
  }

  private async computeDrafts(q: EntityManager | DataSource, shelterId: number, range: ReturnType<typeof monthRange>): Promise<Drafted[]> {
    // ONE statement (issue 22: 3 → 1): the stayed nights, the paying regions' billing details and
    // the shelter's, each as a json column of the one row.
    const [read]: { nights: StayedNightRow[] | string; buyers: RegionBillingRow[] | string; seller: ShelterBillingRow | string | null }[] =
      await q.query(
        `WITH nights AS (${STAYED_NIGHTS_SQL})
         SELECT (SELECT COALESCE(json_agg(n), '[]'::json) FROM nights n) AS nights,
                (SELECT COALESCE(json_agg(rb), '[]'::json)
                   FROM (${REGION_BILLING_SQL} WHERE r.id IN (SELECT region_id FROM nights)) rb) AS buyers,
                (SELECT row_to_json(sb) FROM (${SHELTER_BILLING_SQL} WHERE s.id = $1) sb) AS seller`,
        [shelterId, range.start, range.end, this.clock.today(), USED_STATUSES],
      );
    if (!read) return [];
    const rows = fromJson(read.nights);
    if (rows.length === 0) return [];
    const byRegion = new Map<number, StayedNightRow[]>();
    for (const r of rows) byRegion.set(r.region_id, [...(byRegion.get(r.region_id) ?? []), r]);
    const buyers = fromJson(read.buyers);
    const seller = fromJson(read.seller);
    // The stored details are checked again here (issue 30): details saved before the checks existed,
    // or that fail them now, show as problems on the draft instead of going out to be refused.
    const sellerView = seller ? toShelterBilling(seller) : null;
    const drafts: Drafted[] = [];
    for (const [regionId, regionRows] of byRegion) {
      const buyerRow = buyers.find((b) => b.region_id === regionId);
      if (!buyerRow) continue;
      const buyer = toRegionBilling(buyerRow);
      // Nights where a biståndsbeslut is required and none covers them are not billed (issue 38 §3).
      const lineData = draftLines(regionRows.filter((r) => !lacksDecision(r)));
      const withoutDecision = nightsWithoutDecision(regionRows.filter(lacksDecision));
      const totals = totalsOf(lineData);
      const problems: string[] = [];
      if (lineData.length === 0) problems.push(MESSAGES.INVOICE_NOT_READY.nothingToInvoice);
      for (const l of lineData) {
        if (l.unitPriceOre === null) problems.push(MESSAGES.INVOICE_NOT_READY.missingPrice(l.roomName, l.nights[0] ?? ''));
        else if (!isSwedishVatRate(l.vatRateBp))
          problems.push(MESSAGES.INVOICE_NOT_READY.vatRate(l.roomName, String(l.vatRateBp / 100).replace('.', ',')));
        else if (l.vatRateBp > 0 && sellerView && !sellerView.vatRegistered)
          problems.push(MESSAGES.INVOICE_NOT_READY.vatNotRegistered(l.roomName));
      }
      problems.push(...buyer.problems);
      problems.push(...(sellerView ? sellerView.problems : [MESSAGES.INVOICE_NOT_READY.missingSeller]));
      const version = createHash('sha256')
        .update(JSON.stringify([regionId, range.month, lineData.map((l) => [l.bookingNights, l.unitPriceOre, l.vatRateBp, l.decisionId])]))
        .digest('base64url')
        .slice(0, 22);
      drafts.push({
        month: range.month,
        periodStart: range.start,
        periodEnd: range.end,
        region: { id: regionId, name: buyer.regionName },
        buyer,
        lines: lineData.map(({ bookingNights: _b, ...l }) => l),
        lineData,
        netOre: totals.netOre,
        vatOre: totals.vatOre,
        grossOre: totals.grossOre,
        problems: [...new Set(problems)],
        nightsWithoutDecision: withoutDecision,
        version,
      });
    }
    return drafts.sort((a, b) => collator.compare(a.region.name, b.region.name) || a.region.id - b.region.id);
  }

  // --- sending ---------------------------------------------------------------------------------

  /** The shelter's next invoice number: the counter row is locked by the update until the transaction ends. */
  /**
   * An invoice or credit note as sent: the one INSERT INTO invoice. Dates and totals come from its
   * frozen document, so the row and what the PDF and e-invoice say cannot differ.
   */
  private async insertInvoice(
    tx: EntityManager,
    v: {
      shelterId: number;
      regionId: number;
      number: number;
      creditsInvoiceId: number | null;
      periodStart: LocalDate;
      periodEnd: LocalDate;
      doc: InvoiceDocument;
      sentBy: number;
    },
  ): Promise<number> {
    const row = one<{ id: number }>(
      await tx.query(
        `INSERT INTO invoice (shelter_id, region_id, kind, number, credits_invoice_id, period_start, period_end, issue_date, due_date,
                              status, note, net_ore, vat_ore, gross_ore, document, sent_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sent', $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          v.shelterId,
          v.regionId,
          v.doc.kind,
          v.number,
          v.creditsInvoiceId,
          v.periodStart,
          v.periodEnd,
          v.doc.issueDate,
          v.doc.dueDate,
          v.doc.note,
          v.doc.totals.netOre,
          v.doc.totals.vatOre,
          v.doc.totals.grossOre,
          JSON.stringify(v.doc),
          v.sentBy,
        ],
      ),
    );
    return row.id;
  }

  /**
   * An invoice's lines, numbered from 1, and their nights' claims, in one statement (an invoice's
   * claims hold its nights; a credit note's lines claim none, they name the lines they credit).
   */
  private async insertLines(
    tx: EntityManager,
    invoiceId: number,
    lines: readonly {
      guestId: number;
      productId: number;
      guestName: string;
      unokod: string;
      roomName: string;
      nights: readonly LocalDate[];
      unitPriceOre: number;
      vatRateBp: number;
      netOre: number;
      vatOre: number;
      creditsLineId: number | null;
      decisionId: number | null;
      caseNumber: string | null;
      claims: readonly { bookingId: number; night: LocalDate }[];
    }[],
  ): Promise<void> {
    await tx.query(
      `WITH x AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(line_no int, guest_id int, product_id int, guest_name text,
           unokod text, room_name text, nights date[], unit_price_ore int, vat_rate_bp int, net_ore int, vat_ore int, credits_line_id int,
           decision_id int, case_number text)
       ), l AS (
         INSERT INTO invoice_line (invoice_id, line_no, guest_id, product_id, guest_name, unokod, room_name, nights,
                                   unit_price_ore, vat_rate_bp, net_ore, vat_ore, credits_line_id, decision_id, case_number)
         SELECT $1, line_no, guest_id, product_id, guest_name, unokod, room_name, nights,
                unit_price_ore, vat_rate_bp, net_ore, vat_ore, credits_line_id, decision_id, case_number FROM x
         RETURNING id, line_no
       )
       INSERT INTO invoice_night (booking_id, night, line_id)
       SELECT c.booking_id, c.night, l.id
         FROM jsonb_to_recordset($3::jsonb) AS c(line_no int, booking_id int, night date) JOIN l USING (line_no)`,
      [
        invoiceId,
        JSON.stringify(
          lines.map((l, i) => ({
            line_no: i + 1,
            guest_id: l.guestId,
            product_id: l.productId,
            guest_name: l.guestName,
            unokod: l.unokod,
            room_name: l.roomName,
            nights: l.nights,
            unit_price_ore: l.unitPriceOre,
            vat_rate_bp: l.vatRateBp,
            net_ore: l.netOre,
            vat_ore: l.vatOre,
            credits_line_id: l.creditsLineId,
            decision_id: l.decisionId,
            case_number: l.caseNumber,
          })),
        ),
        JSON.stringify(lines.flatMap((l, i) => l.claims.map((c) => ({ line_no: i + 1, booking_id: c.bookingId, night: c.night })))),
      ],
    );
  }

  private async nextNumber(tx: EntityManager, shelterId: number): Promise<number> {
    await tx.query(`INSERT INTO invoice_counter (shelter_id) VALUES ($1) ON CONFLICT (shelter_id) DO NOTHING`, [shelterId]);
    return one<{ n: number }>(
      // In a CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      await tx.query(
        `WITH c AS (UPDATE invoice_counter SET last_number = last_number + 1 WHERE shelter_id = $1 RETURNING last_number) SELECT last_number AS n FROM c`,
        [shelterId],
      ),
    ).n;
  }

  private async event(
    tx: EntityManager,
    invoiceId: number,
    actor: Actor,
    group: Group,
    action: string,
    from: InvoiceStatus | null,
    to: InvoiceStatus,
    opts: { lineId?: number; text?: string } = {},
  ): Promise<void> {
    await tx.query(
      `INSERT INTO invoice_event (invoice_id, action, from_status, to_status, line_id, text, actor_id, actor_group) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [invoiceId, action, from, to, opts.lineId ?? null, opts.text ?? '', actor.userId, group],
    );
  }

  /**
   * The one writer of a sent invoice's status, with its event in the same transaction (`send`
   * writes the first, 'sent', as it inserts the row). A step that leaves the status as it was
   * (a credit of some lines of an undisputed invoice) writes only the event.
   */
  private async writeStatus(
    tx: EntityManager,
    row: LockedInvoice,
    to: InvoiceStatus,
    actor: Actor,
    group: Group,
    action: InvoiceAction,
    opts: { text: string },
  ): Promise<void> {
    if (to !== row.status) await tx.query(`UPDATE invoice SET status = $2 WHERE id = $1`, [row.id, to]);
    await this.event(tx, row.id, actor, group, action, row.status, to, opts);
  }

  /**
   * 'Skicka': freezes the month's draft for a region as the shelter's next invoice. The draft must
   * be the one the host saw (draftVersion), complete (prices, billing details) and its nights
   * unclaimed; a night another invoice took first is INVOICE_NIGHTS_TAKEN (the claim's key decides).
   */
  async send(actorOrNull: Actor | null, input: SendInput): Promise<InvoiceView> {
    const { actor, shelterId } = this.hostShelter(actorOrNull);
    const range = monthRange(input.month);
    const note = optionalText(input.note, MAX_NOTE, M.invoiceNote(MAX_NOTE));
    if (typeof input.draftVersion !== 'string' || input.draftVersion === '') throw new AppError('BAD_USER_INPUT', M.draftVersion);
    if (!isId(input.regionId)) throw new AppError('INVOICE_NOT_READY', MESSAGES.INVOICE_NOT_READY.nothingToInvoice);
    const today = this.clock.today();
    let id: number;
    try {
      id = await inTransaction(this.ds, async (tx) => {
        const drafts = await this.computeDrafts(tx, shelterId, range);
        const draft = drafts.find((d) => d.region.id === input.regionId);
        if (!draft) throw new AppError('INVOICE_DRAFT_CHANGED', MESSAGES.INVOICE_NOT_READY.nothingToInvoice);
        if (draft.version !== input.draftVersion) throw new AppError('INVOICE_DRAFT_CHANGED');
        const [problem] = draft.problems;
        if (problem !== undefined) throw new AppError('INVOICE_NOT_READY', problem);
        const sellerRow = one<ShelterBillingRow>(await tx.query(`${SHELTER_BILLING_SQL} WHERE s.id = $1`, [shelterId]));
        const seller = toShelterBilling(sellerRow);
        const number = await this.nextNumber(tx, shelterId);
        const numberText = invoiceNumberText(seller.invoicePrefix, number);
        const lines: InvoiceLineDocument[] = draft.lineData.map((l, i) => ({
          id: String(i + 1),
          // UNO code and initials unless the region chose full names (issue 30 §5, docs/PRIVACY.md).
          description: `${draft.buyer.fullNames ? l.guestName : initialsOf(l.guestName)} – ${l.roomName}`,
          unokod: l.unokod,
          nights: l.nights,
          unitPriceOre: l.unitPriceOre ?? 0,
          netOre: l.netOre,
          vatRateBp: l.vatRateBp,
          vatOre: l.vatOre,
          ...(l.caseNumber ? { caseNumber: l.caseNumber } : {}),
        }));
        const totals = totalsOf(lines);
        const doc: InvoiceDocument = {
          kind: 'invoice',
          number: numberText,
          issueDate: today,
          dueDate: addDays(today, PAYMENT_DAYS),
          periodStart: range.start,
          periodEnd: range.end,
          currency: 'SEK',
          seller: {
            name: seller.shelterName,
            organisationNumber: seller.organisationNumber,
            street: sellerRow.street,
            postcode: sellerRow.postcode,
            city: sellerRow.city,
            country: 'SE',
            endpointId: seller.endpointId,
            vatRegistered: seller.vatRegistered,
            fSkatt: seller.fSkatt,
            ...(seller.contact || sellerRow.phone ? { contact: seller.contact || (sellerRow.phone ?? '') } : {}),
          },
          buyer: partyOfRegion(draft.buyer),
          buyerReference: draft.buyer.reference,
          note,
          lines,
          totals,
          payment: { account: seller.bankAccount, reference: numberText },
          // The exemption's words as they read today, kept with the invoice (a later edit changes only later invoices).
          ...(totals.vat.some((v) => v.rateBp === 0) ? { vatExemption: { ...VAT_EXEMPTION } } : {}),
        };
        const invId = await this.insertInvoice(tx, {
          shelterId,
          regionId: draft.region.id,
          number,
          creditsInvoiceId: null,
          periodStart: range.start,
          periodEnd: range.end,
          doc,
          sentBy: actor.userId,
        });
        // The nights' claims: their primary key (booking_id, night) refuses a night another invoice holds.
        await this.insertLines(
          tx,
          invId,
          draft.lineData.map((l) => ({
            guestId: l.guestId,
            productId: l.productId,
            guestName: l.guestName,
            unokod: l.unokod,
            roomName: l.roomName,
            nights: l.nights,
            unitPriceOre: l.unitPriceOre ?? 0,
            vatRateBp: l.vatRateBp,
            netOre: l.netOre,
            vatOre: l.vatOre,
            creditsLineId: null,
            decisionId: l.decisionId,
            caseNumber: l.caseNumber,
            claims: l.bookingNights,
          })),
        );
        await this.event(tx, invId, actor, 'host', 'send', null, 'sent', { text: note });
        return invId;
      });
    } catch (e) {
      if (sqlState(e) === '23505' && sqlConstraint(e) === 'invoice_night_pkey') throw new AppError('INVOICE_NIGHTS_TAKEN');
      throw e;
    }
    return this.get(actor, id);
  }

  // --- reading ---------------------------------------------------------------------------------

  /** One invoice in the actor's scope, with lines, checks and events; else NOT_FOUND. */
  async get(actorOrNull: Actor | null, id: number): Promise<InvoiceView> {
    const { actor, shelterIds } = this.scope(actorOrNull);
    if (!isId(id) || shelterIds.length === 0) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const rows: InvoiceRow[] = await this.ds.query(`${INVOICE_SQL} WHERE i.id = $1 AND i.shelter_id = ANY ($2::int[])`, [id, shelterIds]);
    const [view] = await this.assemble(actor, rows);
    if (!view) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    return view;
  }

  /**
   * The invoices and credit notes in the actor's scope, newest first; optionally of one month
   * (yyyy-MM), one shelter, or one status.
   */
  async list(
    actorOrNull: Actor | null,
    filter: { month?: unknown; shelterId?: number | null; status?: InvoiceStatus | null } = {},
  ): Promise<InvoiceView[]> {
    const { actor, shelterIds } = this.scope(actorOrNull);
    const range = filter.month === undefined || filter.month === null || filter.month === '' ? null : monthRange(filter.month);
    const shelters = filter.shelterId ? shelterIds.filter((s) => s === filter.shelterId) : shelterIds;
    if (shelters.length === 0) return [];
    const rows: InvoiceRow[] = await this.ds.query(
      `${INVOICE_SQL}
        WHERE i.shelter_id = ANY ($1::int[]) AND ($2::date IS NULL OR i.period_start = $2::date) AND ($3::text IS NULL OR i.status = $3::text)
        ORDER BY i.period_start DESC, s.name, i.number DESC`,
      [shelters, range?.start ?? null, filter.status ?? null],
    );
    return this.assemble(actor, rows);
  }

  /**
   * The report's 'Fakturera' (issue 21 §6): a guest's lines in a month on the invoices in the
   * actor's scope (optionally one shelter), credit notes included, with their invoices.
   */
  async guestLines(actorOrNull: Actor | null, guestId: number, month: unknown, shelterId?: number | null): Promise<GuestInvoiceLineView[]> {
    const range = monthRange(month);
    const { actor, shelterIds } = this.scope(actorOrNull);
    if (!isId(guestId)) return [];
    const shelters = shelterId ? shelterIds.filter((s) => s === shelterId) : shelterIds;
    if (shelters.length === 0) return [];
    const rows: InvoiceRow[] = await this.ds.query(
      `${INVOICE_SQL}
        WHERE i.shelter_id = ANY ($1::int[]) AND i.period_start = $2::date
          AND EXISTS (SELECT 1 FROM invoice_line l WHERE l.invoice_id = i.id AND l.guest_id = $3)
        ORDER BY s.name, i.number`,
      [shelters, range.start, guestId],
    );
    const invoices = await this.assemble(actor, rows);
    return invoices.flatMap((invoice) => invoice.lines.filter((l) => l.guestId === guestId).map((line) => ({ invoice, line })));
  }

  /** Rows → views: lines, checks, credit notes and events of all the invoices in a few statements. */
  private async assemble(actor: Actor, rows: readonly InvoiceRow[]): Promise<InvoiceView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [lines, checks, credits, events]: [
      LineRow[],
      { line_id: number; report_nights: number; invoiced_nights: number; not_in_report: LocalDate[]; outside_decision: LocalDate[] }[],
      { id: number; number: number; issue_date: LocalDate; credits_invoice_id: number }[],
      EventRow[],
    ] = await Promise.all([
      this.ds.query(LINES_SQL, [ids]),
      this.ds.query(CHECKS_SQL, [ids, USED_STATUSES]),
      this.ds.query(
        `SELECT id, number, issue_date, credits_invoice_id FROM invoice WHERE credits_invoice_id = ANY ($1::int[]) ORDER BY number`,
        [ids],
      ),
      this.ds.query(
        `SELECT e.id, e.invoice_id, e.action, e.from_status, e.to_status, e.line_id, e.text, e.actor_group, e.at,
                  NULLIF(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS actor_name
             FROM invoice_event e LEFT JOIN app_user u ON u.id = e.actor_id
            WHERE e.invoice_id = ANY ($1::int[]) ORDER BY e.id`,
        [ids],
      ),
    ]);
    const checkOf = new Map(checks.map((c) => [c.line_id, c]));
    return rows.map((r) => {
      const myEvents = events.filter((e) => e.invoice_id === r.id);
      // The reasons of the last dispute, while the invoice is disputed.
      const lastDispute = [...myEvents].reverse().find((e) => e.action === 'dispute');
      const disputes = new Map<number, string>();
      if (r.status === 'disputed' && lastDispute) {
        for (const e of myEvents)
          if (e.action === 'dispute_line' && Number(e.id) > Number(lastDispute.id) && e.line_id !== null) disputes.set(e.line_id, e.text);
      }
      const groups = this.groupsAt(actor, r.shelter_id);
      const myLines = lines.filter((l) => l.invoice_id === r.id);
      return {
        id: r.id,
        kind: r.kind,
        number: r.number,
        displayNumber: r.display_number ?? String(r.number),
        shelter: { id: r.shelter_id, name: r.shelter_name },
        region: { id: r.region_id, name: r.region_name },
        month: r.period_start.slice(0, 7),
        periodStart: r.period_start,
        periodEnd: r.period_end,
        issueDate: r.issue_date,
        dueDate: r.due_date,
        status: r.status,
        note: r.note,
        netOre: Number(r.net_ore),
        vatOre: Number(r.vat_ore),
        grossOre: Number(r.gross_ore),
        sentAt: r.sent_at,
        sentByName: r.sent_by_name ?? '',
        buyerReference: r.buyer_reference ?? '',
        credits:
          r.credits_invoice_id !== null && r.credits_number !== null && r.credits_issue_date !== null
            ? { id: r.credits_invoice_id, number: r.credits_number, kind: 'invoice', issueDate: r.credits_issue_date }
            : null,
        creditNotes: credits
          .filter((c) => c.credits_invoice_id === r.id)
          .map((c) => ({ id: c.id, number: c.number, kind: 'credit_note' as const, issueDate: c.issue_date })),
        allowedActions: allowedInvoiceActions(r.kind, r.status, groups).filter(
          // Nothing left to credit once every line is credited (the status says so too).
          (a) => a !== 'credit' || lines.some((l) => l.invoice_id === r.id && l.credited_by_invoice_id === null),
        ),
        decisionNights: decisionNightsOf(myLines, checkOf),
        lines: myLines.map((l): InvoiceLineView => {
          const c = checkOf.get(l.id);
          const nightsNotInReport = c?.not_in_report ?? [];
          const nightsOutsideDecision = c?.outside_decision ?? [];
          return {
            id: l.id,
            lineNo: l.line_no,
            guestId: l.guest_id,
            guestName: l.guest_name,
            unokod: l.unokod,
            productId: l.product_id,
            roomName: l.room_name,
            nights: l.nights,
            unitPriceOre: l.unit_price_ore,
            vatRateBp: l.vat_rate_bp,
            netOre: Number(l.net_ore),
            vatOre: Number(l.vat_ore),
            grossOre: Number(l.net_ore) + Number(l.vat_ore),
            creditsLineId: l.credits_line_id,
            creditedBy:
              l.credited_by_invoice_id !== null && l.credited_by_number !== null
                ? { invoiceId: l.credited_by_invoice_id, number: l.credited_by_number }
                : null,
            disputeReason: disputes.get(l.id) ?? null,
            check: c
              ? {
                  reportNights: c.report_nights,
                  invoicedNights: c.invoiced_nights,
                  difference: c.invoiced_nights - c.report_nights,
                  nightsNotInReport,
                  nightsOutsideDecision,
                  matches: c.invoiced_nights === c.report_nights && nightsNotInReport.length === 0 && nightsOutsideDecision.length === 0,
                }
              : null,
            decisionId: l.decision_id,
            caseNumber: l.case_number,
          };
        }),
        events: myEvents.map((e) => ({
          id: Number(e.id),
          action: e.action,
          fromStatus: e.from_status,
          toStatus: e.to_status,
          lineId: e.line_id,
          text: e.text,
          actorName: e.actor_name ?? '',
          actorGroup: e.actor_group,
          at: e.at,
        })),
      };
    });
  }

  /** The frozen document of an invoice in the actor's scope (for the PDF and the e-invoice). */
  async document(actorOrNull: Actor | null, id: number): Promise<{ invoice: InvoiceView; document: InvoiceDocument }> {
    const invoice = await this.get(actorOrNull, id);
    const [row]: { document: InvoiceDocument | string }[] = await this.ds.query(`SELECT document FROM invoice WHERE id = $1`, [invoice.id]);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const document = fromJson(row.document);
    return { invoice, document };
  }

  // --- steps -----------------------------------------------------------------------------------

  /**
   * Locks an invoice in the actor's scope and checks that `action` is allowed now: NOT_FOUND out of
   * scope, FORBIDDEN for a group that does not take this step here, INVOICE_INVALID_TRANSITION
   * from a status the step does not start from.
   */
  private async lockFor(
    tx: EntityManager,
    actorOrNull: Actor | null,
    id: number,
    action: InvoiceAction,
  ): Promise<{ actor: Actor; row: LockedInvoice; group: Group; to: InvoiceStatus }> {
    const { actor, shelterIds } = this.scope(actorOrNull);
    if (!isId(id)) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const [row]: LockedInvoice[] = await tx.query(
      `SELECT id, kind, status, shelter_id FROM invoice WHERE id = $1 AND shelter_id = ANY ($2::int[]) FOR UPDATE`,
      [id, shelterIds],
    );
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
    const decision = decideInvoice(row.kind, row.status, action, this.groupsAt(actor, row.shelter_id));
    if (!decision.ok) {
      if (decision.error === 'FORBIDDEN') throw new AppError('FORBIDDEN');
      if (decision.error === 'GUARD') throw new AppError('INVOICE_INVALID_TRANSITION', MESSAGES.INVOICE_INVALID_TRANSITION.creditNote);
      throw new AppError('INVOICE_INVALID_TRANSITION');
    }
    return { actor, row, group: decision.role, to: decision.to };
  }

  private async step(
    actorOrNull: Actor | null,
    id: number,
    action: Exclude<InvoiceAction, 'credit' | 'dispute'>,
    text: string,
  ): Promise<InvoiceView> {
    const actor = await inTransaction(this.ds, async (tx) => {
      const { actor, row, group, to } = await this.lockFor(tx, actorOrNull, id, action);
      await this.writeStatus(tx, row, to, actor, group, action, { text });
      return actor;
    });
    return this.get(actor, id);
  }

  /** 'Attestera' (caseworker of the shelter): sent or disputed → attested, with an optional comment. */
  attest(actor: Actor | null, id: number, comment?: unknown): Promise<InvoiceView> {
    return this.step(actor, id, 'attest', optionalText(comment, MAX_REASON, M.invoiceComment(MAX_REASON)));
  }

  /** The host's answer to a dispute, a comment: disputed → sent (back to the caseworker). */
  answer(actor: Actor | null, id: number, comment: unknown): Promise<InvoiceView> {
    return this.step(actor, id, 'answer', requiredText(comment, MAX_REASON, M.invoiceComment(MAX_REASON)));
  }

  /** 'Markera betald' (host): attested → paid. */
  markPaid(actor: Actor | null, id: number): Promise<InvoiceView> {
    return this.step(actor, id, 'mark_paid', '');
  }

  /** Dispute lines (caseworker of the shelter), each with a reason: sent → disputed. */
  async dispute(actorOrNull: Actor | null, id: number, lines: readonly DisputeLineInput[]): Promise<InvoiceView> {
    if (!Array.isArray(lines) || lines.length === 0) throw new AppError('BAD_USER_INPUT', M.disputeLines);
    const reasons = lines.map((l) => ({ lineId: l.lineId, reason: requiredText(l.reason, MAX_REASON, M.disputeReason(MAX_REASON)) }));
    if (new Set(reasons.map((r) => r.lineId)).size !== reasons.length || !reasons.every((r) => isId(r.lineId))) {
      throw new AppError('BAD_USER_INPUT', M.invoiceLineIds);
    }
    const actor = await inTransaction(this.ds, async (tx) => {
      const { actor, row, group, to } = await this.lockFor(tx, actorOrNull, id, 'dispute');
      const onInvoice: { id: number }[] = await tx.query(
        `SELECT l.id FROM invoice_line l WHERE l.invoice_id = $1 AND l.id = ANY ($2::int[])
            AND NOT EXISTS (SELECT 1 FROM invoice_line c WHERE c.credits_line_id = l.id)`,
        [row.id, reasons.map((r) => r.lineId)],
      );
      if (onInvoice.length !== reasons.length) throw new AppError('BAD_USER_INPUT', M.invoiceLineNotOnInvoice);
      await this.writeStatus(tx, row, to, actor, group, 'dispute', {
        text: reasons
          .map((r) => r.reason)
          .join(' | ')
          .slice(0, 2000),
      });
      for (const r of reasons) {
        await this.event(tx, row.id, actor, group, 'dispute_line', to, to, { lineId: r.lineId, text: r.reason });
      }
      return actor;
    });
    return this.get(actor, id);
  }

  /**
   * A credit note (host) for the whole invoice (lineIds null or empty) or chosen lines not yet
   * credited: its own number from the shelter's series, the credited lines copied (positive
   * amounts; the kind says it is a credit), their nights released for a new invoice. The invoice
   * becomes credited when no line is left; a disputed invoice goes back to the caseworker.
   * Answers the credit note.
   */
  async credit(
    actorOrNull: Actor | null,
    id: number,
    input: { lineIds?: readonly number[] | null; reason: unknown },
  ): Promise<InvoiceView> {
    const reason = requiredText(input.reason, MAX_REASON, M.creditReason(MAX_REASON));
    const wanted = input.lineIds && input.lineIds.length > 0 ? [...input.lineIds] : null;
    if (wanted && (new Set(wanted).size !== wanted.length || !wanted.every(isId))) throw new AppError('BAD_USER_INPUT', M.invoiceLineIds);
    const today = this.clock.today();
    const { actor, creditId } = await inTransaction(this.ds, async (tx) => {
      const { actor, row, group } = await this.lockFor(tx, actorOrNull, id, 'credit');
      const open: (LineRow & { credited: boolean })[] = await tx.query(
        `SELECT l.id, l.line_no, l.guest_id, l.guest_name, l.unokod, l.product_id, l.room_name, l.nights::text[] AS nights,
                l.unit_price_ore, l.vat_rate_bp, l.net_ore, l.vat_ore, l.decision_id, l.case_number,
                EXISTS (SELECT 1 FROM invoice_line c WHERE c.credits_line_id = l.id) AS credited
           FROM invoice_line l WHERE l.invoice_id = $1 ORDER BY l.line_no`,
        [row.id],
      );
      if (wanted) {
        for (const w of wanted) {
          const l = open.find((x) => x.id === w);
          if (!l) throw new AppError('BAD_USER_INPUT', M.invoiceLineNotOnInvoice);
          if (l.credited) throw new AppError('INVOICE_INVALID_TRANSITION', MESSAGES.INVOICE_INVALID_TRANSITION.lineCredited);
        }
      }
      const chosen = open.filter((l) => !l.credited && (!wanted || wanted.includes(l.id)));
      if (chosen.length === 0) throw new AppError('INVOICE_INVALID_TRANSITION', MESSAGES.INVOICE_INVALID_TRANSITION.lineCredited);
      const [orig]: {
        number: number;
        issue_date: LocalDate;
        document: InvoiceDocument | string;
        region_id: number;
        period_start: LocalDate;
        period_end: LocalDate;
      }[] = await tx.query(`SELECT number, issue_date, document, region_id, period_start, period_end FROM invoice WHERE id = $1`, [row.id]);
      if (!orig) throw new AppError('NOT_FOUND', MESSAGES.NOT_FOUND.invoice);
      const origDoc = fromJson(orig.document);
      const number = await this.nextNumber(tx, row.shelter_id);
      const [prefixRow]: { invoice_prefix: string }[] = await tx.query(`SELECT invoice_prefix FROM shelter_billing WHERE shelter_id = $1`, [
        row.shelter_id,
      ]);
      const numberText = invoiceNumberText(prefixRow?.invoice_prefix ?? '', number);
      const lines: InvoiceLineDocument[] = chosen.map((l, i) => ({
        id: String(i + 1),
        // As the credited invoice named the guest (its region's choice then).
        description: origDoc.lines[l.line_no - 1]?.description ?? initialsOf(l.guest_name) + ` – ${l.room_name}`,
        unokod: l.unokod,
        nights: l.nights,
        unitPriceOre: l.unit_price_ore,
        netOre: Number(l.net_ore),
        vatRateBp: l.vat_rate_bp,
        vatOre: Number(l.vat_ore),
        ...(l.case_number ? { caseNumber: l.case_number } : {}),
      }));
      const totals = totalsOf(lines);
      const doc: InvoiceDocument = {
        ...origDoc,
        kind: 'credit_note',
        number: numberText,
        issueDate: today,
        dueDate: today,
        note: reason,
        credits: { number: origDoc.number, issueDate: orig.issue_date },
        lines,
        totals,
        ...(origDoc.payment ? { payment: { account: origDoc.payment.account, reference: numberText } } : {}),
      };
      const cnId = await this.insertInvoice(tx, {
        shelterId: row.shelter_id,
        regionId: orig.region_id,
        number,
        creditsInvoiceId: row.id,
        periodStart: orig.period_start,
        periodEnd: orig.period_end,
        doc,
        sentBy: actor.userId,
      });
      await this.insertLines(
        tx,
        cnId,
        chosen.map((l) => ({
          guestId: l.guest_id,
          productId: l.product_id,
          guestName: l.guest_name,
          unokod: l.unokod,
          roomName: l.room_name,
          nights: l.nights,
          unitPriceOre: l.unit_price_ore,
          vatRateBp: l.vat_rate_bp,
          netOre: Number(l.net_ore),
          vatOre: Number(l.vat_ore),
          creditsLineId: l.id,
          decisionId: l.decision_id,
          caseNumber: l.case_number,
          claims: [],
        })),
      );
      // Release the nights: they may be billed again on a new invoice.
      await tx.query(`DELETE FROM invoice_night WHERE line_id = ANY ($1::int[])`, [chosen.map((l) => l.id)]);
      const left = open.filter((l) => !l.credited).length - chosen.length;
      const to = statusAfterCredit(row.status, left);
      await this.writeStatus(tx, row, to, actor, group, 'credit', { text: `Kreditfaktura ${number}: ${reason}` });
      await this.event(tx, cnId, actor, 'host', 'send', null, 'sent', { text: reason });
      return { actor, creditId: cnId };
    });
    return this.get(actor, creditId);
  }
}

declare module '../platform/services' {
  interface Services {
    invoices: InvoiceService;
  }
}
