import { offline } from '../i18n/sv/offline';
import { registerServiceWorker, showUpdateNotice, takeUpdateMarker, UPDATE_CACHE, UPDATED_MARKER } from './service-worker';

/** A Cache Storage stand-in holding URLs per cache name (jsdom has none). */
function fakeCaches(content: Record<string, string[]>): CacheStorage {
  const cacheOf = (name: string) => ({
    delete: (url: string) => {
      const had = (content[name] ?? []).includes(url);
      content[name] = (content[name] ?? []).filter((u) => u !== url);
      return Promise.resolve(had);
    },
  });
  return {
    has: (name: string) => Promise.resolve(name in content),
    open: (name: string) => Promise.resolve(cacheOf(name)),
  } as unknown as CacheStorage;
}

describe('the notice after an update (issue 17)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    jest.useRealTimers();
  });

  it('is due once after a new worker took over: the marker is removed as it is read', async () => {
    const caches = fakeCaches({ [UPDATE_CACHE]: [UPDATED_MARKER] });
    expect(await takeUpdateMarker(caches)).toBe(true);
    expect(await takeUpdateMarker(caches)).toBe(false);
    expect(await takeUpdateMarker(fakeCaches({}))).toBe(false);
  });

  it('is a polite status message, its text added after the region, with a close button', () => {
    jest.useFakeTimers();
    const box = showUpdateNotice(document);
    expect(box.getAttribute('role')).toBe('status');
    expect(box.textContent).toBe('');
    jest.advanceTimersByTime(100);
    expect(box.textContent).toContain('noQ har uppdaterats till en ny version.');
    const close = [...box.querySelectorAll('button')].find((b) => b.textContent === offline.close);
    close?.click();
    expect(document.body.contains(box)).toBe(false);
  });
});

describe('registerServiceWorker', () => {
  function fakeWindow(readyState: DocumentReadyState) {
    const register = jest.fn(() => Promise.resolve({}));
    const listeners: Record<string, () => void> = {};
    const win = {
      navigator: { serviceWorker: { register, controller: null } },
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
    } as unknown as Window;
    return { win, register, load: () => listeners.load?.() };
  }

  it('registers /sw.js only after the load event', () => {
    const { win, register, load } = fakeWindow('loading');
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers at once on a page that has loaded already', () => {
    const { win, register } = fakeWindow('complete');
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker({ navigator: {}, document: { readyState: 'complete' } } as unknown as Window)).not.toThrow();
  });
});
