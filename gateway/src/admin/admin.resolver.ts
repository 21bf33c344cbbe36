import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../platform/graphql/context';
import { parseId } from '../platform/ids';
import { ProductGqlType } from '../shelter/shelter.types';
import { ProductInputType } from '../product/product.types';
import { GuestRecordType } from '../guest/guest.types';
import {
  AccountInputType,
  AccountType,
  AdminEventType,
  AdminRegionType,
  AdminShelterType,
  GuestRecordInputType,
  ShelterInputType,
} from './admin.types';
import { ROLES } from '../domain/roles';

const idArg = (description: string) => ({ description });

/**
 * Administration (issue 10). Every operation: admin only (UNAUTHENTICATED / FORBIDDEN otherwise),
 * writes an audit event, and takes no booking decision.
 */
@Resolver()
export class AdminResolver {
  @Authorized(...ROLES.admin)
  @Query(() => [AdminRegionType], { description: 'Admin only: every region, archived ones included.' })
  adminRegions(@Ctx() ctx: Context) {
    return ctx.services.adminShelters.regions(ctx.actor);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AdminRegionType, { description: 'Admin only: add a region. Errors: BAD_USER_INPUT (empty or taken name).' })
  createRegion(@Arg('name', { description: 'Region name (unique).' }) name: string, @Ctx() ctx: Context) {
    return ctx.services.adminShelters.createRegion(ctx.actor, name);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AdminRegionType, { description: 'Admin only: rename a region. Errors: NOT_FOUND, BAD_USER_INPUT.' })
  updateRegion(
    @Arg('id', () => ID, idArg('Region id.')) id: string,
    @Arg('name', { description: 'New name.' }) name: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminShelters.updateRegion(ctx.actor, parseId(id), name);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AdminRegionType, { description: 'Admin only: archive a region. Errors: NOT_FOUND, BAD_USER_INPUT (shelters lie in it).' })
  archiveRegion(@Arg('id', () => ID, idArg('Region id.')) id: string, @Ctx() ctx: Context) {
    return ctx.services.adminShelters.archiveRegion(ctx.actor, parseId(id));
  }

  @Authorized(...ROLES.admin)
  @Query(() => [AdminShelterType], {
    description: 'Admin only: shelters (archived last), optionally filtered by name, city or region; at most 200.',
  })
  adminShelters(
    @Arg('search', () => String, { nullable: true, description: 'Part of a name, city or region.' }) search: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminShelters.shelters(ctx.actor, search);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AdminShelterType, {
    description: 'Admin only: add a shelter. Errors: BAD_USER_INPUT (missing name, bad postcode, unknown region).',
  })
  createShelter(
    @Arg('input', () => ShelterInputType, { description: "The shelter's fields." }) input: ShelterInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminShelters.createShelter(ctx.actor, input);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AdminShelterType, { description: 'Admin only: edit a shelter that is not archived. Errors: NOT_FOUND, BAD_USER_INPUT.' })
  updateShelter(
    @Arg('id', () => ID, idArg('Shelter id.')) id: string,
    @Arg('input', () => ShelterInputType, { description: "The shelter's fields." }) input: ShelterInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminShelters.updateShelter(ctx.actor, parseId(id), input);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AdminShelterType, {
    description: 'Admin only: archive a shelter (kept for history). Errors: NOT_FOUND, PRODUCT_IN_USE (rooms not archived).',
  })
  archiveShelter(@Arg('id', () => ID, idArg('Shelter id.')) id: string, @Ctx() ctx: Context) {
    return ctx.services.adminShelters.archiveShelter(ctx.actor, parseId(id));
  }

  @Authorized(...ROLES.admin)
  @Query(() => [ProductGqlType], { description: 'Admin only: the rooms and services of any shelter. Errors: NOT_FOUND.' })
  adminShelterProducts(@Arg('shelterId', () => ID, idArg('Shelter id.')) shelterId: string, @Ctx() ctx: Context) {
    return ctx.services.adminRooms.shelterProducts(ctx.actor, parseId(shelterId));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => ProductGqlType, {
    description: 'Admin only: add a room or service to any shelter (the rules of Mina Rum). Errors: NOT_FOUND, BAD_USER_INPUT.',
  })
  adminCreateProduct(
    @Arg('shelterId', () => ID, idArg('Shelter id.')) shelterId: string,
    @Arg('input', () => ProductInputType, { description: "The room's or service's fields." }) input: ProductInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminRooms.createProduct(ctx.actor, parseId(shelterId), input);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => ProductGqlType, {
    description:
      "Admin only: edit any shelter's product (the rules of Mina Rum). Errors: PRODUCT_NOT_FOUND, CAPACITY_BELOW_HELD, BAD_USER_INPUT.",
  })
  adminUpdateProduct(
    @Arg('id', () => ID, idArg('Product id.')) id: string,
    @Arg('input', () => ProductInputType, { description: "The room's or service's fields." }) input: ProductInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminRooms.updateProduct(ctx.actor, parseId(id, 'PRODUCT_NOT_FOUND'), input);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => ProductGqlType, {
    description:
      "Admin only: archive any shelter's product. Errors: PRODUCT_NOT_FOUND, PRODUCT_IN_USE (held places, or queued requests: the admin declines none).",
  })
  adminArchiveProduct(@Arg('id', () => ID, idArg('Product id.')) id: string, @Ctx() ctx: Context) {
    return ctx.services.adminRooms.archiveProduct(ctx.actor, parseId(id, 'PRODUCT_NOT_FOUND'));
  }

  @Authorized(...ROLES.admin)
  @Query(() => [AccountType], { description: 'Admin only: staff accounts, optionally filtered by name or e-mail; at most 200.' })
  adminAccounts(
    @Arg('search', () => String, { nullable: true, description: 'Part of a name or e-mail.' }) search: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminAccounts.accounts(ctx.actor, search);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description:
      'Admin only: create a staff account. With e-mail configured (adminInvitesByMail) and no initialPassword, the person gets an invitation e-mail whose link (7 days) sets their own password (invitationPending is then true); otherwise with an initial password its owner must change at first login. Errors: BAD_USER_INPUT (bad e-mail, e-mail taken, groups, shelter, short or missing password).',
  })
  createAccount(
    @Arg('input', () => AccountInputType, { description: "The account's fields." }) input: AccountInputType,
    @Arg('initialPassword', () => String, {
      nullable: true,
      description:
        'At least 8 characters; the person must change it at first login. Leave it out to send an invitation instead (only when adminInvitesByMail is true).',
    })
    initialPassword: string | null | undefined,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminAccounts.createAccount(ctx.actor, input, initialPassword);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description:
      "Admin only: edit a staff account (names, e-mail, groups, host shelter). Removing the last group ends the person's sessions. Errors: NOT_FOUND, BAD_USER_INPUT.",
  })
  updateAccount(
    @Arg('id', () => ID, idArg('User id.')) id: string,
    @Arg('input', () => AccountInputType, { description: "The account's fields." }) input: AccountInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminAccounts.updateAccount(ctx.actor, parseId(id), input);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description:
      "Admin only: set a new initial password (to be changed at next login); ends the person's sessions. Errors: NOT_FOUND, BAD_USER_INPUT.",
  })
  resetAccountPassword(
    @Arg('id', () => ID, idArg('User id.')) id: string,
    @Arg('password', { description: 'At least 8 characters.' }) password: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminAccounts.resetPassword(ctx.actor, parseId(id), password);
  }

  @Authorized(...ROLES.admin)
  @Query(() => Boolean, {
    description:
      'Admin only: whether e-mail is configured (NOQ_SMTP_URL), so that createAccount without an initial password sends an invitation link (issue 20 §6).',
  })
  adminInvitesByMail(@Ctx() ctx: Context) {
    return ctx.services.adminAccounts.invitesByMail(ctx.actor);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description:
      'Admin only: deactivate an account (staff or guest, never your own): it cannot log in (ACCOUNT_DEACTIVATED), all its sessions end at once, its unused links stop working. Audited. Errors: NOT_FOUND, BAD_USER_INPUT (your own account).',
  })
  deactivateAccount(@Arg('id', () => ID, idArg('User id.')) id: string, @Ctx() ctx: Context) {
    return ctx.services.adminAccounts.deactivateAccount(ctx.actor, parseId(id));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description:
      'Admin only: e-mail a staff account a new invitation link (7 days) to choose its password; the older link stops working. Audited. Errors: NOT_FOUND, BAD_USER_INPUT (e-mail not configured, account deactivated).',
  })
  sendInvitation(@Arg('id', () => ID, idArg('User id.')) id: string, @Ctx() ctx: Context) {
    return ctx.services.adminAccounts.sendInvitation(ctx.actor, parseId(id));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description: 'Admin only: reactivate a deactivated account; it may log in again with its password. Audited. Errors: NOT_FOUND.',
  })
  reactivateAccount(@Arg('id', () => ID, idArg('User id.')) id: string, @Ctx() ctx: Context) {
    return ctx.services.adminAccounts.reactivateAccount(ctx.actor, parseId(id));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description:
      'Admin only: assign a caseworker to a shelter (idempotent). Errors: NOT_FOUND (shelter), BAD_USER_INPUT (not a caseworker).',
  })
  assignCaseworker(
    @Arg('userId', () => ID, idArg("Caseworker's user id.")) userId: string,
    @Arg('shelterId', () => ID, idArg('Shelter id.')) shelterId: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminAccounts.assignCaseworker(ctx.actor, parseId(userId), parseId(shelterId));
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => AccountType, {
    description: "Admin only: remove a caseworker's assignment to a shelter. Errors: NOT_FOUND (no such assignment).",
  })
  unassignCaseworker(
    @Arg('userId', () => ID, idArg("Caseworker's user id.")) userId: string,
    @Arg('shelterId', () => ID, idArg('Shelter id.')) shelterId: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminAccounts.unassignCaseworker(ctx.actor, parseId(userId), parseId(shelterId));
  }

  @Authorized(...ROLES.admin)
  @Query(() => [GuestRecordType], { description: 'Admin only: guest records, optionally filtered by name or UNO code; at most 200.' })
  adminGuests(
    @Arg('search', () => String, { nullable: true, description: 'Part of a name or UNO code.' }) search: string | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminGuests.guests(ctx.actor, search);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => GuestRecordType, {
    description: 'Admin only: edit every field of a guest record. Errors: GUEST_NOT_FOUND, UNO_TAKEN, BAD_USER_INPUT.',
  })
  adminUpdateGuest(
    @Arg('id', () => ID, idArg("Guest's user id.")) id: string,
    @Arg('input', () => GuestRecordInputType, { description: 'Every field of the guest record.' }) input: GuestRecordInputType,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminGuests.updateGuest(ctx.actor, parseId(id, 'GUEST_NOT_FOUND'), input);
  }

  @Authorized(...ROLES.admin)
  @Mutation(() => GuestRecordType, {
    description:
      "Admin only: merge two records of the same guest. The second's bookings move to the first, blank fields are filled from it, and it can no longer log in. Errors: GUEST_NOT_FOUND, BOOKING_OVERLAP (active bookings on the same nights), BAD_USER_INPUT.",
  })
  mergeGuests(
    @Arg('keepId', () => ID, idArg('The guest record to keep.')) keepId: string,
    @Arg('mergeId', () => ID, idArg('The guest record merged into it (emptied).')) mergeId: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.adminGuests.mergeGuests(ctx.actor, parseId(keepId, 'GUEST_NOT_FOUND'), parseId(mergeId, 'GUEST_NOT_FOUND'));
  }

  @Authorized(...ROLES.admin)
  @Query(() => [AdminEventType], { description: 'Admin only: the latest administration audit events, newest first.' })
  adminEvents(@Arg('limit', () => Int, { nullable: true, description: '1–200, default 50.' }) limit: number | null, @Ctx() ctx: Context) {
    return ctx.services.adminAudit.events(ctx.actor, limit ?? 50);
  }
}
