import { useAreaLabels } from '../../shared/use-console-labels.js';
import { LISTING_LABELS } from './listing-labels.js';

/** A list's sort in the filter form's select: `column:direction`. */
export type SortValue<K extends string = string> = `${K}:${'asc' | 'desc'}`;

/** One choice of a list's sort and its words. */
export interface SortChoice<K extends string = string> {
  value: SortValue<K>;
  label: string;
}

/** A list's sort as the API takes it. */
export interface ListSort<K extends string = string> {
  sort?: K;
  order?: 'asc' | 'desc';
}

/**
 * The sort in the page's URL (`?sort=&order=`), kept only when it is one of `values`; none
 * means the list's default (the first value).
 */
export function sortOf<K extends string>(
  search: URLSearchParams,
  values: readonly SortValue<K>[],
): ListSort<K> {
  const value = `${search.get('sort')}:${search.get('order')}`;
  if (!(values as readonly string[]).includes(value)) return {};
  const [sort, order] = value.split(':') as [K, 'asc' | 'desc'];
  return { sort, order };
}

/** The filter form's values with its `sort` select (`column:direction`) as `sort` and `order`. */
export function withSort(
  values: Readonly<Record<string, string | undefined>>,
): Record<string, string | undefined> {
  const [sort, order] = (values.sort ?? '').split(':');
  return { ...values, sort: sort || undefined, order: order || undefined };
}

/** The sort as one select of the filter form (on a phone the table has no header row). */
export function SortField<K extends string>({
  choices,
  current,
}: {
  choices: readonly SortChoice<K>[];
  current: ListSort<K>;
}) {
  const t = useAreaLabels(LISTING_LABELS);
  const value = current.sort ? `${current.sort}:${current.order ?? 'desc'}` : choices[0]?.value;
  return (
    <label>
      {t.sort}
      <select name="sort" defaultValue={value}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
