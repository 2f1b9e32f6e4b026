import { isApiError } from '@atelier/api-client';
import type { AdminCategory } from '@atelier/contracts';
import { FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent } from 'react';

import { TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { CatalogSections } from './catalog-sections.js';
import { categoriesApi } from './categories-api.js';
import { CATEGORY_LABELS } from './category-labels.js';

type Labels = (typeof CATEGORY_LABELS)['kr'];

/** Categories under each parent (`null`: the top level), in the shop's order. */
function childrenOf(list: readonly AdminCategory[]): Map<number | null, AdminCategory[]> {
  const map = new Map<number | null, AdminCategory[]>();
  for (const category of list) {
    const siblings = map.get(category.parent_id) ?? [];
    siblings.push(category);
    map.set(category.parent_id, siblings);
  }
  return map;
}

/** Every category as a parent option, indented by depth, leaving out `except` and below it. */
function parentOptions(
  tree: Map<number | null, AdminCategory[]>,
  except: number | null,
  parent: number | null = null,
  depth = 0,
): { id: number; label: string }[] {
  return (tree.get(parent) ?? [])
    .filter((c) => c.id !== except)
    .flatMap((c) => [
      { id: c.id, label: `${'— '.repeat(depth)}${c.name}` },
      ...parentOptions(tree, except, c.id, depth + 1),
    ]);
}

function categoryValues(form: HTMLFormElement) {
  const data = new FormData(form);
  const parent = String(data.get('parent_id') ?? '');
  return {
    name: String(data.get('name') ?? ''),
    name_en: String(data.get('name_en') ?? ''),
    parent_id: parent === '' ? null : Number(parent),
    is_visible: data.get('is_visible') === 'on',
  };
}

function CategoryFields({
  c,
  prefix,
  tree,
  category,
}: {
  c: Labels;
  prefix: string;
  tree: Map<number | null, AdminCategory[]>;
  category?: AdminCategory;
}) {
  return (
    <>
      <TextField
        id={`${prefix}name`}
        name="name"
        label={c.name}
        defaultValue={category?.name}
        maxLength={100}
        required
      />
      <TextField
        id={`${prefix}name_en`}
        name="name_en"
        label={c.nameEn}
        defaultValue={category?.name_en}
        maxLength={100}
        lang="en"
        required
      />
      <label className="atelier-auth-field">
        <span className="atelier-auth-field__label">{c.parent}</span>
        <select
          name="parent_id"
          id={`${prefix}parent_id`}
          className="atelier-auth-field__input"
          defaultValue={category?.parent_id ?? ''}
        >
          <option value="">{c.topLevel}</option>
          {parentOptions(tree, category?.id ?? null).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="console-check">
        <input type="checkbox" name="is_visible" defaultChecked={category?.is_visible ?? true} />{' '}
        {c.visible}
      </label>
    </>
  );
}

function AddCategory({ tree }: { tree: Map<number | null, AdminCategory[]> }) {
  const c = useAreaLabels(CATEGORY_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [create] = categoriesApi.useAdminCategoryCreateMutation();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    feedback.start();
    const input = await feedback.check(
      (s) => s.adminCategoryCreateSchema,
      categoryValues(form),
      (name) => `new-${name}`,
    );
    if (!input) return;
    const ok = await run(() => act(() => create(input).unwrap()), {
      fieldId: (name) => `new-${name}`,
    });
    if (ok) {
      form.reset();
      await dialogs.alert(c.added);
    }
  }
  return (
    <section className="console-card" aria-labelledby="category-add-title">
      <h2 id="category-add-title">{c.addCategory}</h2>
      <form noValidate className="console-form" onSubmit={(event) => void submit(event)}>
        <CategoryFields c={c} prefix="new-" tree={tree} />
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {c.add}
        </button>
      </form>
    </section>
  );
}

function EditCategory({
  category,
  tree,
  onDone,
}: {
  category: AdminCategory;
  tree: Map<number | null, AdminCategory[]>;
  onDone: () => void;
}) {
  const c = useAreaLabels(CATEGORY_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const [update] = categoriesApi.useAdminCategoryUpdateMutation();
  const prefix = `edit-${category.id}-`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    const fieldId = (name: string) => `${prefix}${name}`;
    const input = await feedback.check(
      (s) => s.adminCategoryUpdateSchema,
      categoryValues(event.currentTarget),
      fieldId,
    );
    if (!input) return;
    if (
      await run(
        () =>
          act(() =>
            update({
              id: category.id,
              body: { ...input, updated_at: category.updated_at },
            }).unwrap(),
          ),
        { fieldId },
      )
    ) {
      onDone();
      await dialogs.alert(c.saved);
    }
  }
  return (
    <FormErrorsProvider>
      <form
        noValidate
        className="console-form console-tree__edit"
        onSubmit={(event) => void submit(event)}
      >
        <CategoryFields c={c} prefix={prefix} tree={tree} category={category} />
        <div className="console-actions">
          <button type="submit" className="console-button console-button--primary" disabled={busy}>
            {c.save}
          </button>
          <button type="button" className="console-button" onClick={onDone}>
            {c.cancel}
          </button>
        </div>
      </form>
    </FormErrorsProvider>
  );
}

function CategoryNode({
  category,
  index,
  siblings,
  tree,
  editable,
}: {
  category: AdminCategory;
  index: number;
  siblings: number;
  tree: Map<number | null, AdminCategory[]>;
  editable: boolean;
}) {
  const c = useAreaLabels(CATEGORY_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const [editing, setEditing] = useState(false);
  const [move, moving] = categoriesApi.useAdminCategoryMoveMutation();
  const [update, updating] = categoriesApi.useAdminCategoryUpdateMutation();
  const [remove, removing] = categoriesApi.useAdminCategoryDeleteMutation();
  const busy = moving.isLoading || updating.isLoading || removing.isLoading;
  const children = tree.get(category.id) ?? [];
  const named = (text: string) => text.replace('{name}', category.name);

  async function attempt(call: () => Promise<unknown>) {
    try {
      await act(call);
    } catch (error) {
      await fail(error);
    }
  }

  async function removeIt() {
    if (!(await dialogs.confirm(named(c.removeConfirm)))) return;
    await attempt(() => remove(category.id).unwrap());
  }

  return (
    <li data-category={category.id}>
      <div
        className={`console-tree__row${category.is_visible ? '' : ' console-tree__row--hidden'}`}
      >
        <div className="console-tree__name">
          <strong>{category.name}</strong> <span lang="en">{category.name_en}</span>{' '}
          {category.is_visible ? null : <span className="console-status">{c.hidden}</span>}
          <small className="console-muted">
            {' '}
            #{category.id} ·{' '}
            {c.counts
              .replace('{products}', String(category.product_count))
              .replace('{children}', String(category.child_count))}
          </small>
        </div>
        {editable ? (
          <div className="console-actions console-tree__actions">
            <button
              type="button"
              className="console-button console-button--icon"
              aria-label={named(c.moveUp)}
              title={named(c.moveUp)}
              disabled={busy || index === 0}
              onClick={() =>
                void attempt(() => move({ id: category.id, direction: 'up' }).unwrap())
              }
            >
              ↑
            </button>
            <button
              type="button"
              className="console-button console-button--icon"
              aria-label={named(c.moveDown)}
              title={named(c.moveDown)}
              disabled={busy || index === siblings - 1}
              onClick={() =>
                void attempt(() => move({ id: category.id, direction: 'down' }).unwrap())
              }
            >
              ↓
            </button>
            <button
              type="button"
              className="console-button"
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              {c.edit}
            </button>
            <button
              type="button"
              className="console-button"
              disabled={busy}
              onClick={() =>
                void attempt(() =>
                  update({ id: category.id, body: { is_visible: !category.is_visible } }).unwrap(),
                )
              }
            >
              {category.is_visible ? c.hide : c.show}
            </button>
            <button
              type="button"
              className="console-button console-button--danger"
              disabled={busy}
              onClick={() => void removeIt()}
            >
              {c.remove}
            </button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <EditCategory category={category} tree={tree} onDone={() => setEditing(false)} />
      ) : null}
      {children.length > 0 ? (
        <CategoryList list={children} tree={tree} editable={editable} />
      ) : null}
    </li>
  );
}

function CategoryList({
  list,
  tree,
  editable,
}: {
  list: AdminCategory[];
  tree: Map<number | null, AdminCategory[]>;
  editable: boolean;
}) {
  return (
    <ol className="console-tree">
      {list.map((category, index) => (
        <CategoryNode
          key={category.id}
          category={category}
          index={index}
          siblings={list.length}
          tree={tree}
          editable={editable}
        />
      ))}
    </ol>
  );
}

/**
 * `/admin/catalog/categories`: the shop's category tree, hidden ones too; add, rename (Korean
 * and English), move up or down, under another parent, hide or show, delete an empty one.
 */
export default function CategoriesPage() {
  const { l } = useConsoleLabels();
  const c = useAreaLabels(CATEGORY_LABELS);
  const { can } = useOperator();
  const { data, error } = categoriesApi.useAdminCategoriesQuery();
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const tree = childrenOf(data?.data ?? []);
  const editable = can('catalog', 'edit');
  return (
    <section
      className="console-page"
      aria-labelledby="categories-title"
      data-page="admin-categories"
    >
      <h1 id="categories-title">{c.categoriesTitle}</h1>
      <CatalogSections />
      {error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(error) ? error.message : l.errorBody}
        </p>
      ) : null}
      {editable && data ? (
        <FormErrorsProvider>
          <AddCategory tree={tree} />
        </FormErrorsProvider>
      ) : null}
      {data ? (
        <section className="console-card" aria-labelledby="category-tree-title">
          <h2 id="category-tree-title">{c.tree}</h2>
          {editable ? <p className="console-muted">{c.treeHint}</p> : null}
          <CategoryList list={tree.get(null) ?? []} tree={tree} editable={editable} />
        </section>
      ) : !error ? (
        <p role="status">{l.loading}</p>
      ) : null}
    </section>
  );
}
