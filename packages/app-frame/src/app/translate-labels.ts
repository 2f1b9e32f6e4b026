/**
 * A label map with every phrase translated (the Korean source phrases through `t`).
 *
 * @example
 * <Pager page={1} lastPage={3} labels={translateLabels(PAGER_LABELS_KO, t)} />
 */
export function translateLabels<K extends string>(
  labels: Readonly<Record<K, string>>,
  t: (phrase: string) => string,
): Record<K, string> {
  const translated = {} as Record<K, string>;
  for (const key of Object.keys(labels) as K[]) translated[key] = t(labels[key]);
  return translated;
}
