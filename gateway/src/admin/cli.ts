/**
 * `npm run admin -- create-admin --email x@y --first A --last B`: creates the first admin on a
 * real deployment's database (migrations run first, through openDatabase). The password comes
 * from NOQ_ADMIN_PASSWORD (for scripts) or is asked for twice on a terminal, never echoed.
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline';
import { type Database, openDatabase } from '../platform/db/database';
import { AppError } from '../platform/errors';
import { createFirstAdmin } from './bootstrap';

export const USAGE =
  'Användning: npm run admin -- create-admin --email <e-post> --first <förnamn> --last <efternamn>\n' +
  'Lösenordet läses från NOQ_ADMIN_PASSWORD, annars frågar kommandot efter det (kräver en terminal).';

export interface CliDeps {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks for a secret on a terminal; null when there is no terminal. */
  askSecret: ((question: string) => Promise<string>) | null;
  open: () => Promise<Database>;
}

export function parseArgs(args: string[]): { command: string | undefined; flags: Record<string, string> } {
  const [command, ...rest] = args;
  const flags: Record<string, string> = {};
  for (let arg = rest.shift(); arg !== undefined; arg = rest.shift()) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = m?.[1];
    if (!m || name === undefined) throw new Error(`Okänt argument: ${arg}`);
    // `--name=value`, or `--name value` when the next argument is not a flag.
    const value = m[2] ?? (rest[0] !== undefined && !rest[0].startsWith('--') ? rest.shift() : undefined);
    if (value === undefined) throw new Error(`--${name} saknar värde`);
    flags[name] = value;
  }
  return { command, flags };
}

/** Reads a line from the terminal without echoing it. */
function terminalSecret(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WritableStream };
    let asked = false;
    out._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      process.stdout.write('\n');
      rl.close();
      resolve(answer);
    });
  });
}

/** Returns the exit code. */
export async function main(args: string[], deps: CliDeps): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(args);
  } catch (e) {
    deps.err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { command, flags } = parsed;
  if (command !== 'create-admin' || !flags.email || !flags.first || !flags.last) {
    deps.err(USAGE);
    return 2;
  }
  let password = deps.env.NOQ_ADMIN_PASSWORD;
  if (!password) {
    if (!deps.askSecret) {
      deps.err('Inget lösenord: sätt NOQ_ADMIN_PASSWORD eller kör kommandot i en terminal.');
      return 2;
    }
    password = await deps.askSecret('Lösenord för administratören: ');
    const again = await deps.askSecret('Samma lösenord igen: ');
    if (password !== again) {
      deps.err('Lösenorden är inte lika.');
      return 1;
    }
  }
  const db = await deps.open();
  try {
    const id = await createFirstAdmin(db.dataSource, { email: flags.email, firstName: flags.first, lastName: flags.last, password });
    deps.out(`Administratören ${flags.email} är skapad (id ${id}). Logga in och fortsätt under /administration.`);
    return 0;
  } catch (e) {
    if (e instanceof AppError) {
      deps.err(e.message);
      return 1;
    }
    throw e;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2), {
    env: process.env,
    out: (l) => console.log(l),
    err: (l) => console.error(l),
    askSecret: process.stdin.isTTY ? terminalSecret : null,
    open: () => openDatabase(),
  }).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error('create-admin failed:', e);
      process.exit(1);
    },
  );
}
