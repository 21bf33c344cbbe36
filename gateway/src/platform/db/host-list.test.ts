import { parseHostList } from './host-list';

describe("DATABASE_URL as libpq's list of hosts (issue 32)", () => {
  it('reads the hosts in order and target_session_attrs, keeping the rest of the URL', () => {
    expect(parseHostList('postgres://noq:secret@db1:5432,db2:5433/noq?target_session_attrs=read-write&sslmode=require')).toEqual({
      urls: ['postgres://noq:secret@db1:5432/noq?sslmode=require', 'postgres://noq:secret@db2:5433/noq?sslmode=require'],
      target: 'read-write',
    });
    // A list defaults to read-write: a gateway writes.
    expect(parseHostList('postgresql://noq@10.0.0.1,10.0.0.2/noq')?.target).toBe('read-write');
    expect(parseHostList('postgres://noq@db1/noq?target_session_attrs=any')).toEqual({ urls: ['postgres://noq@db1/noq'], target: 'any' });
  });

  it('leaves a plain URL to pg, and refuses a mode it does not know', () => {
    expect(parseHostList('postgres://noq@127.0.0.1:5432/noq')).toBeNull();
    expect(() => parseHostList('postgres://noq@a,b/noq?target_session_attrs=standby')).toThrow(/not supported/);
  });
});
