import type { AdminTranslationTerm, TranslationStatus } from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { formText, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import {
  BulkBar,
  runEach,
  SelectColumnHead,
  SelectRowCell,
  useListSelection,
  type ListSelection,
} from '../../domain/listing/bulk-selection.js';
import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useServerValue } from '../../shared/forms/use-server-value.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { translationsApi } from './translations-api.js';
import { TRANSLATION_LABELS } from './translations-labels.js';

const STATUSES = ['waiting', 'pending', 'machine', 'approved', 'rejected', 'all'] as const;
type StatusFilter = (typeof STATUSES)[number];

function Coverage() {
  const t = useAreaLabels(TRANSLATION_LABELS);
  const { data } = translationsApi.useTranslationCoverageQuery();
  if (!data) return null;
  return (
    <section className="console-card" aria-labelledby="coverage-title">
      <h2 id="coverage-title">{t.coverage}</h2>
      {data.data.map((c) => (
        <div key={c.locale} className="console-coverage" data-coverage={c.locale}>
          <p>
            {t.coverageOf
              .replace('{locale}', c.locale.toUpperCase())
              .replace('{percent}', String(c.percent))
              .replace('{translated}', String(c.translated))
              .replace('{total}', String(c.total))
              .replace('{waiting}', String(c.waiting))}
          </p>
          <progress
            max={100}
            value={c.percent}
            aria-label={`${t.coverage} ${c.locale.toUpperCase()}`}
          />
        </div>
      ))}
    </section>
  );
}

function TermRow({
  term,
  editable,
  selection,
}: {
  term: AdminTranslationTerm;
  editable: boolean;
  selection: ListSelection;
}) {
  const t = useAreaLabels(TRANSLATION_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [decide] = translationsApi.useDecideTranslationMutation();
  const [suggest, { isLoading: suggesting }] = translationsApi.useSuggestTranslationMutation();
  // The machine may translate the phrase while the list is open: a refetch must not wipe typing.
  const [value, setValue] = useServerValue(term.translated ?? '');
  const field = `translated-${term.id}`;

  async function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const ok = await run(
      () => act(() => decide({ id: term.id, action: 'approve', translated: value }).unwrap()),
      { fieldId: () => field },
    );
    if (ok) await dialogs.alert(t.approvedDone);
  }

  async function reject() {
    if (!(await dialogs.confirm(t.rejectConfirm))) return;
    try {
      await act(() => decide({ id: term.id, action: 'reject' }).unwrap());
    } catch (error) {
      await fail(error);
    }
  }

  async function machine() {
    try {
      const { suggestion } = await act(() => suggest(term.id).unwrap());
      if (suggestion) setValue(suggestion);
      else await dialogs.alert(t.noSuggestion);
    } catch (error) {
      await fail(error);
    }
  }

  const statusLabel: Record<TranslationStatus, string> = {
    pending: t.pending,
    machine: t.machine,
    approved: t.approved,
    rejected: t.rejected,
  };
  return (
    <tr data-term={term.id}>
      {editable ? (
        <SelectRowCell selection={selection} rowKey={String(term.id)} name={term.source} />
      ) : null}
      <th scope="row" data-label={t.source}>
        <span lang="ko">{term.source}</span>
        <small className="console-muted">
          {' '}
          · {term.confirmed ? t.shownByShop : t.reporters.replace('{n}', String(term.reporters))}
        </small>
      </th>
      <td data-label={t.status}>
        <span className={`console-status console-status--${term.status}`}>
          {statusLabel[term.status]}
        </span>
      </td>
      <td data-label={t.translation}>
        {editable ? (
          <form noValidate className="console-term" onSubmit={(event) => void approve(event)}>
            <label htmlFor={field} className="console-visually-hidden">
              {t.translationOf.replace('{source}', term.source)}
            </label>
            <input
              id={field}
              name="translated"
              lang="en"
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <FieldError name={field} value={value} />
            <div className="console-actions">
              <button
                type="submit"
                className="console-button console-button--primary console-button--small"
                disabled={busy}
              >
                {t.approve}
              </button>
              <button
                type="button"
                className="console-button console-button--small"
                disabled={suggesting}
                onClick={() => void machine()}
              >
                {t.suggest}
              </button>
              {term.status !== 'rejected' ? (
                <button
                  type="button"
                  className="console-button console-button--small console-button--danger"
                  onClick={() => void reject()}
                >
                  {t.reject}
                </button>
              ) : null}
            </div>
          </form>
        ) : (
          <span lang="en">{term.translated}</span>
        )}
      </td>
    </tr>
  );
}

/**
 * `/admin/translations`: each locale's coverage, and its phrases to review (untranslated ones
 * and the machine's) or any status: approve as given or edited, ask the machine for a
 * suggestion, reject.
 */
export default function TranslationsPage() {
  const { l } = useConsoleLabels();
  const t = useAreaLabels(TRANSLATION_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as StatusFilter)
    : 'waiting';
  const query = {
    locale: 'en' as const,
    status,
    page: Number(search.get('page') ?? 1) || 1,
    q: search.get('q') ?? undefined,
  };
  const result = translationsApi.useAdminTranslationsQuery(query);
  const editable = can('translations', 'edit');
  const terms = result.data?.data ?? [];
  const selection = useListSelection(
    search.toString(),
    terms.map((term) => String(term.id)),
  );
  const [decide] = translationsApi.useDecideTranslationMutation();
  const termOf = (id: string) => terms.find((row) => String(row.id) === id)!;
  // Each selected phrase on its own, its result under its Korean source.
  const eachTerm = async (ids: string[], one: (term: AdminTranslationTerm) => Promise<unknown>) => {
    const answer = await runEach(ids, (id) => one(termOf(id)));
    return { ...answer, data: answer.data.map((row) => ({ ...row, key: termOf(row.key).source })) };
  };
  // As the list shows it: the machine's suggestion, or the translation kept.
  const approveEach = (ids: string[]) =>
    eachTerm(ids, (term) =>
      decide({ id: term.id, action: 'approve', translated: term.translated ?? '' }).unwrap(),
    );
  const rejectEach = (ids: string[]) =>
    eachTerm(ids, (term) => decide({ id: term.id, action: 'reject' }).unwrap());
  const labels: Record<StatusFilter, string> = {
    waiting: t.waiting,
    pending: t.pending,
    machine: t.machine,
    approved: t.approved,
    rejected: t.rejected,
    all: t.all,
  };
  return (
    <>
      <Coverage />
      <FormErrorsProvider>
        <ConsoleListPage
          pageId="admin-translations"
          title={t.title}
          filtersLabel={l.filters}
          searchKey={search.toString()}
          onFilter={(form) => setSearch(listSearch(formText(form, ['status', 'q'] as const)))}
          resetTo={href('Translations')}
          result={result}
          empty={t.none}
          tableClassName="console-table--cards"
          toolbar={
            editable ? (
              <BulkBar
                selection={selection}
                label={t.bulkActions}
                keyHeading={t.source}
                actions={[
                  { label: t.bulkApprove, run: approveEach },
                  { label: t.bulkReject, run: rejectEach },
                ]}
              />
            ) : null
          }
          pageHref={(page) =>
            `${href('Translations')}?${listSearch({ status: search.get('status') ?? undefined, q: query.q, page }).toString()}`
          }
          onPage={(page) =>
            setSearch(listSearch({ status: search.get('status') ?? undefined, q: query.q, page }))
          }
          filters={
            <>
              <label>
                {t.status}
                <select name="status" defaultValue={status}>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {labels[s]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="console-filters__search">
                {t.search}
                <input type="search" name="q" defaultValue={query.q ?? ''} />
              </label>
            </>
          }
          head={
            <>
              {editable ? <SelectColumnHead /> : null}
              <th scope="col">{t.source}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.translation}</th>
            </>
          }
          row={(term) => (
            <TermRow key={term.id} term={term} editable={editable} selection={selection} />
          )}
        />
      </FormErrorsProvider>
    </>
  );
}
