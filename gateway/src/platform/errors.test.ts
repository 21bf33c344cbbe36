import pg from 'pg';
import { AppError, asAppError } from './errors';
import { freePort } from '../test-support/cluster';

describe('a database that cannot be reached (issue 32)', () => {
  it('answers BUSY ("try again, nothing changed"): the connection was refused before anything was done', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'noq', database: 'noq' });
    const e = await client.connect().then(
      () => null,
      (err: unknown) => err,
    );
    expect((e as { code?: string }).code).toBe('ECONNREFUSED');
    const mapped = asAppError(e);
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe('BUSY');
    // A connection lost mid-transaction is not mapped: whether it committed is not known.
    expect(asAppError(new Error('Connection terminated unexpectedly'))).not.toBeInstanceOf(AppError);
  });
});
