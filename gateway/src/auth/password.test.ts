/** Password hashing (DESIGN §6): scrypt at its real cost outside the test suites; a hash carries its cost. */
import { hashPassword, SCRYPT_N, scryptCost, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses 2^14 outside jest, whatever the environment asks; inside, the suites’ lower cost', () => {
    expect(scryptCost({})).toBe(SCRYPT_N);
    expect(SCRYPT_N).toBe(16384);
    // A deployment cannot lower it: without jest's worker id the setting is not read.
    expect(scryptCost({ NOQ_TEST_SCRYPT_N: '1024' })).toBe(SCRYPT_N);
    expect(scryptCost({ NOQ_TEST_SCRYPT_N: '1024', JEST_WORKER_ID: '1' })).toBe(1024);
    // Not a power of two, too low, or above the real cost: the real cost.
    for (const asked of ['1000', '512', '32768', 'x', ''])
      expect(scryptCost({ NOQ_TEST_SCRYPT_N: asked, JEST_WORKER_ID: '1' })).toBe(SCRYPT_N);
    // This suite runs with the lower cost (test-support/password-cost.ts).
    expect(scryptCost()).toBe(1024);
  });

  it('checks a hash by the cost it carries', async () => {
    const cheap = await hashPassword('rätt lösen');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    const saved = process.env.NOQ_TEST_SCRYPT_N;
    process.env.NOQ_TEST_SCRYPT_N = String(SCRYPT_N);
    try {
      const real = await hashPassword('rätt lösen');
      expect(real).toMatch(/^scrypt\$16384\$8\$1\$/);
      expect(await verifyPassword('rätt lösen', real)).toBe(true);
      expect(await verifyPassword('fel lösen', real)).toBe(false);
      expect(await verifyPassword('rätt lösen', cheap)).toBe(true);
    } finally {
      process.env.NOQ_TEST_SCRYPT_N = saved;
    }
    expect(await verifyPassword('rätt lösen', cheap)).toBe(true);
    expect(await verifyPassword('fel lösen', cheap)).toBe(false);
    expect(await verifyPassword('rätt lösen', 'scrypt$16384$8$1$bad')).toBe(false);
  });
});
