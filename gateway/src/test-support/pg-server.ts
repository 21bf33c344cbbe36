/**
 * Throwaway PostgreSQL servers for the drills (issue 32): a primary, its streaming standby
 * (pg_basebackup, synchronous), kill -9, promotion. Debian's PostgreSQL 15 binaries (NOQ_PG_BIN,
 * default /usr/lib/postgresql/15/bin); as root (CI) they run as the `postgres` user, like .ci/run.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const PG_BIN = process.env.NOQ_PG_BIN || '/usr/lib/postgresql/15/bin';
const asRoot = os.userInfo().uid === 0;

export function pgBinariesPresent(): boolean {
  return ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((b) => fs.existsSync(path.join(PG_BIN, b)));
}

function run(program: string, args: string[]): string {
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, program), ...args]]
    : [path.join(PG_BIN, program), args];
  const r = spawnSync(cmd, argv as string[], { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${r.status}): ${r.stderr}${r.stdout}`);
  return r.stdout;
}

export class PgServer {
  readonly data: string;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.data = path.join(dir, 'data');
  }

  /** A folder the servers may write (owned by postgres when run as root). */
  static makeRoot(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'noq-drill-pg-'));
    fs.chmodSync(dir, 0o755);
    if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);
    return dir;
  }

  private mkdir(): void {
    fs.mkdirSync(this.dir, { recursive: true });
    if (asRoot) spawnSync('chown', ['postgres:postgres', this.dir]);
  }

  get url(): string {
    return `postgres://noq@127.0.0.1:${this.port}`;
  }

  /** A new primary: user noq (trust), replication allowed from 127.0.0.1. */
  initPrimary(): void {
    this.mkdir();
    run('initdb', ['-D', this.data, '--auth=trust', '-U', 'noq', '-E', 'UTF8', '--locale=C.UTF-8']);
    const conf = [
      `port = ${this.port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${this.dir}'`,
      'max_connections = 100',
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      // synchronous_standby_names is set once the standby streams (`requireSynchronousStandby`):
      // before, every commit would wait for a standby that is not there.
      'synchronous_commit = on',
      'wal_sender_timeout = 5s',
    ];
    fs.appendFileSync(path.join(this.data, 'postgresql.conf'), `\n${conf.join('\n')}\n`);
  }

  /** A hot standby of `primary` (pg_basebackup -R), streaming as `standby1`. */
  initStandbyOf(primary: PgServer): void {
    this.mkdir();
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'noq', '-D', this.data, '-R', '-X', 'stream', '-c', 'fast']);
    const conf = [
      `port = ${this.port}`,
      `unix_socket_directories = '${this.dir}'`,
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=noq application_name=standby1'`,
      'wal_receiver_timeout = 5s',
    ];
    fs.appendFileSync(path.join(this.data, 'postgresql.auto.conf'), `\n${conf.join('\n')}\n`);
  }

  start(): void {
    run('pg_ctl', ['-D', this.data, '-l', path.join(this.dir, 'server.log'), '-w', 'start']);
  }

  /** The server dies at once, with every backend (kill -9 of the postmaster and its children). */
  kill9(): void {
    const pid = Number(fs.readFileSync(path.join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    process.kill(pid, 'SIGKILL');
    for (const c of children) {
      try {
        process.kill(c, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }

  promote(): void {
    run('pg_ctl', ['-D', this.data, '-w', 'promote']);
  }

  stop(): void {
    try {
      run('pg_ctl', ['-D', this.data, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
  }
}
