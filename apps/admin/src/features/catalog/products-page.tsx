import {
  formatMoney,
  type AdminProductBulkAction,
  type AdminProductListQuery,
} from '@atelier/contracts';
import { Link, useSearchParams } from 'react-router';

import { formText } from '@atelier/app-frame/forms';

import {
  BulkBar,
  SelectColumnHead,
  SelectRowCell,
  useListSelection,
} from '../../domain/listing/bulk-selection.js';
import { ConsoleListPage } from '../../domain/listing/console-list-page.js';
import { useOperator } from '../../domain/operator/operator-context.js';
import { koreanDateTime } from '../../shared/korean-date-time.js';
import { href } from '../../shared/routing/route-table.js';
import { useAreaLabels, useConsoleLabels } from '../../shared/use-console-labels.js';
import { PRODUCT_LABELS } from './products-labels.js';
import { productsApi } from './products-api.js';
import { CatalogSections } from './catalog-sections.js';
import { ExportButton } from '../../domain/listing/export-button.js';
import { listSearch } from '../../domain/listing/list-search.js';

const FILTERS = ['q', 'category', 'visibility', 'flag', 'sold_out', 'sort', 'order'] as const;
const SORTS = ['updated_at', 'created_at', 'name', 'price', 'stock', 'sales'] as const;

/** The list's query from the URL: unknown values are left out (the API would refuse them). */
export function productListQuery(search: URLSearchParams): AdminProductListQuery {
  const pick = <T extends string>(key: string, allowed: readonly T[]) => {
    const value = search.get(key);
    return allowed.includes(value as T) ? (value as T) : undefined;
  };
  const page = Number(search.get('page'));
  const category = Number(search.get('category'));
  return {
    q: search.get('q')?.trim() || undefined,
    category: Number.isInteger(category) && category > 0 ? category : undefined,
    visibility: pick('visibility', ['visible', 'hidden'] as const),
    flag: pick('flag', ['best', 'new', 'recommended', 'sale'] as const),
    sold_out: pick('sold_out', ['true', 'false'] as const),
    sort: pick('sort', SORTS),
    order: pick('order', ['asc', 'desc'] as const),
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/**
 * `/admin/products`: the catalog's products, last edited first, searched by name, code or SKU
 * and filtered by category, visibility, flag and stock; every filter and the page in the URL;
 * the filtered products download as a stock sheet (one row per variant).
 */
export default function ProductsPage() {
  const { locale } = useConsoleLabels();
  const p = useAreaLabels(PRODUCT_LABELS);
  const [search, setSearch] = useSearchParams();
  const query = productListQuery(search);
  const result = productsApi.useAdminProductsQuery(query);
  const categories = productsApi.useAdminProductCategoriesQuery().data?.data ?? [];
  const canEdit = useOperator().can('catalog', 'edit');
  const searchKey = search.toString();
  const selection = useListSelection(
    searchKey,
    result.data?.data.map((product) => product.it_id) ?? [],
  );
  const [bulk] = productsApi.useBulkProductsMutation();
  const bulkAction = (label: string, action: AdminProductBulkAction) => ({
    label,
    run: async (it_ids: string[]) => {
      const answer = await bulk({ action, it_ids }).unwrap();
      return { ...answer, data: answer.data.map((row) => ({ ...row, key: row.it_id })) };
    },
  });
  const en = locale === 'en';
  const sortLabel: Record<(typeof SORTS)[number], string> = {
    updated_at: p.sortUpdated,
    created_at: p.sortCreated,
    name: p.sortName,
    price: p.sortPrice,
    stock: p.sortStock,
    sales: p.sortSales,
  };

  return (
    <>
      <p className="console-page-actions">
        <Link className="console-button console-button--primary" to={href('ProductNew')}>
          {p.newProduct}
        </Link>
      </p>
      <ConsoleListPage
        pageId="admin-products"
        title={p.productsTitle}
        filtersLabel={p.filters}
        searchKey={searchKey}
        onFilter={(form) => setSearch(listSearch(formText(form, FILTERS)))}
        resetTo={href('Products')}
        result={result}
        toolbar={
          <div className="list-toolbar">
            <ExportButton list="products" query={query} />
            {canEdit ? (
              <BulkBar
                selection={selection}
                label={p.bulkActions}
                keyHeading={p.code}
                actions={[
                  bulkAction(p.bulkShow, 'show'),
                  bulkAction(p.bulkHide, 'hide'),
                  bulkAction(p.bulkDelete, 'delete'),
                ]}
              />
            ) : null}
          </div>
        }
        empty={p.noProducts}
        tableClassName="console-table--products"
        intro={<CatalogSections />}
        pageHref={(page) => `${href('Products')}?${listSearch({ ...query, page }).toString()}`}
        onPage={(page) => setSearch(listSearch({ ...query, page }))}
        filters={
          <>
            <label className="console-filters__search">
              {p.search}
              <input
                type="search"
                name="q"
                defaultValue={query.q ?? ''}
                placeholder={p.searchHint}
              />
            </label>
            <label>
              {p.category}
              <select name="category" defaultValue={query.category ?? ''}>
                <option value="">{p.all}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {'\u00a0'.repeat(c.depth * 2)}
                    {en ? c.name_en : c.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {p.visibility}
              <select name="visibility" defaultValue={query.visibility ?? ''}>
                <option value="">{p.all}</option>
                <option value="visible">{p.visible}</option>
                <option value="hidden">{p.hidden}</option>
              </select>
            </label>
            <label>
              {p.flag}
              <select name="flag" defaultValue={query.flag ?? ''}>
                <option value="">{p.all}</option>
                <option value="best">{p.best}</option>
                <option value="new">{p.new}</option>
                <option value="recommended">{p.recommended}</option>
                <option value="sale">{p.sale}</option>
              </select>
            </label>
            <label>
              {p.stock}
              <select name="sold_out" defaultValue={query.sold_out ?? ''}>
                <option value="">{p.all}</option>
                <option value="true">{p.soldOutOnly}</option>
                <option value="false">{p.inStockOnly}</option>
              </select>
            </label>
            <label>
              {p.sort}
              <select name="sort" defaultValue={query.sort ?? 'updated_at'}>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {sortLabel[sort]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {p.sort}
              <select name="order" defaultValue={query.order ?? 'desc'} aria-label={p.sort}>
                <option value="desc">{p.descending}</option>
                <option value="asc">{p.ascending}</option>
              </select>
            </label>
          </>
        }
        head={
          <>
            {canEdit ? <SelectColumnHead /> : null}
            <th scope="col">{p.product}</th>
            <th scope="col">{p.code}</th>
            <th scope="col">{p.category}</th>
            <th scope="col" className="console-num">
              {p.price}
            </th>
            <th scope="col" className="console-num">
              {p.stock}
            </th>
            <th scope="col">{p.state}</th>
            <th scope="col">{p.updated}</th>
          </>
        }
        row={(product) => (
          <tr key={product.it_id} data-product={product.it_id}>
            {canEdit ? (
              <SelectRowCell
                selection={selection}
                rowKey={product.it_id}
                name={en ? product.name_en || product.name : product.name}
              />
            ) : null}
            <th scope="row" data-label={p.product}>
              <span className="console-product-cell">
                {product.thumbnail ? (
                  <img src={product.thumbnail} alt="" width={40} height={40} loading="lazy" />
                ) : (
                  <span className="console-product-cell__blank" aria-hidden="true" />
                )}
                <Link to={href('ProductEdit', { it_id: product.it_id })}>
                  {en ? product.name_en || product.name : product.name}
                </Link>
              </span>
            </th>
            <td data-label={p.code}>{product.it_id}</td>
            <td data-label={p.category}>{product.category}</td>
            <td data-label={p.price} className="console-num">
              {product.on_sale && product.sale_price ? (
                <>
                  <s>{formatMoney(product.price.krw, 'krw', { lang: locale })}</s>{' '}
                  {formatMoney(product.sale_price.krw, 'krw', { lang: locale })}
                </>
              ) : (
                formatMoney(product.price.krw, 'krw', { lang: locale })
              )}
            </td>
            <td data-label={p.stock} className="console-num">
              {product.stock}
              <small className="console-muted">
                {' '}
                · {p.variantsCount.replace('{n}', String(product.variant_count))}
              </small>
            </td>
            <td data-label={p.state}>
              <span className="console-tags">
                <span className={`console-tag${product.is_visible ? '' : ' console-tag--off'}`}>
                  {product.is_visible ? p.visible : p.hidden}
                </span>
                {product.sold_out ? (
                  <span className="console-tag console-tag--warn">{p.soldOut}</span>
                ) : null}
                {product.is_best ? <span className="console-tag">{p.best}</span> : null}
                {product.is_new ? <span className="console-tag">{p.new}</span> : null}
                {product.on_sale ? <span className="console-tag">{p.sale}</span> : null}
              </span>
            </td>
            <td data-label={p.updated}>{koreanDateTime(product.updated_at)}</td>
          </tr>
        )}
      />
    </>
  );
}
