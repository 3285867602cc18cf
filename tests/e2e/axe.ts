import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What the accessibility checks need of an axe-core violation (@axe-core/playwright's results). */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown; failureSummary?: string }[];
}

/**
 * The serious and critical axe violations, each as `rule (count) at <first node>: <why>`, so a
 * failing `assert.deepEqual(seriousViolations(results.violations), [])` says what and where.
 */
export const seriousViolations = (violations: AxeViolation[]): string[] =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}) at ${JSON.stringify(v.nodes[0]?.target)}: ${v.nodes[0]?.failureSummary ?? ''}`,
    );

/**
 * axe-core on a page, as every end-to-end check runs it (`.include(...)` narrows it, `.analyze()`
 * runs it). Two settings that change nothing the checks read and halve an analysis's time:
 * - legacy mode: axe runs in the page itself. The default runs it in each frame and then merges the
 *   results in a new blank page of the same context, a new renderer per analysis (about 1.2 s of
 *   the 2.1 s an app route took on the slower machine). The pages checked here have no frames.
 * - violations only: the checks read nothing else, and axe then keeps one node of each other kind.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
