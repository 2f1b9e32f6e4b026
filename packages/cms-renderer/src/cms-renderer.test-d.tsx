import {
  CmsBanner,
  CmsRenderer,
  isSafeUrl,
  renderCmsNode,
  useBannerDismissal,
  type BannerDismissal,
  type CmsBannerData,
  type CmsBannerProps,
  type CmsComponentProps,
  type CmsComponents,
  type CmsRendererProps,
  type TranslateText,
} from '@atelier/cms-renderer';
import type { CmsNode, CmsPublishedPage } from '@atelier/contracts';
import type { ReactElement } from 'react';
import { describe, expectTypeOf, it } from 'vitest';

describe('CmsRenderer', () => {
  it('takes its props and renders an element', () => {
    expectTypeOf(CmsRenderer).parameter(0).toEqualTypeOf<CmsRendererProps>();
    expectTypeOf(CmsRenderer).returns.toEqualTypeOf<ReactElement>();
  });

  it('renders a published page of the API as it comes', () => {
    expectTypeOf<CmsPublishedPage['template']>().toExtend<CmsRendererProps['template']>();
    expectTypeOf<CmsPublishedPage['link']>().toExtend<CmsRendererProps['link']>();
    const page = {} as CmsPublishedPage;
    void (<CmsRenderer template={page.template} link={page.link} />);
  });

  it("takes translation-ai's t and replacement components by tag", () => {
    expectTypeOf<(phrase: string) => string>().toExtend<TranslateText>();
    expectTypeOf<CmsComponentProps['node']>().toEqualTypeOf<CmsNode>();
    const RouterLink = ({ children }: CmsComponentProps) => <a href="/">{children}</a>;
    expectTypeOf({ a: RouterLink }).toExtend<CmsComponents>();
  });
});

describe('CmsBanner', () => {
  it('takes a banner built from a published page', () => {
    expectTypeOf(CmsBanner).parameter(0).toEqualTypeOf<CmsBannerProps>();
    expectTypeOf(CmsBanner).returns.toEqualTypeOf<ReactElement | null>();
    const page = {} as CmsPublishedPage;
    const banner: CmsBannerData = { id: 'home-banner-top', ...page };
    void (<CmsBanner banner={banner} lang="en" />);
    // @ts-expect-error a banner says whether it is closable
    void (<CmsBanner banner={{ id: 'x', template: page.template }} />);
  });

  it('useBannerDismissal answers the dismissal state', () => {
    expectTypeOf(useBannerDismissal).returns.toEqualTypeOf<BannerDismissal>();
    expectTypeOf<BannerDismissal['expiresAt']>().toEqualTypeOf<number | null>();
  });
});

describe('helpers', () => {
  it('renderCmsNode takes untrusted input; isSafeUrl narrows to string', () => {
    expectTypeOf(renderCmsNode).parameter(0).toEqualTypeOf<unknown>();
    expectTypeOf(renderCmsNode).returns.toEqualTypeOf<ReactElement | null>();
    const value: unknown = 'https://example.com';
    if (isSafeUrl(value)) expectTypeOf(value).toEqualTypeOf<string>();
  });
});
