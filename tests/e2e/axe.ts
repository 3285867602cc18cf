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
