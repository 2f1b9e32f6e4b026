import { useId, type ReactNode } from 'react';

import { useConsoleLabels } from '../../shared/use-console-labels.js';

/**
 * The horizontal scroller around a console table: a region reachable by keyboard, so a table
 * wider than the screen scrolls without a mouse. It is named after its heading plus "table",
 * so it never shares a name with the section around it.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const { l } = useConsoleLabels();
  const suffixId = useId();
  return (
    <div
      className="console-table-wrap"
      role="region"
      aria-labelledby={`${labelledBy} ${suffixId}`}
      // A scrolling region must take focus for keyboard users to scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <span id={suffixId} hidden>
        {l.tableRegion}
      </span>
      {children}
    </div>
  );
}
