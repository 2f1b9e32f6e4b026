import { attributesOf, MEMBER_ATTRIBUTES, type Lang } from '@atelier/contracts';
import { describe, expect, test } from 'vitest';

import * as formSchemas from './password-form-schemas.js';
import type { FormSchema } from '@atelier/app-frame/forms';

// Issue 19, item 11: the forms' own check named internal fields ("orderer_name 항목은 필수입니다.",
// "The orderer_name field is required."). Every schema the storefront's forms validate with is fed
// empty and invalid input in both languages; no message may name a field by its key.

// Every form's schemas: password-form-schemas.ts holds the password forms' and re-exports the rest.
const schemas = (Object.entries(formSchemas) as [string, unknown][]).filter(
  (entry): entry is [string, FormSchema<unknown>] =>
    typeof (entry[1] as Partial<FormSchema<unknown>>).safeParse === 'function',
);

interface ZodLike {
  _zod?: { def?: Record<string, unknown> };
}

/** The field names of an object schema, through intersections, pipes, defaults and wrappers. */
function keysOf(schema: unknown): string[] {
  const def = (schema as ZodLike | undefined)?._zod?.def;
  if (!def) return [];
  if (def.shape) return Object.keys(def.shape);
  return ['left', 'right', 'in', 'innerType', 'schema'].flatMap((part) => keysOf(def[part]));
}

const BAD_VALUES: unknown[] = [
  '',
  ' ',
  'x',
  '!',
  '0',
  '12-34',
  'not an email @ all',
  'a'.repeat(5_000),
  -1,
  0,
  1.5,
  false,
  true,
  null,
  [],
  {},
];

function inputsFor(keys: readonly string[]): unknown[] {
  return [{}, ...BAD_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value])))];
}

/** The label of a field as written for shoppers, `undefined` when there is none. */
function labelOf(field: string, schema: unknown, lang: Lang): string | undefined {
  const labels = attributesOf(schema);
  const last = field.split('.').at(-1) ?? field;
  return (labels[field] ?? MEMBER_ATTRIBUTES[field] ?? labels[last] ?? MEMBER_ATTRIBUTES[last])?.[
    lang
  ];
}

const asWord = (key: string) =>
  new RegExp(`(^|[^A-Za-z0-9_])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`);

test('the storefront validates with form schemas', () => {
  expect(schemas.map(([name]) => name)).toContain('orderCreateSchema');
  expect(schemas.length).toBeGreaterThanOrEqual(14);
});

test('only the password forms load the schemas that check the common-password list', async () => {
  const shared = await import('./form-schemas.js');
  for (const name of ['registerSchema', 'confirmMyPasswordSchema', 'resetPasswordSchema']) {
    expect(formSchemas).toHaveProperty(name);
    expect(shared).not.toHaveProperty(name);
  }
});

describe.each(['kr', 'en'] as const)('every form schema names fields by label (%s)', (lang) => {
  test.each(schemas)('%s', (_name, schema) => {
    const keys = keysOf(schema);
    expect(keys.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let messages = 0;
    for (const input of inputsFor(keys)) {
      const result = formSchemas.validateForm(schema, input, lang);
      if (result.ok) continue;
      for (const [field, list] of Object.entries(result.errors)) {
        const names = new Set([...keys, ...field.split('.').filter((part) => !/^\d+$/.test(part))]);
        const label = labelOf(field, schema, lang);
        if (!label) problems.push(`${field}: no label`);
        for (const message of list) {
          messages += 1;
          for (const name of names) {
            // An English label may be the key's own word ('reason'); a raw name is any other use.
            if (asWord(name).test(message) && !(label && asWord(name).test(label)))
              problems.push(`${field}: ${message}`);
          }
        }
      }
    }
    expect(messages).toBeGreaterThan(0);
    expect([...new Set(problems)]).toEqual([]);
  });
});
