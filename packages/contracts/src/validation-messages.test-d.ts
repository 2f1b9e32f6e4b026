import { describe, expectTypeOf, it } from 'vitest';

import {
  attributeLabel,
  formatIssues,
  normaliseCurrency,
  normaliseLang,
  validationMessage,
  type Currency,
  type FieldErrors,
  type Lang,
  type ValidationRule,
} from './index.js';

describe('validation messages', () => {
  it('take only known rules and languages', () => {
    expectTypeOf(validationMessage).parameter(0).toEqualTypeOf<ValidationRule>();
    expectTypeOf(validationMessage).parameter(1).toEqualTypeOf<Lang>();
    expectTypeOf<'unique'>().toExtend<ValidationRule>();
    expectTypeOf<'no_such_rule'>().not.toExtend<ValidationRule>();
    expectTypeOf(attributeLabel).returns.toEqualTypeOf<string>();
  });

  it('format zod issues as the 422 field map', () => {
    expectTypeOf(formatIssues).returns.toEqualTypeOf<FieldErrors>();
  });

  it('normalise anything to a language or currency', () => {
    expectTypeOf(normaliseLang).parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf(normaliseLang).returns.toEqualTypeOf<Lang>();
    expectTypeOf(normaliseCurrency).returns.toEqualTypeOf<Currency>();
  });
});
