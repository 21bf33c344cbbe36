/**
 * Backup and restore (issue 32 §6).
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, a consistent snapshot taken while the
 *   gateways keep writing (one transaction, REPEATABLE READ); restored with `pg_restore` into an
 *   empty database. The URL is libpq's, so a list of hosts with `target_session_attrs=read-write`
 *   works here too. The client programs are found in NOQ_PG_BIN, else on PATH (Debian's
 *   postgresql-client: pg_dump of the server's major version or newer).
 * - The embedded PGlite (NOQ_DATA_DIR): PGlite's own dump of its data directory (a gzipped tar,
 *   `dumpDataDir`), restored with `loadDataDir` into an empty directory. PGlite belongs to one
 *   process: stop the gateway first.
 *
 * A restore refuses a database (or a directory) that is not empty.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import pg from 'pg';

export type BackupKind = 'postgres' | 'pglite';

/** A dump's kind from its first bytes: pg_dump's custom format starts with PGDMP, gzip with 1f 8b. */
export function backupKindOf(file: string): BackupKind | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    fs.readSync(fd, head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

function pgProgram(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  const dir = env.NOQ_PG_BIN?.trim();
  return dir ? path.join(dir, name) : name;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e) => reject(new Error(`${program} could not be started (${e.message}); set NOQ_PG_BIN`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(program)} failed (${code}): ${err.trim()}`))));
  });
}

/** The default file name of a backup taken now. */
export function backupFileName(kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `noq-backup-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`;
}

/** Backs up the database of `env` into `file`. */
export async function backup(env: NodeJS.ProcessEnv, file: string): Promise<BackupKind> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    // Written next to the target and renamed when complete: a half-written dump never looks whole.
    const partial = `${file}.partial`;
    await run(pgProgram('pg_dump', env), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], env);
    fs.renameSync(partial, file);
    return 'postgres';
  }
  const dir = path.resolve(env.NOQ_DATA_DIR?.trim() || './.data');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new Error(`no embedded database in ${dir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: dir, extensions: { btree_gist } });
  try {
    const dump = await db.dumpDataDir('gzip');
    fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${file}.partial`, file);
  } finally {
    await db.close();
  }
  return 'pglite';
}

/** Restores `file` into the (empty) database of `env`. */
export async function restore(env: NodeJS.ProcessEnv, file: string): Promise<BackupKind> {
  const kind = backupKindOf(file);
  if (!kind) throw new Error(`${file} is not a noQ backup (neither pg_dump's custom format nor a PGlite dump)`);
  const url = env.DATABASE_URL?.trim();
  if (kind === 'postgres') {
    if (!url) throw new Error('a PostgreSQL backup is restored into DATABASE_URL; it is not set');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
      );
      if ((rows[0]?.n ?? 0) > 0) throw new Error('the database of DATABASE_URL is not empty: restore into a new, empty database');
    } finally {
      await client.end();
    }
    await run(
      pgProgram('pg_restore', env),
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file],
      env,
    );
    return 'postgres';
  }
  if (url) throw new Error('a PGlite backup is restored into NOQ_DATA_DIR; unset DATABASE_URL');
  const dir = path.resolve(env.NOQ_DATA_DIR?.trim() || './.data');
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: restore into a new, empty directory`);
  fs.mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { btree_gist } });
  await db.close();
  return 'pglite';
}
