import {
  FieldError,
  Pager,
  RadioGroup,
  Select,
  showFieldErrors,
  StarRating,
  TextArea,
  useDialog,
  useFormErrors,
  type DialogApi,
  type DialogOptions,
  type FieldErrorMap,
  type FieldErrorProps,
  type FieldErrorsReport,
  type PagerProps,
  type RadioGroupProps,
  type SelectProps,
  type StarRatingProps,
  type TextAreaProps,
} from '@atelier/ui-kit';
import type { ReactNode } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

describe('component props', () => {
  it('each component takes its exported props type', () => {
    expectTypeOf(Pager).parameter(0).toEqualTypeOf<PagerProps>();
    expectTypeOf(StarRating).parameter(0).toEqualTypeOf<StarRatingProps>();
    expectTypeOf(TextArea).parameter(0).toEqualTypeOf<TextAreaProps>();
    expectTypeOf(FieldError).parameter(0).toEqualTypeOf<FieldErrorProps>();
  });

  it('the pager reads the list envelope: a 1-based page and pages or totals', () => {
    expectTypeOf<PagerProps['page']>().toEqualTypeOf<number>();
    expectTypeOf<PagerProps['lastPage']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PagerProps['onChange']>().toEqualTypeOf<((page: number) => void) | undefined>();
  });

  it('Select and RadioGroup infer the value type from their options', () => {
    expectTypeOf(Select<number>)
      .parameter(0)
      .toEqualTypeOf<SelectProps<number>>();
    expectTypeOf(RadioGroup<boolean>)
      .parameter(0)
      .toEqualTypeOf<RadioGroupProps<boolean>>();
    const sorts = [{ value: 1, label: '최신순' }];
    void (<Select aria-label="정렬" options={sorts} onChange={(value: number) => void value} />);
    // @ts-expect-error numeric options give numbers, not strings
    void (<Select aria-label="정렬" options={sorts} onChange={(value: string) => void value} />);
    const consent = [
      { value: true, label: '동의' },
      { value: false, label: '동의 안 함' },
    ];
    void (<RadioGroup value={null} options={consent} onChange={(v: boolean) => void v} />);
    // @ts-expect-error boolean options give booleans, not strings
    void (<RadioGroup value={null} options={consent} onChange={(v: string) => void v} />);
    // @ts-expect-error a select's values are strings or numbers
    void (<Select aria-label="x" options={[{ value: true, label: 'yes' }]} />);
  });
});

describe('dialogs and field errors', () => {
  it('useDialog answers alert, confirm and error', () => {
    expectTypeOf(useDialog).returns.toEqualTypeOf<DialogApi>();
    expectTypeOf<DialogApi['confirm']>().toEqualTypeOf<
      (message: ReactNode, options?: DialogOptions) => Promise<boolean>
    >();
    expectTypeOf<DialogApi['alert']>().returns.toEqualTypeOf<Promise<void>>();
  });

  it("showFieldErrors takes a 422 body's errors (field name to messages)", () => {
    expectTypeOf<Record<string, string[]>>().toExtend<FieldErrorMap>();
    expectTypeOf(showFieldErrors).parameter(0).toEqualTypeOf<FieldErrorMap>();
    expectTypeOf(showFieldErrors).returns.toEqualTypeOf<FieldErrorsReport>();
    expectTypeOf(useFormErrors)
      .returns.toHaveProperty('showErrors')
      .returns.toEqualTypeOf<FieldErrorsReport>();
  });
});
