// Issue 33 §8: every control a thumb uses is at least 44 × 44 px (WCAG 2.5.5, Apple's and
// Android's guidance), on every page at 360 px, for each role. A control is a button, a field, a
// select, a button-like link and a link standing on its own line; a link inside a sentence is
// exempt (WCAG's "inline" exception), and a checkbox or radio is measured by its label, which is
// what a thumb hits. The page is read as it opens (a dialog or a calendar opened by hand is not).
import type { Page } from 'playwright-core';
import { journey, viewports } from './support/browser';
import { loginPage } from './support/staff-session';

jest.setTimeout(240_000);

const MIN = 44;

/** The pages of each role, as the demo data has them (the first shelter of the demo is id 1). */
const PAGES: { who: string | null; paths: string[] }[] = [
  { who: null, paths: ['/register', '/password/forgot', '/login/phone', '/login/pin', '/login/start', '/register/phone', '/login'] },
  {
    who: 'gast@noq.example',
    paths: [
      '/user',
      '/user-landing',
      '/accommodations/1',
      '/accommodations/1/booking',
      '/user/requests',
      '/notifications',
      '/settings',
      '/user-management',
    ],
  },
  {
    who: 'vard@noq.example',
    paths: [
      '/host',
      '/host/requests',
      '/host/products',
      '/host/tonight',
      '/host/calendar',
      '/host/guests',
      '/host/shelter',
      '/host/invoices',
    ],
  },
  {
    who: 'handlaggare@noq.example',
    paths: [
      '/caseworker',
      '/caseworker/requests',
      '/caseworker/users',
      '/caseworker/statistics',
      '/caseworker/invoices',
      '/statistics/occupancy',
    ],
  },
  { who: 'volontar@noq.example', paths: ['/volunteer', '/volunteer/requests'] },
  { who: 'admin@noq.example', paths: ['/administration'] },
];

/** The controls on the page smaller than MIN × MIN, each as "<tag> 'text' w×h". */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], .sr-only, [hidden]');
    };
    const standsAlone = (a: Element) => {
      const block = a.parentElement;
      if (!block) return true;
      // A link in a sentence: the text around it is more than the link's own.
      return (block.textContent ?? '').replace(/\s+/g, ' ').trim() === (a.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const out: string[] = [];
    const controls = document.querySelectorAll(
      'main button, main select, main textarea, main input:not([type=hidden]), main a[href], main summary, header button, header a[href], header select, nav a[href], nav button',
    );
    for (const el of Array.from(controls)) {
      if (!visible(el)) continue;
      if (el.matches('.skip-link')) continue;
      if (el.tagName === 'A' && !el.matches('.button-link, .icon-link') && !standsAlone(el)) continue;
      let target: Element = el;
      if (el.matches('input[type=checkbox], input[type=radio]')) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) target = label;
      }
      const r = target.getBoundingClientRect();
      if (r.width < min - 0.5 || r.height < min - 0.5) {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40);
        out.push(
          `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[${el.getAttribute('type')}]` : ''} '${text}' ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
      }
    }
    return out;
  }, MIN);
}

describe('touch targets at 360 px (issue 33 §8)', () => {
  const j = journey('targets', { serviceWorker: false });

  for (const { who, paths } of PAGES) {
    it(`${who ?? 'nobody logged in'}: every control is at least 44 × 44 px on ${paths.length} pages`, async () => {
      await j.page.setViewportSize(viewports.phone);
      if (who) await loginPage(j.page, who);
      const small: Record<string, string[]> = {};
      for (const path of paths) {
        await j.page.goto(path);
        await j.page.waitForLoadState('networkidle');
        await j.page.locator('main h1, h1').first().waitFor();
        const found = await smallTargets(j.page);
        if (found.length > 0) small[path] = found;
      }
      expect(small).toEqual({});
    });
  }
});
