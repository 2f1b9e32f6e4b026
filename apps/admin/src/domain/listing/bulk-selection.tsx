import { isApiError } from '@atelier/api-client';
import { formatCount } from '@atelier/contracts';
import { useDialog } from '@atelier/ui-kit';
import { useState, type ReactNode } from 'react';

import { useFormSubmit } from '@atelier/app-frame/forms';

import { useConsoleAction } from '../operator/use-console-action.js';
import { fillLabel as fill } from '../../shared/fill-label.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useAreaLabels } from '../../shared/use-console-labels.js';
import { LISTING_LABELS } from './listing-labels.js';
import { TableScroll } from './table-scroll.js';

/** The rows of a list page that bulk actions apply to: a new filter, sort or page starts over. */
export interface ListSelection {
  selected: string[];
  allSelected: boolean;
  setAll: (on: boolean) => void;
  toggle: (key: string, on: boolean) => void;
  clear: () => void;
}

/**
 * The selection of a list page whose URL search is `searchKey` and whose rows are `pageKeys`.
 */
export function useListSelection(searchKey: string, pageKeys: string[]): ListSelection {
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: '', ids: [] });
  const selected = selection.key === searchKey ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ key: searchKey, ids });
  return {
    selected,
    allSelected: pageKeys.length > 0 && pageKeys.every((key) => selected.includes(key)),
    setAll: (on) => select(on ? pageKeys : []),
    toggle: (key, on) => select(on ? [...selected, key] : selected.filter((id) => id !== key)),
    clear: () => select([]),
  };
}

/** The selection column's header cell (the page's "select all" is in the {@link BulkBar}). */
export function SelectColumnHead() {
  return <td className="list-select" />;
}

/** A row's selection cell; `name` tells a screen reader which row it is. */
export function SelectRowCell({
  selection,
  rowKey,
  name,
}: {
  selection: ListSelection;
  rowKey: string;
  name: string;
}) {
  const t = useAreaLabels(LISTING_LABELS);
  return (
    <td className="list-select">
      <input
        type="checkbox"
        aria-label={fill(t.selectRow, { name })}
        checked={selection.selected.includes(rowKey)}
        onChange={(event) => selection.toggle(rowKey, event.currentTarget.checked)}
      />
    </td>
  );
}

/** One row's outcome of a bulk action. */
export interface BulkOutcome {
  key: string;
  ok: boolean;
  message: string;
}

/** A bulk action's answer: each row's outcome and the counts. */
export interface BulkOutcomes {
  data: BulkOutcome[];
  done: number;
  refused: number;
}

/**
 * Runs `one` for each key in turn, for an action the API takes one row at a time: a refusal
 * is that row's outcome with the API's message; a lapsed session stops the run.
 */
export async function runEach(
  keys: string[],
  one: (key: string) => Promise<unknown>,
): Promise<BulkOutcomes> {
  const data: BulkOutcome[] = [];
  for (const key of keys) {
    try {
      await one(key);
      data.push({ key, ok: true, message: '' });
    } catch (error) {
      if (isApiError(error, 'unauthorized')) throw error;
      data.push({ key, ok: false, message: isApiError(error) ? error.message : String(error) });
    }
  }
  const done = data.filter((row) => row.ok).length;
  return { data, done, refused: data.length - done };
}

/** A button of a {@link BulkBar}: its label and what it sends for the selected keys. */
export interface BulkAction {
  label: string;
  run: (keys: string[]) => Promise<BulkOutcomes>;
}

/**
 * The page's "select all" and the selected rows' actions: each asks for confirmation, runs through the console's action
 * wrapper (password prompt, sign-in), then lists every row's outcome under the bar.
 */
export function BulkBar({
  selection,
  actions,
  keyHeading,
  label,
  children,
}: {
  selection: ListSelection;
  actions: BulkAction[];
  /** The result table's first column (`주문번호`, `상품코드`…). */
  keyHeading: string;
  /** The bar's name for screen readers (default: the shared one). */
  label?: string;
  /** More controls in the bar (a coupon to issue…). */
  children?: ReactNode;
}) {
  const t = useAreaLabels(LISTING_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [result, setResult] = useState<BulkOutcomes | null>(null);
  const { selected } = selection;

  async function apply(action: BulkAction) {
    const question = `${fill(t.bulkConfirmTitle, { n: selected.length })} ${t.bulkConfirmBody}`;
    if (!(await dialogs.confirm(question))) return;
    feedback.start();
    await run(async () => {
      const answer = await act(() => action.run(selected));
      setResult(answer);
      selection.clear();
      return answer;
    });
  }

  return (
    <div className="bulk">
      <div className="console-actions bulk__bar" role="group" aria-label={label ?? t.bulkActions}>
        <label className="bulk__all">
          <input
            type="checkbox"
            checked={selection.allSelected}
            onChange={(event) => selection.setAll(event.currentTarget.checked)}
          />{' '}
          {t.selectAll}
        </label>
        <span aria-live="polite">{fill(t.selected, { n: formatCount(selected.length) })}</span>
        {children}
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className="console-button"
            disabled={busy || selected.length === 0}
            onClick={() => void apply(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
      {result ? <BulkResult result={result} keyHeading={keyHeading} /> : null}
    </div>
  );
}

/**
 * A result row's outcome and reason cells: done (or `doneLabel`), or refused with the reason.
 */
export function OutcomeCells({
  ok,
  message,
  doneLabel,
}: {
  ok: boolean;
  message: string;
  doneLabel?: string;
}) {
  const t = useAreaLabels(LISTING_LABELS);
  return (
    <>
      <td data-label={t.resultOutcome}>
        <span className={`outcome outcome--${ok ? 'done' : 'refused'}`}>
          {ok ? (doneLabel ?? t.done) : t.refused}
        </span>
      </td>
      <td data-label={t.resultReason}>{message}</td>
    </>
  );
}

function BulkResult({ result, keyHeading }: { result: BulkOutcomes; keyHeading: string }) {
  const t = useAreaLabels(LISTING_LABELS);
  return (
    <section
      className="console-card bulk__result"
      aria-labelledby="bulk-result-title"
      data-testid="bulk-result"
    >
      <h2 id="bulk-result-title">{t.bulkResultTitle}</h2>
      <p role="status">{fill(t.bulkResult, { done: result.done, refused: result.refused })}</p>
      <TableScroll labelledBy="bulk-result-title">
        <table className="console-table console-table--results">
          <thead>
            <tr>
              <th scope="col">{keyHeading}</th>
              <th scope="col">{t.resultOutcome}</th>
              <th scope="col">{t.resultReason}</th>
            </tr>
          </thead>
          <tbody>
            {result.data.map((row) => (
              <tr key={row.key} data-result={row.ok ? 'done' : 'refused'}>
                <th scope="row" data-label={keyHeading}>
                  {row.key}
                </th>
                <OutcomeCells ok={row.ok} message={row.message} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
