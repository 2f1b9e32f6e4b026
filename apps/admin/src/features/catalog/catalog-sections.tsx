import { NavLink } from 'react-router';

import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels } from '../../shared/use-console-labels.js';
import { CATEGORY_LABELS } from './category-labels.js';

/**
 * The catalog's sections this page belongs to: products, categories, reviews, questions.
 */
export function CatalogSections() {
  const c = useAreaLabels(CATEGORY_LABELS);
  const links = [
    { to: href('Products'), label: c.productsTitle },
    { to: href('Categories'), label: c.categoriesTitle },
    { to: href('Reviews'), label: c.reviewsTitle },
    { to: href('Questions'), label: c.questionsTitle },
  ];
  return (
    <nav className="console-tabs" aria-label={c.sections}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="console-tabs__link" end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
