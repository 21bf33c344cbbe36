import { createContext, type ReactNode, use, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { setDocumentLanguage, deviceLanguage, isLanguage, type Language, rememberDeviceLanguage } from '../i18n/languages';
import { loadTranslation } from '../i18n/load';
import { type CoreTexts, type PageArea, svCore, svPageAreas, type Texts } from '../i18n/texts';
import { fetchSetMyLanguage } from './graphql-fetch';
import { type SessionPerson, useSession } from './session';

export const loadTexts = (language: Language): Promise<CoreTexts> =>
  language === 'sv' ? Promise.resolve(svCore) : loadTranslation(language);

/*
 * The Swedish page areas loaded so far (i18n/texts.ts): a small store that every `useTexts` reads,
 * so the screens re-render with an area once it has come. Each area is fetched once.
 */
type LoadedAreas = Partial<Pick<Texts, PageArea>>;
let svAreas: LoadedAreas = {};
const listeners = new Set<() => void>();
const requests = new Map<string, Promise<void>>();
/** The language the screens speak (what route preloading asks for: no Swedish areas for an English guest). */
let speaking: Language = 'sv';

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedAreas = (): LoadedAreas => svAreas;

/** Fetches the Swedish page areas not here yet; resolves once the screens can read them. */
export function loadSvAreas(areas: readonly PageArea[]): Promise<void> {
  const missing = areas.filter((area) => svAreas[area] === undefined);
  if (missing.length === 0) return Promise.resolve();
  const key = [...missing].sort().join(',');
  let request = requests.get(key);
  if (!request) {
    request = Promise.all(missing.map(async (area) => [area, await svPageAreas[area]()] as const)).then(
      (loaded) => {
        svAreas = { ...svAreas, ...Object.fromEntries(loaded) };
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        // Offline and not cached: the next render may try again.
        requests.delete(key);
        throw error;
      },
    );
    requests.set(key, request);
  }
  return request;
}

/** A route's page areas, fetched beside its page chunk (no second round trip), when Swedish is spoken. */
export const preloadPageTexts = (...areas: PageArea[]): Promise<void> =>
  speaking === 'sv' ? loadSvAreas(areas).catch(() => undefined) : Promise.resolve();

/** A route's chunk loader that also fetches the page areas its pages read, at the same time. */
export const withPageTexts =
  <M,>(load: () => Promise<M>, ...areas: PageArea[]): (() => Promise<M>) =>
  () =>
    Promise.all([load(), preloadPageTexts(...areas)]).then(([pages]) => pages);

export interface Speech {
  /** The language the screens speak now. */
  language: Language;
  /** The core texts; the page areas through `usePageTexts`. */
  texts: CoreTexts;
  /** Guests and people not logged in choose; staff screens stay Swedish (issue 18). */
  mayChoose: boolean;
  /** Switches the screens, remembers the choice on this browser and, for a logged-in guest, on the account. */
  choose: (language: Language) => Promise<void>;
}

const SpeechContext = createContext<Speech>({ language: 'sv', texts: svCore, mayChoose: false, choose: () => Promise.resolve() });

/** The texts of the language in use (Swedish for staff): the core, and the page areas loaded so far. */
export function useTexts(): CoreTexts {
  const { language, texts } = useContext(SpeechContext);
  const areas = useSyncExternalStore(subscribe, loadedAreas, loadedAreas);
  return useMemo(() => (language === 'sv' && texts === svCore ? { ...svCore, ...areas } : texts), [language, texts, areas]);
}

/**
 * The texts with the page areas a page needs. Swedish areas not here yet are fetched, and the
 * page waits for them as for its own chunk (the Suspense of lib/lazy-page.tsx says 'Laddar...').
 */
export function usePageTexts<A extends PageArea>(...areas: A[]): CoreTexts & Pick<Texts, A> {
  const texts = useTexts();
  const missing = areas.filter((area) => texts[area] === undefined);
  if (missing.length > 0) use(loadSvAreas(missing));
  return texts as CoreTexts & Pick<Texts, A>;
}

export const useSpeech = (): Speech => useContext(SpeechContext);

/** Whether `me` may choose a language: nobody logged in, or a guest. */
const choosesLanguage = (me: SessionPerson | null): boolean => !me || me.usergroups.includes('user');

/**
 * Provides the language: the account's (a logged-in guest), else this browser's choice (nobody
 * logged in), Swedish for staff. `<html lang dir>` follow it. Until a language's catalogue has come,
 * the screens keep the texts they had (at the very start: nothing is shown, so no Swedish flashes).
 */
export function SpeechProvider({
  children,
  initial = deviceLanguage(),
  preloaded,
}: {
  children: ReactNode;
  initial?: Language;
  /** The catalogue already here (a server-rendered page and its hydration speak it from the first render). */
  preloaded?: { language: Language; texts: CoreTexts };
}) {
  const { me, refetch } = useSession();
  const [device, setDevice] = useState<Language>(initial);
  const mayChoose = choosesLanguage(me);
  const language: Language = !mayChoose ? 'sv' : me && isLanguage(me.language) ? me.language : device;
  const [loaded, setLoaded] = useState<{ language: Language; texts: CoreTexts } | null>(
    preloaded ?? (initial === 'sv' ? { language: 'sv', texts: svCore } : null),
  );

  useEffect(() => {
    let current = true;
    if (loaded?.language !== language) {
      loadTexts(language)
        .then((texts) => current && setLoaded({ language, texts }))
        // A catalogue that cannot be fetched (offline): Swedish rather than nothing.
        .catch(() => current && setLoaded({ language: 'sv', texts: svCore }));
    }
    return () => {
      current = false;
    };
  }, [language, loaded?.language]);

  useEffect(() => {
    if (loaded) {
      setDocumentLanguage(document, loaded.language);
      speaking = loaded.language;
    }
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
