import { Link } from 'react-router';

import './breadcrumb-nav.css';

/**
 * One step of a visible breadcrumb trail: its text and its path (the last step is the page).
 */
export interface BreadcrumbLink {
  name: string;
  path: string;
}

/**
 * Props of {@link BreadcrumbNav}.
 */
export interface BreadcrumbNavProps {
  /** Accessible name of the navigation landmark (translated). */
  label: string;
  steps: readonly BreadcrumbLink[];
}

/**
 * The breadcrumb trail (WAI-ARIA breadcrumb pattern): a labelled `<nav>` with an ordered list
 * of links, the last one the current page (`aria-current="page"`). The page's JSON-LD
 * `BreadcrumbList` (`shared/seo/json-ld.ts`) carries the same steps.
 */
export function BreadcrumbNav({ label, steps }: BreadcrumbNavProps) {
  return (
    <nav className="atelier-breadcrumb" aria-label={label}>
      <ol className="atelier-breadcrumb__list">
        {steps.map((step, index) => (
          <li key={step.path} className="atelier-breadcrumb__item">
            {index === steps.length - 1 ? (
              <Link to={step.path} aria-current="page" className="atelier-breadcrumb__current">
                {step.name}
              </Link>
            ) : (
              <Link to={step.path} className="atelier-breadcrumb__link">
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
