import type { AdminQuestion } from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { formText, useFormSubmit } from '@atelier/app-frame/forms';

import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { listSearch } from '../../domain/listing/list-search.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { CatalogSections } from './catalog-sections.js';
import { categoriesApi, type QuestionListArgs } from './categories-api.js';
import { CATEGORY_LABELS } from './category-labels.js';

const FILTERS = ['answered', 'it_id'] as const;

function questionQuery(search: URLSearchParams): QuestionListArgs {
  const query: QuestionListArgs = {};
  const answered = search.get('answered');
  if (answered === 'true' || answered === 'false') query.answered = answered;
  const itId = search.get('it_id')?.trim();
  if (itId) query.it_id = itId.slice(0, 20);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

function AnswerForm({ question }: { question: AdminQuestion }) {
  const c = useAreaLabels(CATEGORY_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = categoriesApi.useAdminQuestionAnswerMutation();
  const [open, setOpen] = useState(question.answer === null);
  const id = `answer-${question.id}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const fieldId = () => id;
    const input = await feedback.check(
      (s) => s.adminQuestionAnswerSchema,
      formText(event.currentTarget, ['answer']),
      fieldId,
    );
    if (!input) return;
    if (await run(() => act(() => save({ id: question.id, ...input }).unwrap()), { fieldId })) {
      setOpen(false);
      await dialogs.alert(c.answerSaved);
    }
  }
  if (!open)
    return (
      <button type="button" className="console-button" onClick={() => setOpen(true)}>
        {c.answerEdit}
      </button>
    );
  return (
    <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="atelier-auth-field__label">
        {c.answer}
      </label>
      <textarea
        id={id}
        name="answer"
        rows={4}
        maxLength={5000}
        defaultValue={question.answer ?? ''}
        required
      />
      <FieldError name={id} />
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {question.answer === null ? c.answerSave : c.answerEdit}
      </button>
    </form>
  );
}

/**
 * `/admin/catalog/questions`: product questions, the unanswered first (oldest waiting on
 * top), in full (secret ones too); answer or edit the answer, which notifies the asker.
 */
export default function QuestionsPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CATEGORY_LABELS);
  const { can } = useOperator();
  const [search, setSearch] = useSearchParams();
  const query = questionQuery(search);
  const result = categoriesApi.useAdminQuestionsQuery(query);
  const editable = can('catalog', 'edit');
  return (
    <ConsoleListPage
      pageId="admin-questions"
      title={c.questionsTitle}
      intro={<CatalogSections />}
      filtersLabel={l.filters}
      searchKey={search.toString()}
      onFilter={(form) => setSearch(listSearch(formText(form, FILTERS)))}
      resetTo={href('Questions')}
      result={result}
      empty={c.noQuestions}
      tableClassName="console-table--questions console-table--cards"
      pageHref={(page) => `${href('Questions')}?${listSearch({ ...query, page }).toString()}`}
      onPage={(page) => setSearch(listSearch({ ...query, page }))}
      filters={
        <>
          <label>
            {c.answered}
            <select name="answered" defaultValue={query.answered ?? ''}>
              <option value="">{l.all}</option>
              <option value="false">{c.waiting}</option>
              <option value="true">{c.done}</option>
            </select>
          </label>
          <label>
            {c.product}
            <input name="it_id" defaultValue={query.it_id ?? ''} autoCapitalize="none" />
          </label>
        </>
      }
      head={
        <>
          <th scope="col">{c.writtenAt}</th>
          <th scope="col">{c.product}</th>
          <th scope="col">{c.question}</th>
          <th scope="col">{c.answer}</th>
        </>
      }
      row={(question) => (
        <tr key={question.id} data-question={question.id}>
          <td data-label={c.writtenAt} className="console-nowrap">
            {koreanDateTime(question.created_at)}
            <br />
            <span className="console-status">{question.answered_at ? c.done : c.waiting}</span>
          </td>
          <td data-label={c.product}>
            {question.product_name} <small className="console-muted">{question.it_id}</small>
          </td>
          <td data-label={c.question}>
            <strong>{question.subject}</strong>
            {question.is_secret ? <span className="console-status"> {c.secret}</span> : null}
            <p className="console-pre">{question.content}</p>
            <small className="console-muted">{question.mb_id}</small>
          </td>
          <td data-label={c.answer}>
            {question.answer !== null ? (
              <>
                <p className="console-pre">{question.answer}</p>
                <small className="console-muted">
                  {c.answeredBy
                    .replace('{who}', question.answered_by ?? '')
                    .replace('{at}', koreanDateTime(question.answered_at ?? question.created_at))}
                </small>
              </>
            ) : null}
            {editable ? (
              <FormErrorsProvider>
                <AnswerForm key={question.answer ?? ''} question={question} />
              </FormErrorsProvider>
            ) : null}
          </td>
        </tr>
      )}
    />
  );
}
