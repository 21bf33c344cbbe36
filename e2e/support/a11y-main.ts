// axe-core on a page's own content (#main, where a route renders, modals included), so a journey
// of one feature checks what that feature renders; the shared layout is checked by its own journey.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface MainA11yProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Serious and critical axe violations (WCAG 2.x A and AA, best practices) inside #main. */
export async function seriousA11yProblemsInMain(page: Page): Promise<MainA11yProblem[]> {
  const results = await new AxeBuilder({ page })
    .include('#main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
