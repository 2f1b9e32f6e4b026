// Answers as the server sends them: the fields the API always fills are required and
// non-null, so client code needs no fallbacks the server never triggers.
import { describe, expectTypeOf, it } from 'vitest';

import type {
  AppNotification,
  CategoriesResponse,
  Category,
  CmsPublishedPage,
  LanguageResponse,
  LoginCheckResponse,
  NoticeDetail,
  NoticeSummary,
  NotificationListResponse,
  Popup,
  SessionUser,
  TranslationPhrases,
  UserMessageResponse,
} from './index.js';

describe('catalog', () => {
  it('a category has an English name and a tree of descendants', () => {
    expectTypeOf<Category['name_en']>().toEqualTypeOf<string>();
    expectTypeOf<Category['descendants']>().toEqualTypeOf<Category[]>();
    expectTypeOf<CategoriesResponse['data']>().toEqualTypeOf<Category[]>();
  });
});

describe('content', () => {
  it('a popup always has its title and Korean image; the English ones may be missing', () => {
    expectTypeOf<Popup['title']>().toEqualTypeOf<string>();
    expectTypeOf<Popup['thumbnail_ko']>().toEqualTypeOf<string>();
    expectTypeOf<Popup['thumbnail_en']>().toEqualTypeOf<string | null>();
    expectTypeOf<Popup['link_en']>().toEqualTypeOf<string | null>();
  });

  it('a published CMS page always says whether it is closable', () => {
    expectTypeOf<CmsPublishedPage['closable']>().toEqualTypeOf<boolean>();
    expectTypeOf<CmsPublishedPage['link']>().toEqualTypeOf<string | null>();
  });
});

describe('notifications and notices', () => {
  it('unread notifications have read_at null', () => {
    expectTypeOf<AppNotification['read_at']>().toEqualTypeOf<string | null>();
    expectTypeOf<NotificationListResponse['data']>().toEqualTypeOf<AppNotification[]>();
  });

  it('a notice detail is a summary with its text', () => {
    expectTypeOf<NoticeDetail>().toExtend<NoticeSummary>();
    expectTypeOf<NoticeDetail['content_en']>().toEqualTypeOf<string | null>();
  });
});

describe('session', () => {
  it('visitors have no user; the language answer echoes the pair', () => {
    expectTypeOf<LoginCheckResponse['user']>().toEqualTypeOf<SessionUser | null>();
    expectTypeOf<LanguageResponse>().toEqualTypeOf<{
      lang: 'kr' | 'en';
      currency: 'krw' | 'usd';
      message: string;
    }>();
    expectTypeOf<UserMessageResponse>().toEqualTypeOf<{ user: SessionUser; message: string }>();
  });

  it('a translation package maps phrases to phrases', () => {
    expectTypeOf<TranslationPhrases>().toEqualTypeOf<Record<string, string>>();
  });
});
