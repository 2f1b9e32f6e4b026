import { formatMoney, type Currency, type DashboardDay } from '@atelier/contracts';
import { useId } from 'react';

import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { fillLabel as fill } from '../../shared/fill-label.js';
import { DASHBOARD_LABELS } from './dashboard-labels.js';
import { TableScroll } from '../../domain/listing/table-scroll.js';

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;

/**
 * One currency's daily sales as bars (an SVG image with a summary for screen readers), and the
 * same figures as a table behind a disclosure.
 */
export function SalesChart({ days, currency }: { days: DashboardDay[]; currency: Currency }) {
  const d = useAreaLabels(DASHBOARD_LABELS);
  const { locale } = useConsoleLabels();
  const id = useId();
  const points = days.map((day) => {
    const figures = day.figures.find((f) => f.currency === currency);
    return { date: day.date, sales: figures?.sales ?? 0, orders: figures?.orders ?? 0 };
  });
  const max = Math.max(0, ...points.map((p) => p.sales));
  const money = (amount: number) => formatMoney(amount, currency, { lang: locale });
  const bar = (WIDTH - GAP * (points.length - 1)) / Math.max(1, points.length);
  const title = fill(d.chartTitle, { currency: currency.toUpperCase() });
  const summary = fill(d.chartSummary, {
    from: points[0]?.date ?? '',
    to: points.at(-1)?.date ?? '',
    max: money(max),
  });
  return (
    <figure className="dashboard-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
        className="dashboard-chart__svg"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="dashboard-chart__axis" />
        {points.map((point, i) => {
          const height =
            max === 0 ? 0 : Math.max(point.sales > 0 ? 2 : 0, (point.sales / max) * (HEIGHT - 8));
          return (
            <rect
              key={point.date}
              x={i * (bar + GAP)}
              y={HEIGHT - height}
              width={bar}
              height={height}
              className={
                i === points.length - 1
                  ? 'dashboard-chart__bar dashboard-chart__bar--today'
                  : 'dashboard-chart__bar'
              }
            >
              <title>{`${point.date}: ${money(point.sales)}`}</title>
            </rect>
          );
        })}
        <text x="0" y={HEIGHT + 16} className="dashboard-chart__label">
          {points[0]?.date.slice(5)}
        </text>
        <text x={WIDTH} y={HEIGHT + 16} textAnchor="end" className="dashboard-chart__label">
          {points.at(-1)?.date.slice(5)}
        </text>
      </svg>
      <details className="dashboard-chart__table">
        <summary>{d.showTable}</summary>
        <TableScroll labelledBy={`${id}-title`}>
          <table className="console-table">
            <caption className="atelier-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{d.date}</th>
                <th scope="col" className="console-num">
                  {d.orders}
                </th>
                <th scope="col" className="console-num">
                  {d.sales}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((point) => (
                <tr key={point.date}>
                  <th scope="row">{point.date}</th>
                  <td className="console-num">{point.orders}</td>
                  <td className="console-num">{money(point.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
