// What the API accepts (schema input: what clients send) and what its handlers read (schema
// output) must stay the exported wire types; these assertions fail when a schema drifts.
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

import type {
  ClickLogInput,
  clickLogSchema,
  cmsPageParamsSchema,
  Currency,
  currencySchema,
  IdParam,
  idParamSchema,
  Lang,
  langSchema,
  LanguageInput,
  languageSchema,
  ListQuery,
  ListQueryInput,
  listQuerySchema,
  LoginInput,
  loginSchema,
  MyAccountInput,
  myAccountSchema,
  NoticeSort,
  noticeSortSchema,
  NotificationListQuery,
  notificationListQuerySchema,
  PointPolicyValues,
  pointPolicySchema,
  PopupQueryInput,
  popupQuerySchema,
  RegisterInput,
  registerSchema,
  ResourceClickInput,
  ResourceClickResponse,
  resourceClickSchema,
  SESSION_COOKIE,
  SetStatisticSessionInput,
  setStatisticSessionSchema,
  TranslationPackageQuery,
  translationPackageQuerySchema,
  TranslationTermsInput,
  translationTermsSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './index.js';

describe('locale', () => {
  it('the language and currency schemas parse to Lang and Currency', () => {
    expectTypeOf<z.output<typeof langSchema>>().toEqualTypeOf<Lang>();
    expectTypeOf<z.output<typeof currencySchema>>().toEqualTypeOf<Currency>();
    expectTypeOf<Lang>().toEqualTypeOf<'kr' | 'en'>();
    expectTypeOf<Currency>().toEqualTypeOf<'krw' | 'usd'>();
  });
});

describe('member and session bodies', () => {
  it('login, register and account inputs are what forms send', () => {
    expectTypeOf<z.input<typeof loginSchema>>().toEqualTypeOf<LoginInput>();
    expectTypeOf<LoginInput>().toEqualTypeOf<{ mb_id: string; mb_password: string }>();
    expectTypeOf<z.input<typeof registerSchema>>().toEqualTypeOf<RegisterInput>();
    expectTypeOf<RegisterInput>().toEqualTypeOf<{
      mb_id: string;
      mb_password: string;
      mb_password_confirmation: string;
      mb_name: string;
      mb_email: string;
      mb_hp: string;
      agree_terms: boolean;
      agree_privacy: boolean;
      agree_age14: boolean;
      agree_marketing?: boolean;
      terms_version?: number;
      privacy_version?: number;
    }>();
    // The server always reads a marketing choice.
    expectTypeOf<z.output<typeof registerSchema>['agree_marketing']>().toEqualTypeOf<boolean>();
    expectTypeOf<z.input<typeof myAccountSchema>>().toEqualTypeOf<MyAccountInput>();
  });

  it('language and statistics bodies', () => {
    expectTypeOf<z.input<typeof languageSchema>>().toEqualTypeOf<LanguageInput>();
    expectTypeOf<LanguageInput>().toEqualTypeOf<{ lang: Lang; currency: Currency }>();
    expectTypeOf<
      z.input<typeof setStatisticSessionSchema>
    >().toEqualTypeOf<SetStatisticSessionInput>();
    expectTypeOf<SetStatisticSessionInput>().toEqualTypeOf<{ ga_client_id: string }>();
  });
});

describe('queries and route parameters', () => {
  it('list queries: clients send numbers, all optional; the server reads page and per_page filled in', () => {
    expectTypeOf<z.input<typeof listQuerySchema>>().toEqualTypeOf<ListQueryInput>();
    expectTypeOf<ListQueryInput>().toEqualTypeOf<{
      page?: number;
      per_page?: number;
      perPage?: number;
      sort?: string;
      order?: 'asc' | 'desc';
    }>();
    expectTypeOf<z.output<typeof listQuerySchema>>().toEqualTypeOf<ListQuery>();
    expectTypeOf<ListQuery>().toEqualTypeOf<{
      page: number;
      per_page: number;
      sort?: string;
      order: 'asc' | 'desc';
    }>();
  });

  it('notice sort, popup and notification queries', () => {
    expectTypeOf<NoticeSort>().toEqualTypeOf<'created_at' | 'id' | 'title'>();
    expectTypeOf<z.output<typeof noticeSortSchema>>().toEqualTypeOf<{ sort: NoticeSort }>();
    expectTypeOf<z.input<typeof popupQuerySchema>>().toEqualTypeOf<PopupQueryInput>();
    expectTypeOf<PopupQueryInput>().toEqualTypeOf<{
      active?: 'true' | 'false' | '1' | '0';
      page?: number;
      per_page?: number;
    }>();
    expectTypeOf<
      z.input<typeof notificationListQuerySchema>
    >().toEqualTypeOf<NotificationListQuery>();
    expectTypeOf<NotificationListQuery>().toEqualTypeOf<{ mb_id?: string }>();
    expectTypeOf<
      z.input<typeof translationPackageQuerySchema>
    >().toEqualTypeOf<TranslationPackageQuery>();
    expectTypeOf<TranslationPackageQuery>().toEqualTypeOf<{ locale: Lang }>();
  });

  it('route parameters parse to numbers and names', () => {
    expectTypeOf<z.output<typeof idParamSchema>>().toEqualTypeOf<IdParam>();
    expectTypeOf<IdParam>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<z.output<typeof cmsPageParamsSchema>>().toEqualTypeOf<{ name: string }>();
  });
});

describe('content and translation bodies', () => {
  it('click logs and resource clicks', () => {
    expectTypeOf<z.input<typeof clickLogSchema>>().toEqualTypeOf<ClickLogInput>();
    expectTypeOf<ClickLogInput>().toEqualTypeOf<{
      click_id: number;
      click_type: string;
      click_name: string;
      platform: 'pc' | 'mobile';
    }>();
    expectTypeOf<z.input<typeof resourceClickSchema>>().toEqualTypeOf<ResourceClickInput>();
    expectTypeOf<ResourceClickInput>().toEqualTypeOf<{ resource: 'popups'; id: number }>();
    expectTypeOf<ResourceClickResponse>().toEqualTypeOf<ResourceClickInput>();
  });

  it('terms: each phrase mapped to itself in, the phrase list out', () => {
    expectTypeOf<z.input<typeof translationTermsSchema>>().toEqualTypeOf<TranslationTermsInput>();
    expectTypeOf<TranslationTermsInput>().toEqualTypeOf<{
      locale: Lang;
      terms: Record<string, string>;
    }>();
    expectTypeOf<z.output<typeof translationTermsSchema>['terms']>().toEqualTypeOf<string[]>();
  });
});

describe('wire names', () => {
  it('are literal constants', () => {
    expectTypeOf<typeof XSRF_COOKIE>().toEqualTypeOf<'XSRF-TOKEN'>();
    expectTypeOf<typeof XSRF_HEADER>().toEqualTypeOf<'x-xsrf-token'>();
    expectTypeOf<typeof SESSION_COOKIE>().toEqualTypeOf<'atelier_session'>();
  });

  it('the zod-free point policy values are what the policy schema parses to', () => {
    expectTypeOf<z.output<typeof pointPolicySchema>>().toEqualTypeOf<PointPolicyValues>();
  });
});
