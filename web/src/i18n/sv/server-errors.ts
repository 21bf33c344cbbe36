import type { ErrorCode } from '../../gql/graphql';

/** The server's errors said in the staff screens' own words where SPEC's are unclear (a small area of its own: admin uses it too). */
export const serverErrors = {
  BOOKING_NOT_FOUND: 'Bokningen finns inte längre.',
  HOST_NOT_FOUND: 'Kontot hör inte till något härbärge.',
} satisfies Partial<Record<ErrorCode, string>> as Readonly<Partial<Record<ErrorCode, string>>>;
