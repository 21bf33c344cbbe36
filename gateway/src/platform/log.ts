/**
 * Logging an error without personal data (issue 9): the error's name, code, message and stack, but
 * never a driver error's `detail`, `parameters` or `query` (Postgres puts values there, e.g.
 * "Key (unokod)=(1234) already exists"), and never request bodies.
 */
export function logError(context: string, e: unknown): void {
  if (!(e instanceof Error)) {
    console.error(`${context}: ${typeof e}`);
    return;
  }
  const code = (e as { code?: unknown }).code;
  const driverCode = (e as { driverError?: { code?: unknown } }).driverError?.code;
  // A pg message names the constraint or column, not the values; QueryFailedError copies it.
  console.error(
    `${context}: ${e.name}${(code ?? driverCode) ? ` [${String(code ?? driverCode)}]` : ''}: ${e.message}\n${(e.stack ?? '').split('\n').slice(1, 8).join('\n')}`,
  );
}
