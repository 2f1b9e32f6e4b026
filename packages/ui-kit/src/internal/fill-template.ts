/**
 * Replaces `{name}` tokens in a label template, the same placeholder style the
 * translation package uses, so apps pass translated templates as they are.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) =>
    name in values ? String(values[name]) : token,
  );
}
