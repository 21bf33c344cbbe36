import { AppError, type ErrorCode } from './errors';

/** Ids on the wire: GraphQL IDs and REST path ids are the integer ids as strings (DESIGN §11); anything else is "not found", so ids cannot be probed by shape. */
export function parseId(value: string | number, notFound: ErrorCode = 'NOT_FOUND'): number {
  const s = String(value);
  if (!/^[1-9][0-9]{0,9}$/.test(s)) throw new AppError(notFound);
  const n = Number(s);
  if (n > 2_147_483_647) throw new AppError(notFound);
  return n;
}
