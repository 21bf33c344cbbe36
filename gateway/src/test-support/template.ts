/**
 * The migrated PGlite data folder that each test file copies. global-setup makes a new one per
 * jest run and passes it to the workers through the environment (they start after it), so two
 * runs on one machine never share or delete each other's template.
 */
export const TEMPLATE_ENV = 'NOQ_TEST_TEMPLATE';

export function templateDir(): string {
  const dir = process.env[TEMPLATE_ENV];
  if (!dir) throw new Error(`${TEMPLATE_ENV} is not set: run the gateway tests through jest (its globalSetup makes the template).`);
  return dir;
}
