import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: the rules the site and the back office are held to. */
export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page as it is, asked for its violations only: it still runs every rule on every
 * element, but leaves out the details of each element that passed, most of its work on a large
 * page. MUI's dialogs keep focus inside with two empty focusable guards at their edges, which
 * pass focus straight back into the dialog: no control of the page, so they are left out.
 * `rules` turns single rules on or off.
 */
export function axeOn(page: Page, rules: Record<string, boolean> = {}): AxeBuilder {
  return new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(Object.entries(rules).map(([id, enabled]) => [id, { enabled }])),
    })
    .exclude('[data-testid="sentinelStart"]')
    .exclude('[data-testid="sentinelEnd"]');
}

/** One line per violation: `where: rule (the elements' selectors)`. */
export function described(results: Awaited<ReturnType<AxeBuilder['analyze']>>, where: string): string[] {
  return results.violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** The WCAG 2.x A and AA violations on the page as it is, named by `where`. */
export async function violations(page: Page, where: string): Promise<string[]> {
  return described(await axeOn(page).withTags(WCAG_A_AA).analyze(), where);
}
