import { NavLink } from 'react-router';

import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels } from '../../shared/use-console-labels.js';
import { PROMOTION_LABELS } from './promotions-labels.js';

/** The promotions area's own menu: coupons, the points policy, shipping fees. */
export function PromotionsNav() {
  const p = useAreaLabels(PROMOTION_LABELS);
  const links = [
    { to: href('Coupons'), label: p.coupons },
    { to: href('PointsPolicy'), label: p.pointsPolicy },
    { to: href('Shipping'), label: p.shipping },
  ];
  return (
    <nav aria-label={p.sections} className="console-subnav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={false}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A form value as the API takes it: digits as a number, an empty field as `null`. */
export function numberOrNull(value: FormDataEntryValue | null): number | string | null {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

const KST = 9 * 60 * 60 * 1000;

/** An ISO moment as a `datetime-local` value in Korea time. */
export function toKoreaLocal(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + KST).toISOString().slice(0, 16);
}

/** A `datetime-local` value (Korea time) as an ISO moment with its offset; empty as `null`. */
export function fromKoreaLocal(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? '').trim();
  return text ? `${text}:00+09:00` : null;
}
