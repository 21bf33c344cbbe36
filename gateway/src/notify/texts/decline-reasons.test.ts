import * as fs from 'node:fs';
import * as path from 'node:path';
import { render } from '../catalogue';
import { DECLINE_PRESETS, declineReasonIn } from './decline-reasons';

// Issue 33 §6: the fixed decline reasons a host chooses in the web are the ones the messages
// translate; a guest reads them in their language, the host's own words as written.
describe('decline reasons', () => {
  it("are the web's list, word for word", () => {
    const web = fs.readFileSync(path.join(__dirname, '../../../../web/src/i18n/sv/guest.ts'), 'utf8');
    const block = /declineReasons: \{([^}]*)\}/.exec(web)?.[1] ?? '';
    const words = [...block.matchAll(/: '([^']*)'/g)].map((m) => m[1]);
    expect([...words].sort()).toEqual([...DECLINE_PRESETS].sort());
  });

  it('translates a fixed reason and keeps own words', () => {
    expect(declineReasonIn('Uteblev', 'en')).toBe('Did not come');
    expect(declineReasonIn('Uteblev', 'sv')).toBe('Uteblev');
    expect(declineReasonIn('Vi har stängt för renovering', 'pl')).toBe('Vi har stängt för renovering');
    const mail = render('booking.declined', {
      params: { firstName: 'Amira', reason: 'Fullt – ingen ledig plats', startDate: '2031-03-01', endDate: '2031-03-02' },
      secret: null,
      language: 'ro',
      baseUrl: 'https://noq.test',
    });
    expect(mail?.text).toContain('Plin – niciun loc liber');
    expect(mail?.text).not.toContain('Fullt');
  });
});
