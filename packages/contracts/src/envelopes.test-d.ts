import { describe, expectTypeOf, it } from 'vitest';

import {
  paginate,
  type ApiMessageBody,
  type FieldErrors,
  type MessageResponse,
  type Paginated,
  type ValidationErrorBody,
} from './index.js';

describe('Paginated<T> and paginate', () => {
  it('carries the item type into data and leaves from/to nullable', () => {
    expectTypeOf<Paginated<{ id: number }>['data']>().toEqualTypeOf<{ id: number }[]>();
    expectTypeOf<Paginated<string>['from']>().toEqualTypeOf<number | null>();
    expectTypeOf<Paginated<string>['to']>().toEqualTypeOf<number | null>();
    expectTypeOf<Paginated<string>>().toHaveProperty('current_page').toEqualTypeOf<number>();
  });

  it('infers the envelope from the items', () => {
    const page = paginate([{ id: 1, title: 'a' }], { page: 1, perPage: 10, total: 1 });
    expectTypeOf(page).toEqualTypeOf<Paginated<{ id: number; title: string }>>();
    expectTypeOf(paginate).parameter(1).toEqualTypeOf<{
      page: number;
      perPage: number;
      total: number;
    }>();
  });
});

describe('message and error bodies', () => {
  it('are a message, plus dotted field errors for 422', () => {
    expectTypeOf<MessageResponse>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<ApiMessageBody>().toEqualTypeOf<{ message: string }>();
    expectTypeOf<FieldErrors>().toEqualTypeOf<Record<string, string[]>>();
    expectTypeOf<ValidationErrorBody>().toExtend<ApiMessageBody>();
    expectTypeOf<ValidationErrorBody['errors']>().toEqualTypeOf<FieldErrors>();
  });
});
