// A page at a phone's width (issue 19's test): every visible control inside the screen horizontally,
// the document never scrolling sideways, the top bar's title readable, and axe finding nothing
// (any impact). Shared by the phone journeys.
import type { Page } from 'playwright-core';
import { a11yProblems } from './a11y';
import { viewports } from './browser';

interface Box {
  what: string;
  x: number;
  right: number;
}

/** Every visible control outside `except` (a scrolling box of its own), with its left and right edge. */
function controlBoxes(page: Page, except: string | null): Promise<Box[]> {
  return page.evaluate(
    (skip) =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], summary, input, select, textarea'))
        .filter((el) => !(skip && el.closest(skip)))
        .filter((el) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ el, box }) => ({
          what: `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}"`,
          x: Math.round(box.x),
          right: Math.round(box.x + box.width),
        })),
    except,
  );
}

/**
 * The page at 360 px: at least `minimumControls` controls, none sticking out sideways (those inside
 * `except`, a box that scrolls on its own, only inside it), no sideways scrolling, axe content.
 */
export async function expectPhoneFriendly(page: Page, minimumControls = 1, except: string | null = null): Promise<void> {
  const width = viewports.phone.width;
  const boxes = await controlBoxes(page, except);
  expect(boxes.length).toBeGreaterThanOrEqual(minimumControls);
  expect(boxes.filter((b) => b.x < 0 || b.right > width)).toEqual([]);
  const sideways = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sideways.scrollWidth).toBeLessThanOrEqual(sideways.clientWidth);
  // Scrolling the document sideways moves nothing.
  await page.evaluate(() => window.scrollTo(200, window.scrollY));
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  // The top bar's name and page title stay readable: never squeezed to a column of single letters
  // by the header's other parts (the guest's language menu wraps to a row of its own instead).
  const title = await page.evaluate(() => document.querySelector('.top-bar__title')?.getBoundingClientRect().width ?? null);
  if (title !== null) expect(title).toBeGreaterThanOrEqual(width / 2);
  expect(await a11yProblems(page)).toEqual([]);
}
