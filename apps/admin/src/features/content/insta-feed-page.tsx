import { isApiError } from '@atelier/api-client';
import type { AdminInstaItem } from '@atelier/contracts';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';

import { TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { contentApi } from './content-api.js';
import { CONTENT_LABELS } from './content-labels.js';
import { ContentTabs } from './content-tabs.js';
import { ImageField } from './image-field.js';
import { moved } from './local-date-time.js';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function AddForm({ next }: { next: number }) {
  const c = useAreaLabels(CONTENT_LABELS);
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = contentApi.useSaveAdminInstaItemMutation();
  const [image, setImage] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const element = event.currentTarget;
    const form = new FormData(element);
    const body = {
      media_url: image.trim(),
      permalink: text(form, 'permalink'),
      caption: text(form, 'caption') || null,
      caption_en: text(form, 'caption_en') || null,
      sort: next,
      is_active: true,
    };
    if (await run(() => act(() => save({ body }).unwrap()))) {
      element.reset();
      setImage('');
    }
  }

  return (
    <form
      noValidate
      className="console-form console-card"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="insta-add-title"
    >
      <h2 id="insta-add-title">{c.addInsta}</h2>
      <ImageField name="media_url" label={c.image} value={image} onChange={setImage} required />
      <TextField name="permalink" label={c.permalink} hint={c.linkHint} required />
      <TextField name="caption" label={c.caption} maxLength={300} />
      <TextField name="caption_en" label={c.captionEn} maxLength={300} />
      <button type="submit" className="console-button console-button--primary" disabled={busy}>
        {c.addInsta}
      </button>
    </form>
  );
}

/**
 * `/admin/content/insta`: the Instagram strip's posts in their order; add one (an uploaded
 * image and the post's link), move, hide or show, delete.
 */
export default function InstaFeedPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const { data, error } = contentApi.useAdminInstaItemsQuery({
    sort: 'sort',
    order: 'asc',
    per_page: 100,
  });
  const [reorder, { isLoading: moving }] = contentApi.useReorderContentMutation();
  const [save] = contentApi.useSaveAdminInstaItemMutation();
  const [remove] = contentApi.useDeleteAdminInstaItemMutation();
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const items = data?.data ?? [];
  const ids = items.map((item) => item.id);
  const editable = can('content', 'edit');

  const attempt = async (call: () => Promise<unknown>) => {
    try {
      await act(call);
    } catch (e) {
      await fail(e);
    }
  };
  const toggle = (item: AdminInstaItem) =>
    attempt(() =>
      save({
        id: item.id,
        body: {
          media_url: item.media_url,
          permalink: item.permalink,
          caption: item.caption,
          caption_en: item.caption_en,
          sort: item.sort,
          is_active: !item.is_active,
          updated_at: item.updated_at,
        },
      }).unwrap(),
    );
  const destroy = async (item: AdminInstaItem) => {
    if (await dialogs.confirm(c.deleteConfirm)) await attempt(() => remove(item.id).unwrap());
  };

  return (
    <>
      <ContentTabs />
      <section className="console-page" aria-labelledby="insta-title" data-page="admin-insta">
        <h1 id="insta-title">{c.instaTitle}</h1>
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        {!data && !error ? <p role="status">{l.loading}</p> : null}
        {data && items.length === 0 ? <p>{c.noInsta}</p> : null}
        <ul className="console-insta">
          {items.map((item, index) => (
            <li key={item.id} className="console-card console-insta__item" data-insta={item.id}>
              <img src={item.media_url} alt={item.caption ?? ''} loading="lazy" />
              <div className="console-insta__body">
                <a href={item.permalink} target="_blank" rel="noopener noreferrer">
                  {item.caption || item.permalink}
                </a>
                <span className={`console-status console-status--${item.is_active ? 'on' : 'off'}`}>
                  {item.is_active ? c.shown : c.hidden}
                </span>
                {editable ? (
                  <div className="console-actions">
                    <button
                      type="button"
                      className="console-button console-button--small"
                      disabled={moving || index === 0}
                      aria-label={c.moveUpOf.replace('{name}', item.caption ?? String(item.id))}
                      onClick={() =>
                        void attempt(() =>
                          reorder({ resource: 'insta-feed', ids: moved(ids, index, -1) }).unwrap(),
                        )
                      }
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="console-button console-button--small"
                      disabled={moving || index === ids.length - 1}
                      aria-label={c.moveDownOf.replace('{name}', item.caption ?? String(item.id))}
                      onClick={() =>
                        void attempt(() =>
                          reorder({ resource: 'insta-feed', ids: moved(ids, index, 1) }).unwrap(),
                        )
                      }
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="console-button console-button--small"
                      onClick={() => void toggle(item)}
                    >
                      {item.is_active ? c.hide : c.show}
                    </button>
                    <button
                      type="button"
                      className="console-button console-button--small console-button--danger"
                      onClick={() => void destroy(item)}
                    >
                      {c.delete}
                    </button>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {editable ? (
          <FormErrorsProvider>
            <AddForm next={items.length} />
          </FormErrorsProvider>
        ) : null}
      </section>
    </>
  );
}
