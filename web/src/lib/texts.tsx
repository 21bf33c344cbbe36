import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setDocumentLanguage, deviceLanguage, isLanguage, type Language, rememberDeviceLanguage } from '../i18n/languages';
import { loadTranslation } from '../i18n/load';
import { svTexts, type Texts } from '../i18n/texts';
import { fetchSetMyLanguage } from './graphql-fetch';
import { type SessionPerson, useSession } from './session';

const loadTexts = (language: Language): Promise<Texts> => (language === 'sv' ? Promise.resolve(svTexts) : loadTranslation(language));

export interface Speech {
  /** The language the screens speak now. */
  language: Language;
  texts: Texts;
  /** Guests and people not logged in choose; staff screens stay Swedish (issue 18). */
  mayChoose: boolean;
  /** Switches the screens, remembers the choice on this browser and, for a logged-in guest, on the account. */
  choose: (language: Language) => Promise<void>;
}

const SpeechContext = createContext<Speech>({ language: 'sv', texts: svTexts, mayChoose: false, choose: () => Promise.resolve() });

/** The texts of the language in use (Swedish for staff). */
export const useTexts = (): Texts => useContext(SpeechContext).texts;

export const useSpeech = (): Speech => useContext(SpeechContext);

/** Whether `me` may choose a language: nobody logged in, or a guest. */
const choosesLanguage = (me: SessionPerson | null): boolean => !me || me.usergroups.includes('user');

/**
 * Provides the language: the account's (a logged-in guest), else this browser's choice (nobody
 * logged in), Swedish for staff. `<html lang dir>` follow it. Until a language's catalogue has come,
 * the screens keep the texts they had (at the very start: nothing is shown, so no Swedish flashes).
 */
export function SpeechProvider({ children, initial = deviceLanguage() }: { children: ReactNode; initial?: Language }) {
  const { me, refetch } = useSession();
  const [device, setDevice] = useState<Language>(initial);
  const mayChoose = choosesLanguage(me);
  const language: Language = !mayChoose ? 'sv' : me && isLanguage(me.language) ? me.language : device;
  const [loaded, setLoaded] = useState<{ language: Language; texts: Texts } | null>(
    initial === 'sv' ? { language: 'sv', texts: svTexts } : null,
  );

  useEffect(() => {
    let current = true;
    if (loaded?.language !== language) {
      loadTexts(language)
        .then((texts) => current && setLoaded({ language, texts }))
        // A catalogue that cannot be fetched (offline): Swedish rather than nothing.
        .catch(() => current && setLoaded({ language: 'sv', texts: svTexts }));
    }
    return () => {
      current = false;
    };
  }, [language, loaded?.language]);

  useEffect(() => {
    if (loaded) setDocumentLanguage(document, loaded.language);
  }, [loaded]);

  // A guest's language (from the account) is also this browser's: the login and offline pages speak it.
  useEffect(() => {
    if (me && mayChoose && language !== device) {
      rememberDeviceLanguage(language);
      setDevice(language);
    }
  }, [me, mayChoose, language, device]);

  const choose = useCallback(
    async (next: Language) => {
      rememberDeviceLanguage(next);
      setDevice(next);
      if (me && mayChoose) {
        await fetchSetMyLanguage(next);
        await refetch();
      }
    },
    [me, mayChoose, refetch],
  );

  const speech = useMemo<Speech | null>(
    () => (loaded ? { language: loaded.language, texts: loaded.texts, mayChoose, choose } : null),
    [loaded, mayChoose, choose],
  );
  if (!speech) return null;
  return <SpeechContext.Provider value={speech}>{children}</SpeechContext.Provider>;
}
