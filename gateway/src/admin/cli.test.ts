/** The bootstrap command (issue 10) on an empty database: the first admin, and only the first. */
import type { Database } from '../platform/db/database';
import { AuthService } from '../auth/auth.service';
import { openEmptyDatabase } from '../test-support/db';
import { type CliDeps, main } from './cli';
import { one } from '../platform/db/rows';

let db: Database;
beforeAll(async () => {
  db = await openEmptyDatabase();
});
afterAll(async () => {
  await db?.close();
});

function deps(env: NodeJS.ProcessEnv, askSecret: CliDeps['askSecret'] = null) {
  const out: string[] = [];
  const err: string[] = [];
  const d: CliDeps = {
    env,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    askSecret,
    // The test keeps the database open across calls; the command's close is a no-op here.
    open: async () => ({ ...db, close: async () => undefined }),
  };
  return { d, out, err };
}

const ARGS = ['create-admin', '--email', 'forsta@noq.example', '--first', 'Första', '--last', 'Admin'];

describe('npm run admin -- create-admin', () => {
  it('refuses without a password when there is no terminal, and on bad arguments', async () => {
    const a = deps({});
    expect(await main(ARGS, a.d)).toBe(2);
    expect(a.err.join('\n')).toMatch(/NOQ_ADMIN_PASSWORD/);
    const b = deps({ NOQ_ADMIN_PASSWORD: 'långt-lösen' });
    expect(await main(['create-admin', '--email', 'x@y.se'], b.d)).toBe(2);
    expect(await main(['drop-everything'], b.d)).toBe(2);
  });

  it('refuses mismatched passwords typed on the terminal', async () => {
    const answers = ['ett-lösenord', 'ett-annat'];
    const a = deps({}, async () => answers.shift() as string);
    expect(await main(ARGS, a.d)).toBe(1);
    expect(a.err.join('\n')).toMatch(/inte lika/);
  });

  it('creates the first admin on an empty database from NOQ_ADMIN_PASSWORD; that admin can log in', async () => {
    const { n } = one<{ n: number }>(await db.dataSource.query(`SELECT count(*)::int AS n FROM app_user WHERE 'admin' = ANY (groups)`));
    expect(n).toBe(0);
    const a = deps({ NOQ_ADMIN_PASSWORD: 'långt-lösen' });
    expect(await main(ARGS, a.d)).toBe(0);
    expect(a.out.join('\n')).toMatch(/forsta@noq\.example/);
    const login = await new AuthService(db.dataSource).login('forsta@noq.example', 'långt-lösen');
    expect(login.me).toMatchObject({ usergroups: ['admin'], firstName: 'Första', lastName: 'Admin', mustChangePassword: false });
    const event = one<{ action: string }>(await db.dataSource.query(`SELECT action FROM admin_event WHERE entity_id = $1`, [login.me.id]));
    expect(event.action).toBe('admin_bootstrapped');
  });

  it('refuses a second bootstrap once an admin exists', async () => {
    const a = deps({ NOQ_ADMIN_PASSWORD: 'långt-lösen' });
    expect(await main(['create-admin', '--email', 'andra@noq.example', '--first', 'Andra', '--last', 'Admin'], a.d)).toBe(1);
    expect(a.err.join('\n')).toMatch(/redan en administratör/);
  });

  it('refuses a short password', async () => {
    const a = deps({ NOQ_ADMIN_PASSWORD: 'kort' });
    expect(await main(ARGS, a.d)).toBe(1);
  });
});
