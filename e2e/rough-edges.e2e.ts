// Journey: issue 23's small things in a real browser. The caseworker's overview at 360 px (the
// disclosure beside its title, the rooms table reachable and scrollable by keyboard), the report's
// shelter and region filters and the paged Användare list, and the admin's side menu on a desktop
// (a real entry, never an empty column). axe on every screen touched, at 360 px and on a desktop.
import type { Page } from 'playwright-core';
import { a11yProblems } from './support/a11y';
import { hydrated } from './support/hydration';
import { journey, viewports } from './support/browser';
import { expectPhoneFriendly } from './support/phone';
import { loginPage } from './support/staff-session';

jest.setTimeout(120_000);

const CASEWORKER = 'handlaggare@noq.example';
const ADMIN = 'admin@noq.example';

async function expectAxeClean(page: Page): Promise<void> {
  expect(await a11yProblems(page)).toEqual([]);
}

describe('rough edges (issue 23)', () => {
  const j = journey('rough-edges');

  it('caseworker overview at 360 px: the disclosure sits beside its title; the table scrolls by keyboard', async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker');
    const toggle = j.page.getByRole('button', { name: /- Rum/ }).first();
    await toggle.waitFor();
    const [icon, title] = [toggle.locator('.collapse-icon'), toggle.locator('.collapse-title')];
    const [iconBox, titleBox] = [await icon.boundingBox(), await title.boundingBox()];
    if (!iconBox || !titleBox) throw new Error('no boxes');
    // Beside it: the title starts to the right of the icon, and the icon is level with the title's
    // first line (a long title wraps inside its own box, never below the icon).
    expect(titleBox.x).toBeGreaterThan(iconBox.x + iconBox.width - 1);
    expect(iconBox.y + iconBox.height / 2).toBeGreaterThan(titleBox.y);
    expect(iconBox.y).toBeLessThan(titleBox.y + iconBox.height);

    // The rooms table's box is a focusable, named region: Tab reaches it and the arrow keys scroll it.
    const name = (await title.textContent()) ?? '';
    const region = j.page.locator('.table-scroll').and(j.page.getByRole('region', { name })).first();
    await region.waitFor();
    expect(await region.getAttribute('tabindex')).toBe('0');
    // Tab from the disclosure (past the links of its table, if any) reaches the box.
    await toggle.focus();
    let reached = false;
    for (let i = 0; i < 5 && !reached; i++) {
      await j.page.keyboard.press('Tab');
      reached = await region.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const before = await region.evaluate((el) => el.scrollLeft);
    await j.page.keyboard.press('ArrowRight');
    await j.page.keyboard.press('ArrowRight');
    const canScroll = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    // Arrow keys scroll smoothly: the box moves over a few frames.
    if (canScroll)
      await region.evaluate(
        (el, from) =>
          new Promise<void>((resolve, reject) => {
            const started = Date.now();
            const check = () =>
              el.scrollLeft > from
                ? resolve()
                : Date.now() - started > 3000
                  ? reject(new Error('did not scroll'))
                  : requestAnimationFrame(check);
            check();
          }),
        before,
      );
    await expectPhoneFriendly(j.page, 1, '.table-scroll');
    await j.shoot('01-caseworker-phone');
  });

  it('caseworker report: narrowed to a shelter, the total follows; axe clean at 360 px and on a desktop', async () => {
    for (const width of ['phone', 'desktop'] as const) {
      await j.page.setViewportSize(viewports[width]);
      await loginPage(j.page, CASEWORKER);
      await j.page.goto('/caseworker/statistics');
      // Two taps: before React has the page only the last would be kept (lib/early-input.ts).
      await hydrated(j.page);
      await j.page.getByRole('button', { name: 'Förra månaden' }).click();
      await j.page.getByRole('button', { name: 'Sök', exact: true }).click();
      const status = j.page.getByRole('status').filter({ hasText: /Totalt|Ange/ });
      await status.waitFor();
      const filters = j.page.getByRole('group', { name: 'Avgränsa rapporten' });
      if ((await filters.count()) > 0) {
        const shelter = filters.getByLabel('Boende');
        const options = await shelter.locator('option').allTextContents();
        expect(options[0]).toBe('Alla boenden');
        if (options.length > 1) {
          await shelter.selectOption({ index: 1 });
          await j.page.getByRole('link', { name: 'Exportera CSV' }).and(j.page.locator('[href*="shelter_id="]')).waitFor();
        }
      }
      // Each row's region and Fakturera are on the screen, a card per row at 360 px (issue 33 §14).
      const rows = j.page.locator('.stats-table tbody tr');
      if (width === 'phone' && (await rows.count()) > 0) {
        for (const cell of [rows.first().locator('td').nth(3), rows.first().locator('td.card-table-actions a')]) {
          const box = await cell.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= viewports.phone.width).toBe(true);
        }
      }
      await expectAxeClean(j.page);
    }
    await j.shoot('02-report');
  });

  it('Användare pages its list; axe clean at 360 px', async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, CASEWORKER);
    await j.page.goto('/caseworker/users');
    await j.page.getByRole('heading', { level: 2, name: 'Gäster' }).waitFor();
    await j.page.locator('.users-list a').first().waitFor();
    await expectPhoneFriendly(j.page, 2);
  });

  it("volunteer at 360 px: each room's Boka and the booking dialog's guest search fit, axe clean", async () => {
    await j.page.setViewportSize(viewports.phone);
    await loginPage(j.page, 'volontar@noq.example');
    await j.page.goto('/volunteer');
    await hydrated(j.page);
    const book = j.page.getByRole('button', { name: /^Boka .+ på / }).first();
    await book.waitFor();
    await expectPhoneFriendly(j.page, 5);
    await book.click();
    const dialog = j.page.getByRole('dialog', { name: 'Boka Rum' });
    await dialog.getByLabel('Förnamn').fill('a');
    await dialog.getByRole('button', { name: 'Sök Användare' }).click();
    await dialog
      .getByRole('region', { name: /gäster? hittades/ })
      .or(dialog.getByRole('alert'))
      .first()
      .waitFor();
    await dialog.getByRole('region', { name: 'Gästens aktuella bokningar' }).or(dialog.getByRole('alert')).first().waitFor();
    await expectAxeClean(j.page);
    await j.shoot('04-volunteer-phone');
  });

  it("admin on a desktop: the side menu's column leads to Administrera", async () => {
    await j.page.setViewportSize(viewports.desktop);
    await loginPage(j.page, ADMIN);
    await j.page.goto('/settings');
    const menu = j.page.getByRole('navigation', { name: 'Huvudmeny' });
    const entry = menu.getByRole('link', { name: 'Administrera' });
    await entry.waitFor();
    expect(await entry.isVisible()).toBe(true);
    await entry.click();
    await j.page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    expect(new URL(j.page.url()).pathname).toBe('/administration');
    await expectAxeClean(j.page);
    await j.shoot('03-admin-menu');
  });
});
