/**
 * A package's Korean label set with every label translated, for components that take
 * `labels` (ui-kit's pager, star rating, file input …). `{placeholders}` stay for the
 * component to fill.
 */
export function translateLabels<K extends string>(
  labels: Readonly<Record<K, string>>,
  t: (phrase: string) => string,
): Record<K, string> {
  const translated = {} as Record<K, string>;
  for (const key of Object.keys(labels) as K[]) translated[key] = t(labels[key]);
  return translated;
}
