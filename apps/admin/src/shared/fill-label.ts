/**
 * A label with its `{name}` placeholders filled (`fillLabel('{n}건', { n: 3 })`).
 */
export function fillLabel(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
