import { isApiError } from '@atelier/api-client';
import type { AdminPopup, AdminPopupInput } from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { TextField, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { contentApi } from './content-api.js';
import { CONTENT_LABELS } from './content-labels.js';
import { ContentTabs } from './content-tabs.js';
import { ImageField } from './image-field.js';
import { fromLocalInput, toLocalInput } from './local-date-time.js';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const orNull = (value: string) => (value === '' ? null : value);

function PopupForm({ popup }: { popup: AdminPopup | null }) {
  const c = useAreaLabels(CONTENT_LABELS);
  const dialogs = useDialog();
  const navigate = useNavigate();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [save] = contentApi.useSaveAdminPopupMutation();
  const [remove] = contentApi.useDeleteAdminPopupMutation();
  const [imageKo, setImageKo] = useState(popup?.thumbnail_ko ?? '');
  const [imageEn, setImageEn] = useState(popup?.thumbnail_en ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const form = new FormData(event.currentTarget);
    const body: AdminPopupInput & { updated_at?: string } = {
      title: text(form, 'title'),
      title_en: orNull(text(form, 'title_en')),
      type: text(form, 'type') === 'once' ? 'once' : 'daily',
      link: orNull(text(form, 'link')),
      link_en: orNull(text(form, 'link_en')),
      thumbnail_ko: imageKo.trim(),
      thumbnail_en: orNull(imageEn.trim()),
      sort: Number(text(form, 'sort') || 0),
      is_active: form.get('is_active') === 'on',
      starts_at: fromLocalInput(text(form, 'starts_at')),
      ends_at: fromLocalInput(text(form, 'ends_at')),
      ...(popup ? { updated_at: popup.updated_at } : {}),
    };
    let saved: AdminPopup | undefined;
    const ok = await run(async () => {
      saved = (await act(() => save({ id: popup?.id, body }).unwrap())).data;
    });
    if (ok && saved) {
      await dialogs.alert(c.saved);
      if (!popup) void navigate(href('PopupEdit', { id: String(saved.id) }), { replace: true });
    }
  }

  async function destroy() {
    if (!popup || !(await dialogs.confirm(c.deleteConfirm))) return;
    if (await run(() => act(() => remove(popup.id).unwrap()))) {
      void navigate(href('Popups'));
    }
  }

  return (
    <form noValidate className="console-form console-card" onSubmit={(event) => void submit(event)}>
      <TextField
        name="title"
        label={c.title}
        defaultValue={popup?.title ?? ''}
        maxLength={200}
        required
      />
      <TextField
        name="title_en"
        label={c.titleEn}
        defaultValue={popup?.title_en ?? ''}
        maxLength={200}
      />
      <fieldset className="console-fieldset">
        <legend>{c.type}</legend>
        <label className="console-check">
          <input
            type="radio"
            name="type"
            value="daily"
            defaultChecked={(popup?.type ?? 'daily') === 'daily'}
          />
          {c.typeDaily}
        </label>
        <label className="console-check">
          <input type="radio" name="type" value="once" defaultChecked={popup?.type === 'once'} />
          {c.typeOnce}
        </label>
        <FieldError name="type" />
      </fieldset>
      <ImageField
        name="thumbnail_ko"
        label={c.imageKo}
        value={imageKo}
        onChange={setImageKo}
        required
      />
      <ImageField name="thumbnail_en" label={c.imageEn} value={imageEn} onChange={setImageEn} />
      <TextField name="link" label={c.link} hint={c.linkHint} defaultValue={popup?.link ?? ''} />
      <TextField
        name="link_en"
        label={c.linkEn}
        hint={c.linkHint}
        defaultValue={popup?.link_en ?? ''}
      />
      <div className="console-form__row">
        <TextField
          name="starts_at"
          type="datetime-local"
          label={c.startsAt}
          defaultValue={toLocalInput(popup?.starts_at)}
        />
        <TextField
          name="ends_at"
          type="datetime-local"
          label={c.endsAt}
          defaultValue={toLocalInput(popup?.ends_at)}
        />
      </div>
      <TextField
        name="sort"
        type="number"
        inputMode="numeric"
        min={0}
        label={c.sort}
        defaultValue={String(popup?.sort ?? 0)}
      />
      <label className="console-check">
        <input type="checkbox" name="is_active" defaultChecked={popup?.is_active ?? true} />
        {c.active}
      </label>
      <div className="console-actions">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {c.save}
        </button>
        {popup ? (
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

/**
 * `/admin/content/popups/{id}` (`new` for a new one): the popup's titles, closing type, image
 * and link per language, period, order and state.
 */
export default function PopupEditPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CONTENT_LABELS);
  const { can } = useOperator();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, error } = contentApi.useAdminPopupQuery(Number(id), { skip: isNew });
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const popup = data?.data ?? null;

  return (
    <>
      <ContentTabs />
      <section className="console-page" aria-labelledby="popup-title" data-page="admin-popup">
        <p>
          <Link to={href('Popups')}>← {c.back}</Link>
        </p>
        <h1 id="popup-title">{isNew ? c.newPopup : c.editPopup}</h1>
        {error && !unauthorized ? (
          <p role="alert" className="console-error">
            {isApiError(error) ? error.message : l.errorBody}
          </p>
        ) : null}
        {!isNew && !popup ? (
          !error ? (
            <p role="status">{l.loading}</p>
          ) : null
        ) : can('content', 'edit') ? (
          <FormErrorsProvider>
            <PopupForm key={popup?.updated_at ?? 'new'} popup={popup} />
          </FormErrorsProvider>
        ) : null}
      </section>
    </>
  );
}
