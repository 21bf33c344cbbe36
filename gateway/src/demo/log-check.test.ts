import { demoGuestIdentifiers } from './seed';
import { findPersonalData } from './log-check';

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
