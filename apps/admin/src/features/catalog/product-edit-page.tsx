import { CmsRenderer } from '@atelier/cms-renderer';
import { isApiError } from '@atelier/api-client';
import {
  ADMIN_PRODUCT_ATTRIBUTES,
  type AdminCategoryOption,
  type AdminProductDetail,
} from '@atelier/contracts';
import { FieldError, FormErrorsProvider, useDialog } from '@atelier/ui-kit';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { TextField, useActionFailure, useFormSubmit } from '@atelier/app-frame/forms';

import { useOperator } from '../../domain/operator/operator-context.js';
import { useConsoleAction, useSignInRedirect } from '../../domain/operator/use-console-action.js';
import { useFormFeedback } from '../../shared/forms/use-form-feedback.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import {
  blankForm,
  formOf,
  withServerChanges,
  generateVariants,
  inputOf,
  type ProductFormState,
} from './product-form-state.js';
import { ProductImagesUpload, ProductStock } from './product-stock.js';
import { PRODUCT_LABELS, type ProductLabels } from './products-labels.js';
import { productsApi } from './products-api.js';
import { TableScroll } from '../../domain/listing/table-scroll.js';
import { CmsTreeEditor } from '../../domain/cms-editor/cms-tree-editor.js';

/** The input id of an API field name (`variants.0.stock` → `pf-variants-0-stock`). */
const fid = (field: string) => `pf-${field.replace(/\./g, '-')}`;

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="console-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="console-card product-form__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

type Setter = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => void;

function NoticeRows({
  field,
  rows,
  set,
  p,
}: {
  field: 'info_notice' | 'info_notice_en';
  rows: ProductFormState['info_notice'];
  set: Setter;
  p: ProductLabels;
}) {
  const change = (i: number, key: 'label' | 'value', value: string) =>
    set(
      field,
      rows.map((row, j) => (j === i ? { ...row, [key]: value } : row)),
    );
  return (
    <div className="product-form__rows">
      {rows.map((row, i) => (
        <div className="product-form__row" key={i}>
          <TextField
            name={fid(`${field}.${i}.label`)}
            label={p.noticeLabel}
            value={row.label}
            onChange={(e) => change(i, 'label', e.target.value)}
          />
          <TextField
            name={fid(`${field}.${i}.value`)}
            label={p.noticeValue}
            value={row.value}
            onChange={(e) => change(i, 'value', e.target.value)}
          />
          <button
            type="button"
            className="console-button"
            onClick={() =>
              set(
                field,
                rows.filter((_, j) => j !== i),
              )
            }
          >
            {p.remove}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="console-button"
        onClick={() => set(field, [...rows, { label: '', value: '' }])}
      >
        {p.addNoticeRow}
      </button>
    </div>
  );
}

function ProductForm({
  initial,
  saved,
  categories,
}: {
  initial: ProductFormState;
  saved: AdminProductDetail | null;
  categories: AdminCategoryOption[];
}) {
  const { locale } = useConsoleLabels();
  const p = useAreaLabels(PRODUCT_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const feedback = useFormFeedback();
  const { busy, run } = useFormSubmit(feedback);
  const navigate = useNavigate();
  const [create] = productsApi.useCreateProductMutation();
  const [update] = productsApi.useUpdateProductMutation();
  const [form, setForm] = useState(initial);
  const [version, setVersion] = useState(saved?.updated_at ?? '');
  const [summary, setSummary] = useState<string[]>([]);
  // The product reloaded under the form (an upload, a stock adjustment): keep what was typed.
  const [loaded, setLoaded] = useState(saved);
  if (saved && saved !== loaded) {
    setLoaded(saved);
    setForm((f) => withServerChanges(f, formOf(saved)));
  }
  const set: Setter = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  const en = locale === 'en';
  const text = (field: keyof ProductFormState & string, label: string, extra = {}) => (
    <TextField
      name={fid(field)}
      label={label}
      value={form[field] as string}
      onChange={(e) => set(field, e.target.value as never)}
      {...extra}
    />
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    feedback.start();
    setSummary([]);
    const body = inputOf(form);
    const checked = await feedback.check(
      (s) => s.adminProductSchema,
      body,
      fid,
      ADMIN_PRODUCT_ATTRIBUTES,
    );
    if (!checked) {
      setSummary([p.checkFields]);
      return;
    }
    let answer: AdminProductDetail | undefined;
    const ok = await run(
      async () => {
        answer = saved
          ? (
              await act(() =>
                update({ itId: saved.it_id, body: { ...body, updated_at: version } }).unwrap(),
              )
            ).data
          : (await act(() => create(body).unwrap())).data;
      },
      {
        fieldId: fid,
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            void conflict(error.body);
            return true;
          }
          if (isApiError(error, 'validation')) setSummary(Object.values(error.errors).flat());
          return false;
        },
      },
    );
    if (!ok || !answer) return;
    if (!saved) {
      await dialogs.alert(p.created);
      await navigate(href('ProductEdit', { it_id: answer.it_id }), { replace: true });
      return;
    }
    setForm(formOf(answer));
    setVersion(answer.updated_at);
    await dialogs.alert(p.saved);
  }

  // Another operator saved first: their version is loaded, and the operator told what changed.
  async function conflict(answer: unknown) {
    const body = answer as {
      data?: AdminProductDetail;
      changes?: Array<{ mb_id: string | null; fields: string[] }>;
    };
    const fields = [...new Set((body.changes ?? []).flatMap((c) => c.fields))];
    const names = fields.map((f) => ADMIN_PRODUCT_ATTRIBUTES[f]?.[en ? 'en' : 'kr'] ?? f);
    if (body.data) {
      setForm(formOf(body.data));
      setVersion(body.data.updated_at);
    }
    await dialogs.alert(p.conflict.replace('{fields}', names.join(', ') || p.stock));
  }

  const variantLabel = (values: string[]) => values.join(' / ') || p.single;
  return (
    <form noValidate className="product-form" onSubmit={(event) => void submit(event)}>
      {summary.length ? (
        <div role="alert" className="console-error product-form__summary">
          <ul>
            {summary.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Card id="pf-basics" title={p.basics}>
        {text('it_id', ADMIN_PRODUCT_ATTRIBUTES.it_id![en ? 'en' : 'kr'], {
          readOnly: !!saved,
          autoComplete: 'off',
        })}
        <div className="product-form__pair">
          {text('name', p.name)}
          {text('name_en', p.nameEn)}
        </div>
        <div className="product-form__pair">
          {text('summary', p.summary)}
          {text('summary_en', p.summaryEn)}
        </div>
        {text('tags', p.tags)}
        <fieldset className="product-form__fieldset">
          <legend>{p.categories}</legend>
          {form.category_ids.map((value, i) => (
            <div className="product-form__row" key={i}>
              <label className="atelier-auth-field">
                <span className="atelier-auth-field__label">
                  {p.category} {i === 0 ? `(${p.primary})` : i + 1}
                </span>
                <select
                  id={fid(`category_ids.${i}`)}
                  className="atelier-auth-field__input"
                  value={value}
                  onChange={(e) =>
                    set(
                      'category_ids',
                      form.category_ids.map((c, j) => (j === i ? e.target.value : c)),
                    )
                  }
                >
                  <option value="">—</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {'\u00a0'.repeat(c.depth * 2)}
                      {en ? c.name_en : c.name}
                    </option>
                  ))}
                </select>
                <FieldError name={fid(`category_ids.${i}`)} value={value} />
              </label>
              {i > 0 ? (
                <button
                  type="button"
                  className="console-button"
                  onClick={() =>
                    set(
                      'category_ids',
                      form.category_ids.filter((_, j) => j !== i),
                    )
                  }
                >
                  {p.remove}
                </button>
              ) : null}
            </div>
          ))}
          <FieldError name={fid('category_ids')} value={form.category_ids.join()} />
          <button
            type="button"
            className="console-button"
            onClick={() => set('category_ids', [...form.category_ids, ''])}
          >
            {p.addCategory}
          </button>
        </fieldset>
      </Card>

      <Card id="pf-description" title={p.description}>
        <p className="console-muted">{p.descriptionHint}</p>
        {(['description', 'description_en'] as const).map((field) => (
          <div className="console-cms" key={field}>
            <fieldset className="product-form__fieldset">
              <legend>{field === 'description' ? p.descriptionKr : p.descriptionEn}</legend>
              <CmsTreeEditor
                idPrefix={`${field}-`}
                nodes={form[field]}
                onChange={(change) => setForm((f) => ({ ...f, [field]: change(f[field]) }))}
              />
              <FieldError name={fid(field)} />
            </fieldset>
            <section
              className="console-cms__preview"
              aria-label={`${p.descriptionPreview}: ${field === 'description' ? p.descriptionKr : p.descriptionEn}`}
            >
              <div className="console-cms__canvas">
                <CmsRenderer template={form[field]} />
              </div>
            </section>
          </div>
        ))}
      </Card>
      <Card id="pf-prices" title={p.prices}>
        <div className="product-form__pair">
          {text('price_krw', `${p.price} (${p.krw})`, { inputMode: 'numeric' })}
          {text('price_usd', `${p.price} (${p.usd})`, { inputMode: 'numeric' })}
        </div>
        <FieldError name={fid('price')} value={form.price_krw} />
        <Check
          label={p.useListPrice}
          checked={form.list_price}
          onChange={(v) => set('list_price', v)}
        />
        {form.list_price ? (
          <div className="product-form__pair">
            <TextField
              name={fid('list_price.krw')}
              label={`${p.listPrice} (${p.krw})`}
              inputMode="numeric"
              value={form.list_krw}
              onChange={(e) => set('list_krw', e.target.value)}
            />
            <TextField
              name={fid('list_price.usd')}
              label={`${p.listPrice} (${p.usd})`}
              inputMode="numeric"
              value={form.list_usd}
              onChange={(e) => set('list_usd', e.target.value)}
            />
          </div>
        ) : null}
        <Check label={p.useSale} checked={form.sale} onChange={(v) => set('sale', v)} />
        {form.sale ? (
          <>
            <div className="product-form__pair">
              <TextField
                name={fid('sale_price.krw')}
                label={`${p.salePrice} (${p.krw})`}
                inputMode="numeric"
                value={form.sale_krw}
                onChange={(e) => set('sale_krw', e.target.value)}
              />
              <TextField
                name={fid('sale_price.usd')}
                label={`${p.salePrice} (${p.usd})`}
                inputMode="numeric"
                value={form.sale_usd}
                onChange={(e) => set('sale_usd', e.target.value)}
              />
            </div>
            <div className="product-form__pair">
              {text('sale_starts_at', p.saleStarts, { type: 'datetime-local' })}
              {text('sale_ends_at', p.saleEnds, { type: 'datetime-local' })}
            </div>
          </>
        ) : null}
        <label className="atelier-auth-field">
          <span className="atelier-auth-field__label">{p.shipping}</span>
          <select
            className="atelier-auth-field__input"
            value={form.shipping_mode}
            onChange={(e) =>
              set('shipping_mode', e.target.value as ProductFormState['shipping_mode'])
            }
          >
            <option value="default">{p.shippingDefault}</option>
            <option value="free">{p.shippingFree}</option>
            <option value="fixed">{p.shippingFixed}</option>
          </select>
        </label>
        {form.shipping_mode === 'fixed' ? (
          <div className="product-form__pair">
            <TextField
              name={fid('shipping.fee.krw')}
              label={`${p.shipping} (${p.krw})`}
              inputMode="numeric"
              value={form.ship_krw}
              onChange={(e) => set('ship_krw', e.target.value)}
            />
            <TextField
              name={fid('shipping.fee.usd')}
              label={`${p.shipping} (${p.usd})`}
              inputMode="numeric"
              value={form.ship_usd}
              onChange={(e) => set('ship_usd', e.target.value)}
            />
          </div>
        ) : null}
      </Card>

      <Card id="pf-flags" title={p.flags}>
        <div className="product-form__checks">
          <Check
            label={p.isVisible}
            checked={form.is_visible}
            onChange={(v) => set('is_visible', v)}
          />
          <Check label={p.best} checked={form.is_best} onChange={(v) => set('is_best', v)} />
          <Check label={p.new} checked={form.is_new} onChange={(v) => set('is_new', v)} />
          <Check
            label={p.recommended}
            checked={form.is_recommended}
            onChange={(v) => set('is_recommended', v)}
          />
        </div>
        {text('sort_weight', p.sortWeight, { inputMode: 'numeric' })}
      </Card>

      <Card id="pf-options" title={p.options}>
        {form.groups.map((group, g) => (
          <fieldset className="product-form__fieldset" key={g}>
            <legend>{p.optionGroup.replace('{n}', String(g + 1))}</legend>
            <div className="product-form__pair">
              <TextField
                name={fid(`options.${g}.name`)}
                label={p.groupName}
                value={group.name}
                onChange={(e) =>
                  set(
                    'groups',
                    form.groups.map((x, j) => (j === g ? { ...x, name: e.target.value } : x)),
                  )
                }
              />
              <TextField
                name={fid(`options.${g}.name_en`)}
                label={p.groupNameEn}
                value={group.name_en}
                onChange={(e) =>
                  set(
                    'groups',
                    form.groups.map((x, j) => (j === g ? { ...x, name_en: e.target.value } : x)),
                  )
                }
              />
            </div>
            <label className="atelier-auth-field">
              <span className="atelier-auth-field__label">{p.values}</span>
              <textarea
                id={fid(`options.${g}.values`)}
                rows={3}
                value={group.values}
                onChange={(e) =>
                  set(
                    'groups',
                    form.groups.map((x, j) => (j === g ? { ...x, values: e.target.value } : x)),
                  )
                }
              />
              <FieldError name={fid(`options.${g}.values`)} value={group.values} />
            </label>
            <button
              type="button"
              className="console-button"
              onClick={() =>
                set(
                  'groups',
                  form.groups.filter((_, j) => j !== g),
                )
              }
            >
              {p.remove}
            </button>
          </fieldset>
        ))}
        <div className="console-actions">
          {form.groups.length < 3 ? (
            <button
              type="button"
              className="console-button"
              onClick={() => set('groups', [...form.groups, { name: '', name_en: '', values: '' }])}
            >
              {p.addGroup}
            </button>
          ) : null}
          <button
            type="button"
            className="console-button console-button--primary"
            onClick={() => set('variants', generateVariants(form))}
          >
            {p.generate}
          </button>
        </div>
        <p className="console-muted">{p.generateHint}</p>
        <h3 id="pf-variants-title">{p.variants}</h3>
        <TableScroll labelledBy="pf-variants-title">
          <table className="console-table product-variants">
            <thead>
              <tr>
                <th scope="col">{p.combination}</th>
                <th scope="col">{p.sku}</th>
                <th scope="col">{p.stock}</th>
                <th scope="col">{p.deltaKrw}</th>
                <th scope="col">{p.deltaUsd}</th>
                <th scope="col">{p.soldOut}</th>
              </tr>
            </thead>
            <tbody>
              {form.variants.map((v, i) => {
                const change = (key: keyof typeof v, value: string | boolean) =>
                  set(
                    'variants',
                    form.variants.map((x, j) => (j === i ? { ...x, [key]: value } : x)),
                  );
                const name = variantLabel(v.option_values);
                const cell = (
                  key: 'sku' | 'stock' | 'delta_krw' | 'delta_usd',
                  field: string,
                  label: string,
                ) => (
                  <td data-label={label}>
                    <input
                      id={fid(`variants.${i}.${field}`)}
                      aria-label={`${name} ${label}`}
                      className="atelier-auth-field__input"
                      inputMode={key === 'sku' ? undefined : 'numeric'}
                      value={v[key]}
                      onChange={(e) => change(key, e.target.value)}
                    />
                    <FieldError name={fid(`variants.${i}.${field}`)} value={v[key]} />
                  </td>
                );
                return (
                  <tr key={name} data-variant={name}>
                    <th scope="row" data-label={p.combination}>
                      {name}
                      <FieldError name={fid(`variants.${i}.option_values`)} value={name} />
                    </th>
                    {cell('sku', 'sku', p.sku)}
                    {cell('stock', 'stock', p.stock)}
                    {cell('delta_krw', 'price_delta.krw', p.deltaKrw)}
                    {cell('delta_usd', 'price_delta.usd', p.deltaUsd)}
                    <td data-label={p.soldOut}>
                      <input
                        type="checkbox"
                        aria-label={`${name} ${p.soldOut}`}
                        checked={v.sold_out}
                        onChange={(e) => change('sold_out', e.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </Card>

      <Card id="pf-addons" title={p.addons}>
        {form.addons.map((a, i) => {
          const change = (key: keyof typeof a, value: string | boolean) =>
            set(
              'addons',
              form.addons.map((x, j) => (j === i ? { ...x, [key]: value } : x)),
            );
          return (
            <fieldset className="product-form__fieldset" key={i}>
              <legend>
                {p.addons} {i + 1}
              </legend>
              <div className="product-form__pair">
                <TextField
                  name={fid(`addons.${i}.name`)}
                  label={p.addonName}
                  value={a.name}
                  onChange={(e) => change('name', e.target.value)}
                />
                <TextField
                  name={fid(`addons.${i}.name_en`)}
                  label={p.addonNameEn}
                  value={a.name_en}
                  onChange={(e) => change('name_en', e.target.value)}
                />
              </div>
              <div className="product-form__pair">
                <TextField
                  name={fid(`addons.${i}.price.krw`)}
                  label={`${p.price} (${p.krw})`}
                  inputMode="numeric"
                  value={a.krw}
                  onChange={(e) => change('krw', e.target.value)}
                />
                <TextField
                  name={fid(`addons.${i}.price.usd`)}
                  label={`${p.price} (${p.usd})`}
                  inputMode="numeric"
                  value={a.usd}
                  onChange={(e) => change('usd', e.target.value)}
                />
                <TextField
                  name={fid(`addons.${i}.stock`)}
                  label={p.stock}
                  inputMode="numeric"
                  value={a.stock}
                  onChange={(e) => change('stock', e.target.value)}
                />
              </div>
              <Check
                label={p.soldOut}
                checked={a.sold_out}
                onChange={(v) => change('sold_out', v)}
              />
              <button
                type="button"
                className="console-button"
                onClick={() =>
                  set(
                    'addons',
                    form.addons.filter((_, j) => j !== i),
                  )
                }
              >
                {p.remove}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className="console-button"
          onClick={() =>
            set('addons', [
              ...form.addons,
              { name: '', name_en: '', krw: '0', usd: '0', stock: '0', sold_out: false },
            ])
          }
        >
          {p.addAddon}
        </button>
      </Card>

      <Card id="pf-notice" title={p.notice}>
        {text('safety_report_no', p.safetyReportNo)}
        <NoticeRows field="info_notice" rows={form.info_notice} set={set} p={p} />
        <h3>{p.noticeEn}</h3>
        <NoticeRows field="info_notice_en" rows={form.info_notice_en} set={set} p={p} />
      </Card>

      <Card id="pf-seo" title={p.seo}>
        <div className="product-form__pair">
          {text('seo_title', p.seoTitle)}
          {text('seo_title_en', p.seoTitleEn)}
        </div>
        <div className="product-form__pair">
          {text('seo_description', p.seoDescription)}
          {text('seo_description_en', p.seoDescriptionEn)}
        </div>
      </Card>

      {saved ? (
        <Card id="pf-images" title={p.images}>
          <p className="console-muted">{p.imagesHint}</p>
          <ol className="product-images">
            {form.images.map((image, i) => {
              const move = (to: number) => {
                const next = [...form.images];
                const [item] = next.splice(i, 1);
                next.splice(to, 0, item!);
                set('images', next);
              };
              const change = (key: 'alt' | 'alt_en', value: string) =>
                set(
                  'images',
                  form.images.map((x, j) => (j === i ? { ...x, [key]: value } : x)),
                );
              return (
                <li key={image.id} className="product-images__item" data-image={image.id}>
                  <img src={image.url} alt={image.alt} width={96} height={96} />
                  <div>
                    <TextField
                      name={fid(`images.${i}.alt`)}
                      label={p.alt}
                      value={image.alt}
                      onChange={(e) => change('alt', e.target.value)}
                    />
                    <TextField
                      name={fid(`images.${i}.alt_en`)}
                      label={p.altEn}
                      value={image.alt_en}
                      onChange={(e) => change('alt_en', e.target.value)}
                    />
                    <div className="console-actions">
                      <button
                        type="button"
                        className="console-button"
                        disabled={i === 0}
                        onClick={() => move(i - 1)}
                      >
                        {p.moveUp}
                      </button>
                      <button
                        type="button"
                        className="console-button"
                        disabled={i === form.images.length - 1}
                        onClick={() => move(i + 1)}
                      >
                        {p.moveDown}
                      </button>
                      <button
                        type="button"
                        className="console-button console-button--danger"
                        onClick={() =>
                          set(
                            'images',
                            form.images.filter((_, j) => j !== i),
                          )
                        }
                      >
                        {p.remove}
                      </button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        </Card>
      ) : null}

      <div className="product-form__save">
        <button type="submit" className="console-button console-button--primary" disabled={busy}>
          {p.save}
        </button>
      </div>
    </form>
  );
}

function DeleteButton({ itId }: { itId: string }) {
  const p = useAreaLabels(PRODUCT_LABELS);
  const dialogs = useDialog();
  const act = useConsoleAction();
  const fail = useActionFailure();
  const navigate = useNavigate();
  const [remove, { isLoading }] = productsApi.useDeleteProductMutation();
  async function go() {
    if (!(await dialogs.confirm(p.deleteConfirm))) return;
    try {
      await act(() => remove(itId).unwrap());
      await dialogs.alert(p.deleted);
      await navigate(href('Products'), { replace: true });
    } catch (error) {
      await fail(error);
    }
  }
  return (
    <button
      type="button"
      className="console-button console-button--danger"
      disabled={isLoading}
      onClick={() => void go()}
    >
      {p.deleteProduct}
    </button>
  );
}

/**
 * `/admin/products/new` and `/admin/products/{it_id}`: the whole product in one form (texts in
 * both languages, prices per currency, sale period, flags, notice, SEO, categories, option
 * groups and the variant matrix, add-ons, images' order and alt texts), then on a saved
 * product the image upload, the stock adjustments with their history, the shop preview.
 */
export default function ProductEditPage() {
  const { l } = useConsoleLabels();
  const p = useAreaLabels(PRODUCT_LABELS);
  const { it_id: itId } = useParams();
  const { can } = useOperator();
  const editable = can('catalog', 'edit');
  const detail = productsApi.useAdminProductQuery(itId ?? '', { skip: !itId });
  const categories = productsApi.useAdminProductCategoriesQuery().data?.data;
  const toSignIn = useSignInRedirect();
  const unauthorized = isApiError(detail.error, 'unauthorized');
  useEffect(() => {
    if (unauthorized) toSignIn();
  }, [unauthorized, toSignIn]);
  const product = detail.data?.data;
  const title = itId ? p.editTitle.replace('{name}', product?.name ?? itId) : p.createTitle;

  return (
    <section className="console-page" aria-labelledby="product-title" data-page="admin-product">
      <p>
        <Link to={href('Products')}>← {p.backToList}</Link>
      </p>
      <h1 id="product-title">{title}</h1>
      {detail.error && !unauthorized ? (
        <p role="alert" className="console-error">
          {isApiError(detail.error) ? detail.error.message : l.errorBody}
        </p>
      ) : null}
      {(itId && !product) || !categories ? (
        !detail.error ? (
          <p role="status">{l.loading}</p>
        ) : null
      ) : (
        <>
          {product ? (
            <p className="console-actions">
              <a
                className="console-button"
                href={`/shop/product/${encodeURIComponent(product.it_id)}`}
                target="_blank"
                rel="noreferrer"
                data-testid="product-preview"
              >
                {p.preview}
              </a>
              <span className="console-muted">{p.previewHint}</span>
              {editable ? <DeleteButton itId={product.it_id} /> : null}
            </p>
          ) : null}
          {editable ? (
            <FormErrorsProvider>
              <ProductForm
                key={product?.it_id ?? 'new'}
                initial={product ? formOf(product) : blankForm()}
                saved={product ?? null}
                categories={categories}
              />
            </FormErrorsProvider>
          ) : null}
          {product ? (
            <div className="console-grid">
              {editable ? <ProductImagesUpload itId={product.it_id} /> : null}
              <ProductStock product={product} editable={editable} />
            </div>
          ) : (
            <p className="console-muted">{p.imagesAfterSave}</p>
          )}
        </>
      )}
    </section>
  );
}
