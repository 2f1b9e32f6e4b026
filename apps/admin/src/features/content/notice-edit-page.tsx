import { isApiError } from '@atelier/api-client';
import {
  formatCount,
  NOTICE_ATTACHMENT_TYPES,
  type AdminNotice,
  type AdminNoticeInput,
} from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { contentApi } from './content-api.js';
import { CONTENT_LABELS } from './content-labels.js';
import { ContentTabs } from './content-tabs.js';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function NoticeForm({ notice }: { notice: AdminNotice | null }) {
  const c = useAreaLabels(CONTENT_LABELS);
  const dialogs = useDialog();
  const navigate = useNavigate();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = contentApi.useSaveAdminNoticeMutation();
  const [remove] = contentApi.useDeleteAdminNoticeMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = new FormData(event.currentTarget);
    const body: AdminNoticeInput & { updated_at?: string } = {
      title: text(form, 'title'),
      title_en: text(form, 'title_en') || null,
      content: text(form, 'content'),
      content_en: text(form, 'content_en') || null,
      is_pinned: form.get('is_pinned') === 'on',
      ...(notice ? { updated_at: notice.updated_at } : {}),
    };
    let saved: AdminNotice | undefined;
    const ok = await run(async () => {
      saved = (await act(() => save({ id: notice?.id, body }).unwrap())).data;
    });
    if (ok && saved) {
      await dialogs.alert(c.saved);
      if (!notice) void navigate(href('NoticeEdit', { id: String(saved.id) }), { replace: true });
    }
  }

  async function destroy() {
    if (!notice || !(await dialogs.confirm(c.deleteConfirm))) return;
    if (await run(() => act(() => remove(notice.id).unwrap())))
      void navigate(href('ContentNotices'));
  }

  return (
    <form noValidate className="console-form console-card" onSubmit={(event) => void submit(event)}>
      <TextField
        name="title"
        label={c.title}
        defaultValue={notice?.title ?? ''}
        maxLength={200}
        required
      />
      <TextField
        name="title_en"
        label={c.titleEn}
        defaultValue={notice?.title_en ?? ''}
        maxLength={200}
      />
      <div className="atelier-auth-field">
        <label className="atelier-auth-field__label" htmlFor="content">
          {c.content}
        </label>
        <textarea
          id="content"
          name="content"
          rows={10}
          defaultValue={notice?.content ?? ''}
          required
        />
        <FieldError name="content" />
      </div>
      <div className="atelier-auth-field">
        <label className="atelier-auth-field__label" htmlFor="content_en">
          {c.contentEn}
        </label>
        <textarea
          id="content_en"
          name="content_en"
          rows={6}
          defaultValue={notice?.content_en ?? ''}
        />
        <FieldError name="content_en" />
      </div>
      <label className="console-check">
        <input type="checkbox" name="is_pinned" defaultChecked={notice?.is_pinned ?? false} />
        {c.pinned}
      </label>
      <div className="console-actions">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {c.save}
        </button>
        {notice ? (
          <button
            type="button"
            className="console-button console-button--danger"
            disabled={busy}
            onClick={() => void destroy()}
          >
            {c.delete}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Attachments({ noticeId }: { noticeId: number }) {
  const c = useAreaLabels(CONTENT_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const { data } = contentApi.useNoticeAttachmentsQuery(noticeId);
  const [attach, { isLoading: uploading }] = contentApi.useAttachNoticeFilesMutation();
  const [detach] = contentApi.useDetachNoticeFileMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setProblem(null);
    try {
      await act(() => attach({ id: noticeId, files }).unwrap());
    } catch (error) {
      // A refused file is named in the 422: shown here, next to the upload.
      if (isApiError(error) && error.kind === 'validation')
        setProblem(
          Object.values(error.errors ?? {})
            .flat()
            .join(' ') || error.message,
        );
      else await fail(error);
    }
  }

  async function remove(file: number) {
    if (!(await dialogs.confirm(c.deleteConfirm))) return;
    try {
      await act(() => detach({ id: noticeId, file }).unwrap());
    } catch (error) {
      await fail(error);
    }
  }

  const files = data?.data ?? [];
  return (
    <section className="console-card" aria-labelledby="attachments-title">
      <h2 id="attachments-title">{c.attachments}</h2>
      {files.length === 0 ? <p>{c.noAttachments}</p> : null}
      <ul className="console-files">
        {files.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.file_name}>
              {file.file_name}
            </a>{' '}
            <small className="console-muted">{formatCount(Math.ceil(file.size / 1024))} KB</small>{' '}
            <button
              type="button"
              className="console-button console-button--small"
              onClick={() => void remove(file.id)}
            >
              {c.delete}
              <span className="console-visually-hidden"> {file.file_name}</span>
            </button>
          </li>
        ))}
      </ul>
      <label className="console-button console-upload">
        {uploading ? c.uploading : c.attach}
        <input
          type="file"
          multiple
          accept={NOTICE_ATTACHMENT_TYPES.join(',')}
          className="console-upload__input"
          disabled={uploading}
          aria-describedby="attach-hint"
          onChange={(event) => void choose(event)}
        />
      </label>
      <p id="attach-hint" className="atelier-auth-field__hint">
        {c.attachHint}
      </p>
      {problem ? (
        <p role="alert" className="console-error">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/**
 * `/admin/content/notices/{id}` (`new` for a new one): the notice's titles and texts in both
 * languages, its pin, and its attached files (images and PDF).
 */
export default function NoticeEditPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, error } = contentApi.useAdminNoticeQuery(Number(id), { skip: isNew });
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const notice = data?.data ?? null;

  return (
    <>
      <ContentTabs />
      <section className="console-page" aria-labelledby="notice-title" data-page="admin-notice">
        <p>
          <Link to={href('ContentNotices')}>← {c.back}</Link>
        </p>
        <h1 id="notice-title">{isNew ? c.newNotice : c.editNotice}</h1>
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        {!isNew && !notice ? (
          !error ? (
            <p role="status">{l.loading}</p>
          ) : null
        ) : can('content', 'edit') ? (
          <FormErrorsProvider>
            <NoticeForm key={notice?.updated_at ?? 'new'} notice={notice} />
            {notice ? <Attachments noticeId={notice.id} /> : <p>{c.saveFirst}</p>}
          </FormErrorsProvider>
        ) : null}
      </section>
    </>
  );
}
