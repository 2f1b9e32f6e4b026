import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * One tab of {@link ProductTabs}.
 */
export interface ProductTab {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Props of {@link ProductTabs}.
 */
export interface ProductTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly ProductTab[];
  selected: string;
  onSelect: (key: string) => void;
}

/**
 * The WAI-ARIA tabs of the product page: arrow keys, Home and End move between tabs (and
 * choose them), each panel is labelled by its tab. Every panel is in the markup (the server's
 * HTML holds the description, notice, reviews and questions); the unchosen ones are hidden.
 */
export function ProductTabs({ label, tabs, selected, onSelect }: ProductTabsProps) {
  const base = useId().replace(/:/g, '');
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    onSelect(tabs[next]!.key);
    refs.current[next]?.focus();
  }

  return (
    <div className="atelier-product-tabs">
      <div role="tablist" aria-label={label} className="atelier-product-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={i === index ? 0 : -1}
            className="atelier-product-tabs__tab"
            data-tab={tab.key}
            onClick={() => onSelect(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          className="atelier-product-tabs__panel"
          hidden={i !== index}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
