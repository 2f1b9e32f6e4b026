import {
  createApiClient,
  createEndpoints,
  type ApiResult,
  type Endpoints,
} from '@atelier/api-client';
import type {
  CategoriesResponse,
  ClickLogInput,
  CmsPublishedPage,
  InstaFeedResponse,
  LanguageInput,
  LanguageResponse,
  ListQueryInput,
  LoginCheckResponse,
  LoginInput,
  LoginResponse,
  MessageResponse,
  NoticeSummary,
  NotificationListResponse,
  Paginated,
  Popup,
  RegisterInput,
  ResourceClickInput,
  TranslationPhrases,
  TranslationTermsInput,
  UserMessageResponse,
} from '@atelier/contracts';
import { describe, expectTypeOf, it } from 'vitest';

// Every call is typed with the wire types of @atelier/contracts: its body is the request
// shape the API validates and it resolves to the answer the API sends.
describe('createEndpoints', () => {
  const api = createEndpoints(createApiClient());

  it('is the Endpoints type', () => {
    expectTypeOf(api).toEqualTypeOf<Endpoints>();
  });

  it('session and auth calls take the contracts inputs and answer their responses', () => {
    expectTypeOf(api.session.loginCheck()).resolves.toEqualTypeOf<ApiResult<LoginCheckResponse>>();
    expectTypeOf(api.session.setLanguage).parameter(0).toEqualTypeOf<LanguageInput>();
    expectTypeOf(api.session.setLanguage).returns.resolves.toEqualTypeOf<
      ApiResult<LanguageResponse>
    >();
    expectTypeOf(api.auth.login).parameter(0).toEqualTypeOf<LoginInput>();
    expectTypeOf(api.auth.login).returns.resolves.toEqualTypeOf<ApiResult<LoginResponse>>();
    expectTypeOf(api.auth.register).parameter(0).toEqualTypeOf<RegisterInput>();
    expectTypeOf(api.auth.register).returns.resolves.toEqualTypeOf<
      ApiResult<UserMessageResponse>
    >();
    expectTypeOf(api.auth.logout()).resolves.toEqualTypeOf<ApiResult<MessageResponse>>();
  });

  it('catalog, content and notices answer the contracts responses', () => {
    expectTypeOf(api.catalog.categories()).resolves.toEqualTypeOf<ApiResult<CategoriesResponse>>();
    expectTypeOf(api.content.cmsPage('home')).resolves.toEqualTypeOf<ApiResult<CmsPublishedPage>>();
    expectTypeOf(api.content.popups()).resolves.toEqualTypeOf<ApiResult<Paginated<Popup>>>();
    expectTypeOf(api.content.instaFeeds()).resolves.toEqualTypeOf<ApiResult<InstaFeedResponse>>();
    expectTypeOf(api.content.clickLog).parameter(0).toEqualTypeOf<ClickLogInput>();
    expectTypeOf(api.content.resourceClick).parameter(0).toEqualTypeOf<ResourceClickInput>();
    expectTypeOf(api.notices.list).parameter(0).toEqualTypeOf<ListQueryInput | undefined>();
    expectTypeOf(api.notices.list()).resolves.toEqualTypeOf<ApiResult<Paginated<NoticeSummary>>>();
    expectTypeOf(api.notifications.list('hong')).resolves.toEqualTypeOf<
      ApiResult<NotificationListResponse>
    >();
  });

  it('translation calls send terms and answer phrase maps', () => {
    expectTypeOf(api.translation.submitTerms).parameter(0).toEqualTypeOf<TranslationTermsInput>();
    expectTypeOf(api.translation.getPackage('en')).resolves.toEqualTypeOf<
      ApiResult<TranslationPhrases>
    >();
  });

  it('refuses bodies the API would reject', () => {
    // @ts-expect-error a language/currency pair needs both fields
    void api.session.setLanguage({ lang: 'en' });
    // @ts-expect-error resource clicks count popups only
    void api.content.resourceClick({ resource: 'notices', id: 1 });
  });
});
