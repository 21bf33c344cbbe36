/** Password hashing with scrypt from Node's crypto (DESIGN §6). Format: scrypt$N$r$p$salt$hash. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost (2^14: about 60 ms of one core on this machine, per hash and per check). */
export const SCRYPT_N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/**
 * The cost new hashes get: SCRYPT_N, except inside the gateway's jest suites, which ask for less
 * through NOQ_TEST_SCRYPT_N (test-support/password-cost.ts) and would otherwise spend about a
 * minute of the machine on logins. Only there (JEST_WORKER_ID is jest's): a deployment cannot lower
 * it. A stored hash carries its own cost, so checking one never depends on this.
 */
export function scryptCost(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.NOQ_TEST_SCRYPT_N);
  const powerOfTwo = Number.isInteger(asked) && asked >= 1024 && asked <= SCRYPT_N && (asked & (asked - 1)) === 0;
  return env.JEST_WORKER_ID && powerOfTwo ? asked : SCRYPT_N;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = scryptCost();
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  const [scheme, nText, rText, pText, saltText, keyText] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || saltText === undefined || keyText === undefined) return false;
  const [n, r, p] = [Number(nText), Number(rText), Number(pText)];
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(keyText, 'base64url');
  const key = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: 64 * 1024 * 1024 });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Hashed once: compared against when the e-mail is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
