/**
 * The gateway's log (issue 32): one JSON object per line (pino) on stdout, human-readable (pino-pretty)
 * when stdout is a terminal. Every line written while a request is served carries its id (`reqId`,
 * platform/request-scope.ts). NOQ_LOG_LEVEL sets the level (default info; warn under jest);
 * NOQ_LOG_FORMAT=json keeps JSON in a terminal too.
 *
 * Never personal data (issue 9): no request bodies, tokens, e-mail addresses, names or UNO codes.
 * Lines hold fixed texts and numbers, routes as patterns (`/api/bookings/:id`, never the URL) and
 * GraphQL operations as the schema's root fields (never the client's operation name); the keys
 * below are redacted should one ever be logged by mistake. An error is logged with its name, code,
 * message and stack, but never a driver error's `detail`, `parameters` or `query` (Postgres puts
 * values there, e.g. "Key (unokod)=(1234) already exists"). CI's log check (demo/log-check.ts)
 * reads the JSON and fails on any demo guest's name, UNO code or personal number.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestId } from './request-scope';

const REDACTED_KEYS = ['body', 'email', 'token', 'password', 'name', 'firstName', 'lastName', 'unoCode', 'personnr', 'cookie'];

export function logOptions(env: NodeJS.ProcessEnv = process.env): LoggerOptions {
  return {
    level: env.NOQ_LOG_LEVEL?.trim() || (env.JEST_WORKER_ID ? 'warn' : 'info'),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((k) => `*.${k}`)], censor: '[redacted]' },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
  };
}

/** A logger writing to `destination` (tests), or to stdout: JSON, or pretty lines in a terminal. */
export function createLogger(destination?: DestinationStream, env: NodeJS.ProcessEnv = process.env): Logger {
  const options = logOptions(env);
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY && env.NOQ_LOG_FORMAT !== 'json') {
    // Loaded only for a terminal: a server's output (a file, journald, a collector) stays JSON.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (o: Record<string, unknown>) => DestinationStream;
    return pino(options, pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid' }));
  }
  return pino(options, pino.destination({ fd: 1, sync: true }));
}

/** The process's logger. */
export let log: Logger = createLogger();

/** Sends the process's log to `destination` (a test reading its own lines); returns the previous logger. */
export function useLogger(logger: Logger): Logger {
  const previous = log;
  log = logger;
  return previous;
}

/** An error as a log field: name, code, message, a short stack; nothing a driver adds. */
export function errorFields(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { type: typeof e };
  const code = (e as { code?: unknown }).code;
  const driverCode = (e as { driverError?: { code?: unknown } }).driverError?.code;
  // A pg message names the constraint or column, not the values; QueryFailedError copies it.
  return {
    type: e.name,
    ...((code ?? driverCode) ? { code: String(code ?? driverCode) } : {}),
    message: e.message,
    stack: (e.stack ?? '').split('\n').slice(1, 8).join('\n'),
  };
}

/** Logging an error without personal data (issue 9). */
export function logError(context: string, e: unknown): void {
  log.error({ err: errorFields(e) }, context);
}
