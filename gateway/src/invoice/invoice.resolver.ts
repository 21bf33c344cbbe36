import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { ROLES } from '../domain/roles';
import { ProductGqlType } from '../shelter/shelter.types';
import type { ProductView } from '../shelter/shelter.view';
import {
  CreditInvoiceInput,
  DisputeLineInput,
  GuestInvoiceLineType,
  InvoiceDownloadsType,
  InvoiceDraftType,
  InvoiceStatusEnum,
  InvoiceType,
  ProductPriceType,
  RegionBillingInput,
  RegionBillingType,
  SendInvoiceInput,
  SetProductPriceInput,
  ShelterBillingInput,
  ShelterBillingType,
} from './invoice.types';
import type { InvoiceStatus } from '../domain/invoice-status';
import type { InvoiceView, PriceView } from './invoice.view';
import { invoiceDownloads } from './invoice.wire';

const HOST_OR_CASEWORKER = [...ROLES.host, ...ROLES.caseworker];
const HOST_OR_ADMIN = [...ROLES.host, ...ROLES.admin];
const optionalId = (v: string | null | undefined, code: 'NOT_FOUND' | 'HOST_NOT_FOUND' = 'NOT_FOUND') =>
  v === null || v === undefined || v === '' ? null : parseId(v, code);

/** Fakturering (issue 21): each operation is one call into InvoiceService. */
@Resolver(() => InvoiceType)
export class InvoiceResolver {
  // --- prices and billing details -----------------------------------------------------------------

  @Authorized(...HOST_OR_ADMIN)
  @Query(() => [ProductPriceType], {
    description:
      "A room's prices, the newest valid-from first. Host staff: their own shelter's rooms; admins: any. Errors: PRODUCT_NOT_FOUND (unknown or another shelter's).",
  })
  productPrices(@Arg('productId', () => ID, { description: 'The room.' }) productId: string, @Ctx() ctx: Context) {
    return ctx.services.prices.prices(ctx.actor, parseId(productId, 'PRODUCT_NOT_FOUND'));
  }

  @Authorized(...HOST_OR_ADMIN)
  @Mutation(() => ProductPriceType, {
    description:
      "Set a room's price per night from a date on (Mina Rum; admin's room form). The same date again replaces that price; sent invoices never change. Audited. Errors: PRODUCT_NOT_FOUND, BAD_USER_INPUT (price, VAT rate, date).",
  })
  setProductPrice(
    @Arg('input', () => SetProductPriceInput, { description: 'Room, first night, price and VAT rate.' }) input: SetProductPriceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.prices.setPrice(ctx.actor, {
      productId: parseId(input.productId, 'PRODUCT_NOT_FOUND'),
      validFrom: input.validFrom,
      priceOre: input.priceOre,
      vatRateBp: input.vatRateBp ?? 0,
    });
  }

  @Authorized(...ROLES.admin)
  @Query(() => [RegionBillingType], { description: 'Admin only: every region (not archived) with its billing details, by name.' })
  regionBillings(@Ctx() ctx: Context) {
    return ctx.services.billingDetails.regionBillings(ctx.actor);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => RegionBillingType, {
    description:
      "Admin only: set a region's billing details (the buyer on its invoices). Audited. Errors: BAD_USER_INPUT (unknown region, org. number, postcode, lengths).",
  })
  updateRegionBilling(
    @Arg('input', () => RegionBillingInput, { description: 'The details.' }) input: RegionBillingInput,
    @Ctx() ctx: Context,
  ) {
    const { regionId, ...rest } = input;
    return ctx.services.billingDetails.updateRegionBilling(ctx.actor, { ...rest, regionId: parseId(regionId, 'NOT_FOUND') });
  }

  @Authorized(...HOST_OR_ADMIN)
  @Query(() => ShelterBillingType, {
    description:
      "The shelter's seller details. Host staff: their own shelter (leave shelterId out); admins: the shelter given. Errors: HOST_NOT_FOUND.",
  })
  shelterBilling(
    @Arg('shelterId', () => ID, { nullable: true, description: 'Admins: the shelter.' }) shelterId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.billingDetails.shelterBilling(ctx.actor, optionalId(shelterId, 'HOST_NOT_FOUND'));
  }

  @Authorized(...HOST_OR_ADMIN)
  @Mutation(() => ShelterBillingType, {
    description:
      "Set the shelter's seller details (org. number, bank account, e-invoice address, contact). Host staff: their own; admins: any. Audited. Errors: HOST_NOT_FOUND, BAD_USER_INPUT.",
  })
  updateShelterBilling(
    @Arg('input', () => ShelterBillingInput, { description: 'The details.' }) input: ShelterBillingInput,
    @Ctx() ctx: Context,
  ) {
    const { shelterId, ...rest } = input;
    return ctx.services.billingDetails.updateShelterBilling(ctx.actor, { ...rest, shelterId: optionalId(shelterId, 'HOST_NOT_FOUND') });
  }

  // --- drafts and sending -----------------------------------------------------------------------

  @Authorized(...ROLES.host)
  @Query(() => [InvoiceDraftType], {
    description:
      "Host only: the month's drafts, one per paying region, from the nights stayed (checked in or completed, before today, clipped at the month's edges) that no invoice holds. Errors: HOST_NOT_FOUND, BAD_USER_INPUT (month).",
  })
  invoiceDrafts(@Arg('month', { description: 'yyyy-MM.' }) month: string, @Ctx() ctx: Context) {
    return ctx.services.invoices.drafts(ctx.actor, month);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => InvoiceType, {
    description:
      "Host only: 'Skicka' a draft: the shelter's next number, lines and totals frozen, due in 30 days. Errors: INVOICE_DRAFT_CHANGED (not the draft shown, or nothing left to bill), INVOICE_NOT_READY (price or billing details missing), INVOICE_NIGHTS_TAKEN (another invoice took some nights first), BAD_USER_INPUT.",
  })
  sendInvoice(
    @Arg('input', () => SendInvoiceInput, { description: 'Month, region, note and draft version.' }) input: SendInvoiceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.send(ctx.actor, {
      month: input.month,
      regionId: parseId(input.regionId, 'NOT_FOUND'),
      note: input.note,
      draftVersion: input.draftVersion,
    });
  }

  // --- reading ------------------------------------------------------------------------------------

  @Authorized(...HOST_OR_CASEWORKER)
  @Query(() => [InvoiceType], {
    description:
      "Invoices and credit notes: host staff their own shelter's, caseworkers their assigned shelters'. Newest month first. Errors: BAD_USER_INPUT (month).",
  })
  invoices(
    @Arg('month', () => String, { nullable: true, description: 'Only this month (yyyy-MM).' }) month: string | null,
    @Arg('shelterId', () => ID, { nullable: true, description: 'Only this shelter.' }) shelterId: string | null,
    @Arg('status', () => InvoiceStatusEnum, { nullable: true, description: 'Only this status.' }) status: InvoiceStatus | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.list(ctx.actor, { month, shelterId: optionalId(shelterId), status });
  }

  @Authorized(...HOST_OR_CASEWORKER)
  @Query(() => InvoiceType, { description: 'One invoice or credit note in scope. Errors: NOT_FOUND (unknown, or not yours).' })
  invoice(@Arg('id', () => ID, { description: 'Invoice id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.invoices.get(ctx.actor, parseId(id, 'NOT_FOUND'));
  }

  @Authorized(...HOST_OR_CASEWORKER)
  @Query(() => [GuestInvoiceLineType], {
    description:
      "The report's 'Fakturera': a guest's lines in a month on the invoices (and credit notes) in scope, with those invoices. Errors: BAD_USER_INPUT (month).",
  })
  guestInvoiceLines(
    @Arg('guestId', () => ID, { description: "The guest's user id." }) guestId: string,
    @Arg('month', { description: 'yyyy-MM.' }) month: string,
    @Arg('shelterId', () => ID, { nullable: true, description: 'Only this shelter.' }) shelterId: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.guestLines(ctx.actor, parseId(guestId, 'NOT_FOUND'), month, optionalId(shelterId));
  }

  // --- steps --------------------------------------------------------------------------------------

  @Authorized(...ROLES.caseworker)
  @Mutation(() => InvoiceType, {
    description:
      "'Attestera' (caseworker of the shelter): sent or disputed → attested. Errors: NOT_FOUND, INVOICE_INVALID_TRANSITION, BAD_USER_INPUT (comment).",
  })
  attestInvoice(
    @Arg('id', () => ID, { description: 'Invoice id.' }) id: string,
    @Arg('comment', () => String, { nullable: true, description: 'Optional comment (at most 500 characters).' }) comment: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.attest(ctx.actor, parseId(id, 'NOT_FOUND'), comment);
  }

  @Authorized(...ROLES.caseworker)
  @Mutation(() => InvoiceType, {
    description:
      'Dispute lines (caseworker of the shelter), each with a reason: sent → disputed. Errors: NOT_FOUND, INVOICE_INVALID_TRANSITION, BAD_USER_INPUT (no lines, a line not on the invoice or credited, reason).',
  })
  disputeInvoice(
    @Arg('id', () => ID, { description: 'Invoice id.' }) id: string,
    @Arg('lines', () => [DisputeLineInput], { description: 'The disputed lines and their reasons.' }) lines: DisputeLineInput[],
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.dispute(
      ctx.actor,
      parseId(id, 'NOT_FOUND'),
      lines.map((l) => ({ lineId: parseId(l.lineId, 'NOT_FOUND'), reason: l.reason })),
    );
  }

  @Authorized(...ROLES.host)
  @Mutation(() => InvoiceType, {
    description:
      'Host: answer a dispute with a comment: disputed → sent (back to the caseworker). Errors: NOT_FOUND, INVOICE_INVALID_TRANSITION, BAD_USER_INPUT (comment).',
  })
  answerInvoiceDispute(
    @Arg('id', () => ID, { description: 'Invoice id.' }) id: string,
    @Arg('comment', { description: 'The answer (required, at most 500 characters).' }) comment: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.answer(ctx.actor, parseId(id, 'NOT_FOUND'), comment);
  }

  @Authorized(...ROLES.host)
  @Mutation(() => InvoiceType, {
    description:
      'Host: a credit note (kreditfaktura) for the whole invoice or chosen lines; its own number from the same series; the nights are released. Answers the credit note. Errors: NOT_FOUND, INVOICE_INVALID_TRANSITION (paid, credited, a line already credited), BAD_USER_INPUT.',
  })
  creditInvoice(
    @Arg('input', () => CreditInvoiceInput, { description: 'Invoice, lines and reason.' }) input: CreditInvoiceInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.invoices.credit(ctx.actor, parseId(input.invoiceId, 'NOT_FOUND'), {
      lineIds: input.lineIds?.map((l) => parseId(l, 'NOT_FOUND')) ?? null,
      reason: input.reason,
    });
  }

  @Authorized(...ROLES.host)
  @Mutation(() => InvoiceType, { description: "Host: 'Markera betald': attested → paid. Errors: NOT_FOUND, INVOICE_INVALID_TRANSITION." })
  markInvoicePaid(@Arg('id', () => ID, { description: 'Invoice id.' }) id: string, @Ctx() ctx: Context) {
    return ctx.services.invoices.markPaid(ctx.actor, parseId(id, 'NOT_FOUND'));
  }

  @FieldResolver(() => InvoiceDownloadsType, {
    description: "Download paths for the current person's group (host paths for the shelter's host staff, else caseworker paths).",
  })
  downloads(@Root() invoice: InvoiceView, @Ctx() ctx: Context): InvoiceDownloadsType {
    return invoiceDownloads(ctx.actor, invoice);
  }
}

/** Product.prices and Product.currentPrice: what Mina Rum and the admin's room form show. */
@Resolver(() => ProductGqlType)
export class ProductPriceFieldResolver {
  @FieldResolver(() => [ProductPriceType], {
    description:
      "The room's prices, newest valid-from first (issue 21). Host staff of its shelter and admins; empty for everyone else. Batched.",
  })
  async prices(@Root() product: ProductView, @Ctx() ctx: Context): Promise<PriceView[]> {
    if (!ctx.services.prices.seesPrices(ctx.actor, product.shelterId)) return [];
    return ctx.loaders.productPrices.load(product.id);
  }

  @FieldResolver(() => ProductPriceType, {
    nullable: true,
    description: 'The price valid today (the newest valid-from not after today); null when none, or for people who do not see prices.',
  })
  async currentPrice(@Root() product: ProductView, @Ctx() ctx: Context): Promise<PriceView | null> {
    if (!ctx.services.prices.seesPrices(ctx.actor, product.shelterId)) return null;
    const today = ctx.services.clock.today();
    return (await ctx.loaders.productPrices.load(product.id)).find((p) => p.validFrom <= today) ?? null;
  }
}
