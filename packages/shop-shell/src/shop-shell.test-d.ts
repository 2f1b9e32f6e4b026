import type {
  AppNotification,
  Category,
  InstaFeedItem,
  NoticeSummary,
  Popup,
} from '@atelier/contracts';
import type { ShopChrome } from '@atelier/shop-shell';
import {
  shellApi,
  startIntegrations,
  useIntegrations,
  useNotifications,
  type ChromeDevice,
  type IntegrationKeys,
  type Integrations,
  type ShellLinks,
  type ShopChromeProps,
} from '@atelier/shop-shell';
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

describe('ShopChrome', () => {
  it('takes the app’s translator, links, device hint, overlay and optional menu state', () => {
    expectTypeOf<ComponentProps<typeof ShopChrome>>().toEqualTypeOf<ShopChromeProps>();
    expectTypeOf<ShopChromeProps['links']>().toEqualTypeOf<Partial<ShellLinks> | undefined>();
    expectTypeOf<ShopChromeProps['device']>().toEqualTypeOf<ChromeDevice | undefined>();
    expectTypeOf<ChromeDevice>().toEqualTypeOf<'mobile' | 'desktop' | 'unknown'>();
    expectTypeOf<NonNullable<ShopChromeProps['menu']>['onOpenChange']>().toEqualTypeOf<
      (open: boolean) => void
    >();
  });
});

describe('shellApi', () => {
  it('answers the contracts wire types', () => {
    const { endpoints } = shellApi;
    expectTypeOf(endpoints.getCategories.Types.ResultType).toEqualTypeOf<Category[]>();
    expectTypeOf(endpoints.getActivePopups.Types.ResultType).toEqualTypeOf<Popup[]>();
    expectTypeOf(endpoints.getLatestNotices.Types.ResultType).toEqualTypeOf<NoticeSummary[]>();
    expectTypeOf(endpoints.getInstaFeeds.Types.ResultType).toEqualTypeOf<InstaFeedItem[]>();
    expectTypeOf(endpoints.getNotifications.Types.QueryArg).toEqualTypeOf<string>();
    expectTypeOf(endpoints.getNotifications.Types.ResultType).toEqualTypeOf<AppNotification[]>();
  });

  it('notifications come as one state with their actions', () => {
    expectTypeOf(useNotifications).parameters.toEqualTypeOf<[]>();
    expectTypeOf(useNotifications())
      .toHaveProperty('remove')
      .toEqualTypeOf<(id: number) => Promise<void>>();
  });
});

describe('integrations', () => {
  it('boot from public keys and are read with a hook', () => {
    expectTypeOf(startIntegrations)
      .parameter(0)
      .toHaveProperty('keys')
      .toEqualTypeOf<IntegrationKeys>();
    expectTypeOf(startIntegrations).returns.toEqualTypeOf<Integrations>();
    expectTypeOf(useIntegrations).returns.toEqualTypeOf<Integrations>();
  });
});
