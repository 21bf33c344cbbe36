import { AFTER_PAINT_META, afterFirstPaint, PRELOADS_PER_TASK, preloadNamedChunks } from './after-paint';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the chunks a server-rendered page fetches once it has painted', () => {
  it('links each chunk the meta names, PRELOADS_PER_TASK per task, skipping what is linked already, then goes on', () => {
    const named = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    document.head.innerHTML =
      `<meta name="${AFTER_PAINT_META}" content="${named.join(' ')}">` + '<link rel="modulepreload" href="/assets/chunk-3.js">';
    const then = jest.fn();
    preloadNamedChunks(document, then);
    // The first task links PRELOADS_PER_TASK (chunk-3 was there), not all thirteen at once.
    expect(links()).toEqual(['/assets/chunk-3.js', ...named.filter((f) => f !== '/assets/chunk-3.js').slice(0, PRELOADS_PER_TASK)]);
    expect(then).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(links().sort()).toEqual([...named].sort());
    expect(new Set(links()).size).toBe(named.length);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]:not([href="/assets/chunk-3.js"])'))
      expect(link.getAttribute('crossorigin')).toBe('');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('goes on at once when the page names nothing', () => {
    const then = jest.fn();
    preloadNamedChunks(document, then);
    expect(then).toHaveBeenCalledTimes(1);
    expect(links()).toEqual([]);
  });

  it('runs once, after the next frame, or after the fallback where no frame comes', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      const then = jest.fn();
      afterFirstPaint(then, 200);
      expect(then).not.toHaveBeenCalled();
      // The frame comes: in the task after it.
      frames.shift()?.(0);
      expect(then).not.toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(then).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(500);
      expect(then).toHaveBeenCalledTimes(1);

      // No frame (a background tab): the fallback.
      const later = jest.fn();
      afterFirstPaint(later, 200);
      jest.advanceTimersByTime(199);
      expect(later).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(later).toHaveBeenCalledTimes(1);
    } finally {
      raf.mockRestore();
    }
  });
});
