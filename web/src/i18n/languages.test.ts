import { deviceLanguage, LANGUAGE_KEY, linkLanguage, preferredLanguage } from './languages';

/** The phone's languages, as the browser reports them (issue 33 §4). */
function phoneSpeaks(languages: string[]): void {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

describe('which language to speak before anyone is known (issue 33 §4)', () => {
  const original = window.navigator.languages;
  afterEach(() => {
    window.localStorage.clear();
    phoneSpeaks([...original]);
    window.history.replaceState(null, '', '/');
  });

  it('takes the first of the phone’s languages that we have', () => {
    expect(preferredLanguage(['ro-RO', 'en-US'])).toBe('ro');
    expect(preferredLanguage(['de-DE', 'ar-SE', 'en'])).toBe('ar');
    expect(preferredLanguage(['PL'])).toBe('pl');
    expect(preferredLanguage(['en_GB'])).toBe('en');
    expect(preferredLanguage(['de', 'fi'])).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });

  it('a stored choice comes before the phone, a link’s ?lang= before both, Swedish when nothing fits', () => {
    phoneSpeaks(['pl-PL']);
    expect(deviceLanguage()).toBe('pl');
    window.localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(deviceLanguage()).toBe('en');
    window.history.replaceState(null, '', '/password/reset?lang=ro#token');
    expect(deviceLanguage()).toBe('ro');
    window.history.replaceState(null, '', '/password/reset?lang=xx#token');
    expect(deviceLanguage()).toBe('en');
    window.localStorage.clear();
    phoneSpeaks(['de-DE']);
    expect(deviceLanguage()).toBe('sv');
  });

  it('reads ?lang= only when it is one of ours', () => {
    expect(linkLanguage('?lang=ar')).toBe('ar');
    expect(linkLanguage('?lang=de')).toBeNull();
    expect(linkLanguage('')).toBeNull();
  });
});
