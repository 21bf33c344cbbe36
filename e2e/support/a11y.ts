// axe-core on the page as it is now: any violation, whatever its impact, fails the journey.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface A11yProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The axe violations of the page (WCAG 2.x A and AA rules, best practices), of every impact: a
 * moderate one (two landmarks of one name, stop 55) is a fault too. Or only of the part `include`
 * selects (e.g. 'main': a screen's own content without the layout).
 */
export async function a11yProblems(page: Page, include?: string): Promise<A11yProblem[]> {
  // Legacy mode runs `axe.run` in the page itself. The default (`runPartial` in each frame, then
  // `finishRun` in a new blank page) tests cross-origin frames, which noQ has none of, and opening
  // that page took about half of every check: 2.2 s a check became 1.0 s (issue 31 §7). Same rules.
  // Only the violations come back in full: axe then keeps one node for each passed, incomplete and
  // inapplicable rule instead of every one (the same rules run, and every violation's nodes are
  // listed). A check's answer was about 450 KB on a staff page, read back over the protocol and
  // parsed; now about 55 KB, and a check takes about 250 ms instead of 450 (issue 31 §7).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}
