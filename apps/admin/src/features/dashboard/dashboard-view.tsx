import { isApiError } from '@atelier/api-client';
import {
  formatCount,
  formatMoney,
  ORDER_WORK_QUEUES,
  type AdminArea,
  type AdminDashboard,
  type DashboardFigures,
  type DashboardWork,
} from '@atelier/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { AREA_PAGES, href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { fillLabel as fill } from '../../shared/fill-label.js';
import { dashboardApi } from './dashboard-api.js';
import { DASHBOARD_LABELS } from './dashboard-labels.js';
import { SalesChart } from './sales-chart.js';

// Work outside the orders area links to its area's page once the console has one.
const OTHER_WORK: readonly {
  key: Exclude<keyof DashboardWork, (typeof ORDER_WORK_QUEUES)[number]>;
  area: AdminArea;
}[] = [
  { key: 'questions', area: 'catalog' },
  { key: 'low_stock', area: 'catalog' },
  { key: 'translations', area: 'translations' },
];

/**
 * The dashboard at `/admin`: today and this month per currency, the last 30 days' sales, and the
 * work waiting, each count a link to its list.
 */
export function DashboardView() {
  const d = useAreaLabels(DASHBOARD_LABELS);
  const { l } = useConsoleLabels();
  const { data, error } = dashboardApi.useAdminDashboardQuery();
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);

  return (
    <section
      className="console-page dashboard"
      aria-labelledby="dashboard-title"
      data-page="admin-dashboard"
    >
      <h1 id="dashboard-title">{d.title}</h1>
      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {data ? (
        <DashboardBody dashboard={data.data} />
      ) : !error ? (
        <p role="status">{d.loading}</p>
      ) : null}
    </section>
  );
}

function DashboardBody({ dashboard }: { dashboard: AdminDashboard }) {
  const d = useAreaLabels(DASHBOARD_LABELS);
  return (
    <>
      <div className="dashboard-figures">
        <FiguresCard
          title={fill(d.today, { date: dashboard.today_date })}
          figures={dashboard.today}
          testId="today"
        />
        <FiguresCard title={d.month} figures={dashboard.month} testId="month" />
      </div>
      <p className="console-hint">{d.figuresNote}</p>
      <WorkCard dashboard={dashboard} />
      <section className="console-card dashboard-charts" aria-label={d.sales}>
        <SalesChart days={dashboard.days} currency="krw" />
        <SalesChart days={dashboard.days} currency="usd" />
      </section>
    </>
  );
}

function FiguresCard({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: DashboardFigures[];
  testId: string;
}) {
  const d = useAreaLabels(DASHBOARD_LABELS);
  const { locale } = useConsoleLabels();
  const id = `dashboard-${testId}`;
  return (
    <section className="console-card" aria-labelledby={id} data-testid={`figures-${testId}`}>
      <h2 id={id}>{title}</h2>
      <dl className="dashboard-dl">
        {figures.map((f) => (
          <div key={f.currency} data-currency={f.currency}>
            <dt>
              {d.orders} · {f.currency.toUpperCase()}
            </dt>
            <dd data-figure="orders">{fill(d.ordersCount, { n: formatCount(f.orders) })}</dd>
            <dt>
              {d.sales} · {f.currency.toUpperCase()}
            </dt>
            <dd data-figure="sales">{formatMoney(f.sales, f.currency, { lang: locale })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function WorkCard({ dashboard }: { dashboard: AdminDashboard }) {
  const d = useAreaLabels(DASHBOARD_LABELS);
  const { can } = useOperator();
  const label = (key: keyof DashboardWork) =>
    key === 'low_stock' ? fill(d.low_stock, { n: dashboard.low_stock_threshold }) : d[key];
  const items = [
    ...ORDER_WORK_QUEUES.map((queue) => ({
      key: queue,
      to: can('orders', 'view') ? href('Orders', undefined, { queue }) : null,
    })),
    ...OTHER_WORK.map(({ key, area }) => {
      const page = AREA_PAGES.find((p) => p.area === area);
      return { key, to: page && can(area, 'view') ? href(page.route) : null };
    }),
  ];
  return (
    <section className="console-card" aria-labelledby="dashboard-work">
      <h2 id="dashboard-work">{d.work}</h2>
      <ul className="dashboard-work">
        {items.map(({ key, to }) => {
          const count = dashboard.work[key];
          const body = (
            <>
              <span>{label(key)}</span>
              <strong
                className={
                  count > 0
                    ? 'dashboard-work__count dashboard-work__count--due'
                    : 'dashboard-work__count'
                }
              >
                {formatCount(count)}
              </strong>
            </>
          );
          return (
            <li key={key} data-work={key}>
              {to ? (
                <Link to={to} className="dashboard-work__item">
                  {body}
                </Link>
              ) : (
                <span className="dashboard-work__item">{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
