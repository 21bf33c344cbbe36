/**
 * jest setupFiles of the gateway project: the passwords the suites hash (factories, the demo, the
 * accounts they create) cost 2^10 instead of 2^14 (auth/password.ts scryptCost). The login and its
 * timing rules are the same at any cost; auth/password.test.ts checks that the real cost is used
 * outside jest, and that a hash of either cost checks against the other's setting.
 */
process.env.NOQ_TEST_SCRYPT_N ??= '1024';
