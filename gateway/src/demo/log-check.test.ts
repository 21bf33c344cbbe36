import { demoGuestIdentifiers } from './seed';
import { checkLog, findPersonalData } from './log-check';

describe('the log check', () => {
  it('knows the demo guests and finds them in a log', () => {
    const ids = demoGuestIdentifiers();
    expect(ids.names).toContain('Anna Lind');
    expect(ids.unoCodes).toEqual(expect.arrayContaining(['1001', '1002', '2001', '2048']));
    expect(ids.personnr).toHaveLength(50);
    expect(findPersonalData('noQ listening on http://localhost:41001 (embedded PGlite)')).toEqual([]);
    expect(findPersonalData('[graphql] internal error: booking for Anna Lind')).toHaveLength(1);
    expect(findPersonalData('Key (unokod)=(2001) already exists')).toHaveLength(1);
    expect(findPersonalData(`personnr ${ids.personnr[5]} leaked`).length).toBeGreaterThan(0);
  });
});

describe('the log check on JSON lines (issue 32)', () => {
  it('reads the JSON: a name escaped in it, a UNO code as a value, a field that must not be logged', () => {
    const ids = demoGuestIdentifiers();
    const clean = [
      JSON.stringify({ level: 'info', msg: 'request', reqId: 'a-1', operation: 'POST /api/login', status: 200, ms: 12.5 }),
      JSON.stringify({ level: 'info', msg: 'noQ listening on http://localhost:41001 (embedded PGlite, Node v24.1.0)', port: 41001 }),
      JSON.stringify({ level: 'info', msg: 'x', email: '[redacted]' }),
    ].join('\n');
    expect(checkLog(clean)).toEqual({ findings: [], jsonLines: 3 });
    // Numbers that happen to look like a code (a pid, a duration) are not findings.
    expect(checkLog(JSON.stringify({ level: 'info', pid: Number(ids.unoCodes[0]), ms: Number(ids.unoCodes[1]) })).findings).toEqual([]);
    // JSON may escape non-ASCII: the name is still found.
    const escaped = JSON.stringify({ level: 'error', msg: 'oops', err: { message: 'booking for Anna Lind' } }).replace(/n/g, '\\u006e');
    expect(checkLog(escaped).findings).toHaveLength(1);
    const code = ids.unoCodes[0] as string;
    expect(checkLog(JSON.stringify({ level: 'warn', msg: 'x', detail: { uno: code } })).findings.length).toBeGreaterThan(0);
    expect(checkLog(JSON.stringify({ level: 'info', msg: 'x', email: 'someone@example.org' })).findings).toEqual([
      'line 1: field "email" logged',
    ]);
    // A text line is still checked as before.
    expect(checkLog('plain text: Anna Lind').findings).toHaveLength(1);
  });
});

describe('the log check and request ids', () => {
  it('does not take the digits inside a request id (a random UUID) for a code, but still finds a code elsewhere on the line', () => {
    const ids = demoGuestIdentifiers();
    const code = ids.personnr.find((p) => p.startsWith('2')) as string;
    // CI's e2e log had this shape: four digits of a guest's personnr between hex letters.
    const reqId = `de8c8fc5-323e-4903-afbb-3bbebe${code}f2`;
    const line = JSON.stringify({ level: 'info', reqId, method: 'POST', operation: 'graphql query myBookings', status: 200 });
    expect(checkLog(line).findings).toEqual([]);
    expect(checkLog(`plain ${reqId} line`).findings).toEqual([]);
    expect(checkLog(JSON.stringify({ level: 'info', reqId, msg: `personnr ${code}` })).findings.length).toBeGreaterThan(0);
    // Not a whole UUID: searched as any text.
    expect(checkLog(JSON.stringify({ level: 'info', detail: `bebe${code}f2` })).findings.length).toBeGreaterThan(0);
  });
});
