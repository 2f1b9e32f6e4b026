import axe from 'axe-core';
import { expect } from 'vitest';

// color-contrast needs real layout and computed colours, which the DOM emulator lacks;
// ui-kit's tokens.test.ts checks the token palette's pairs for AA contrast instead.
const OPTIONS: axe.RunOptions = { rules: { 'color-contrast': { enabled: false } } };

/**
 * Runs axe-core on `node` and fails with the rule ids and targets of any violation.
 *
 * @example
 * const { container } = render(<Pager page={2} lastPage={5} />);
 * await expectNoAxeViolations(container);
 */
export async function expectNoAxeViolations(node: Element): Promise<void> {
  const result = await axe.run(node, OPTIONS);
  const found = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
