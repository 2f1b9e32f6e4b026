import { isApiError } from '@atelier/api-client';
import { CmsRenderer } from '@atelier/cms-renderer';
import type { AdminCmsPage, AdminCmsPageInput, CmsNode } from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
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
import { CMS_EDITOR_LABELS } from '../../domain/cms-editor/cms-editor-labels.js';
import { CmsTreeEditor } from '../../domain/cms-editor/cms-tree-editor.js';

function CmsForm({ page }: { page: AdminCmsPage | null }) {
  const c = useAreaLabels(CONTENT_LABELS);
  const e = useAreaLabels(CMS_EDITOR_LABELS);
  const dialogs = useDialog();
  const navigate = useNavigate();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = contentApi.useSaveAdminCmsPageMutation();
  const [remove] = contentApi.useDeleteAdminCmsPageMutation();
  const [publish, { isLoading: publishing }] = contentApi.usePublishCmsPageMutation();
  const [template, setTemplate] = useState<CmsNode[]>(page?.template ?? []);
  const [link, setLink] = useState(page?.link ?? '');
  const change = (edit: (nodes: CmsNode[]) => CmsNode[]) => setTemplate((nodes) => edit(nodes));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = new FormData(event.currentTarget);
    const body: AdminCmsPageInput & { updated_at?: string } = {
      name: String(form.get('name') ?? '').trim(),
      title: String(form.get('title') ?? '').trim(),
      template,
      link: link.trim() || null,
      closable: form.get('closable') === 'on',
      ...(page ? { updated_at: page.updated_at } : {}),
    };
    let saved: AdminCmsPage | undefined;
    const ok = await run(async () => {
      saved = (await act(() => save({ id: page?.id, body }).unwrap())).data;
    });
    if (ok && saved) {
      await dialogs.alert(c.saved);
      if (!page) void navigate(href('CmsEdit', { id: String(saved.id) }), { replace: true });
    }
  }

  async function togglePublished() {
    if (!page) return;
    try {
      await act(() =>
        publish({ id: page.id, action: page.published_at ? 'unpublish' : 'publish' }).unwrap(),
      );
    } catch (error) {
      await fail(error);
    }
  }

  async function destroy() {
    if (!page || !(await dialogs.confirm(c.deleteConfirm))) return;
    if (await run(() => act(() => remove(page.id).unwrap()))) void navigate(href('CmsPages'));
  }

  return (
    <div className="console-cms">
      <form
        noValidate
        className="console-form console-card"
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          name="title"
          label={c.title}
          defaultValue={page?.title ?? ''}
          maxLength={200}
          required
        />
        <TextField
          name="name"
          label={c.name}
          hint={c.nameHint}
          defaultValue={page?.name ?? ''}
          maxLength={100}
          required
        />
        <TextField
          name="link"
          label={c.link}
          hint={c.linkHint}
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
        />
        <label className="console-check">
          <input type="checkbox" name="closable" defaultChecked={page?.closable ?? false} />
          {c.closable}
        </label>
        <section aria-labelledby="cms-nodes-title">
          <h2 id="cms-nodes-title">{e.nodes}</h2>
          <CmsTreeEditor nodes={template} onChange={change} />
          <FieldError name="template" />
        </section>
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary" disabled={busy}>
            {c.save}
          </button>
          {page ? (
            <>
              <button
                type="button"
                className="console-button"
                disabled={publishing}
                onClick={() => void togglePublished()}
              >
                {page.published_at ? c.unpublish : c.publish}
              </button>
              <button
                type="button"
                className="console-button console-button--danger"
                disabled={busy}
                onClick={() => void destroy()}
              >
                {c.delete}
              </button>
            </>
          ) : null}
        </div>
      </form>
      <section className="console-card console-cms__preview" aria-labelledby="cms-preview-title">
        <h2 id="cms-preview-title">{e.preview}</h2>
        <div className="console-cms__canvas">
          <CmsRenderer template={template} link={link.trim() || null} />
        </div>
      </section>
    </div>
  );
}

/**
 * `/admin/content/cms/{id}` (`new` for a new one): the page's name, title, link and closable
 * flag, its node tree (add, edit, move, remove) beside a live preview rendered by the shop's
 * own renderer, and publish or unpublish.
 */
export default function CmsEditPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, error } = contentApi.useAdminCmsPageQuery(Number(id), { skip: isNew });
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const page = data?.data ?? null;
  return (
    <>
      <ContentTabs />
      <section className="console-page" aria-labelledby="cms-title" data-page="admin-cms-edit">
        <p>
          <Link to={href('CmsPages')}>← {c.back}</Link>
        </p>
        <h1 id="cms-title">{isNew ? c.newCms : c.editCms}</h1>
        {page ? (
          <p>
            <span className={`console-status console-status--${page.published_at ? 'on' : 'off'}`}>
              {page.published_at ? c.published : c.draft}
            </span>
          </p>
        ) : null}
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        {!isNew && !page ? (
          !error ? (
            <p role="status">{l.loading}</p>
          ) : null
        ) : can('content', 'edit') ? (
          <FormErrorsProvider>
            <CmsForm key={page ? `${page.id}` : 'new'} page={page} />
          </FormErrorsProvider>
        ) : null}
      </section>
    </>
  );
}
