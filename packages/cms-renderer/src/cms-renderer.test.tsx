import type { CmsNode } from '@atelier/contracts';
import {
  CmsRenderer,
  DEFAULT_CMS_LIMITS,
  renderCmsNode,
  type CmsComponentProps,
} from '@atelier/cms-renderer';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const html = (template: unknown, props: Record<string, unknown> = {}) =>
  renderToString(<CmsRenderer template={template as CmsNode[]} {...props} />);

const node = (tag: string, option: CmsNode['option'] = {}, children?: CmsNode[]): CmsNode => ({
  id: `${tag}-${Math.random().toString(36).slice(2, 8)}`,
  tag,
  option,
  ...(children ? { children } : {}),
});
const text = (tag: string, innerText: string, extra: Record<string, unknown> = {}) =>
  node(tag, { props: { innerText, ...extra } });

describe('CmsRenderer: a normal page', () => {
  it('renders tags, classes, styles and text inside a root div', () => {
    const template: CmsNode[] = [
      node('section', { class: 'hero spring', style: 'padding: 24px; text-align: center' }, [
        text('h2', '봄 시즌 향초 컬렉션'),
        text('p', '벚꽃 향을 담은 소이 캔들을 만나보세요.'),
        node('p', {}, [text('strong', '20% 할인'), node('br'), text('small', '3월 31일까지')]),
      ]),
    ];
    expect(html(template)).toBe(
      '<div class="atelier-cms"><section class="hero spring" style="padding:24px;text-align:center">' +
        '<h2>봄 시즌 향초 컬렉션</h2><p>벚꽃 향을 담은 소이 캔들을 만나보세요.</p>' +
        '<p><strong>20% 할인</strong><br/><small>3월 31일까지</small></p></section></div>',
    );
  });

  it('renders every allow-listed tag as itself', () => {
    // prettier-ignore
    const tags = [
      'div', 'section', 'article', 'header', 'footer', 'p', 'span', 'h1', 'h2', 'h3', 'h4',
      'h5', 'h6', 'figure', 'figcaption', 'strong', 'em', 'b', 'i', 'u', 'small', 'blockquote',
      'button', 'a',
    ];
    const out = html(tags.map((tag) => text(tag, tag)));
    for (const tag of tags) expect(out).toContain(`<${tag}`);
    expect(out).toContain('<button type="button">button</button>');
    expect(
      html([node('ul', {}, [text('li', '하나')]), node('ol', {}, [text('li', '둘')]), node('hr')]),
    ).toBe('<div class="atelier-cms"><ul><li>하나</li></ul><ol><li>둘</li></ol><hr/></div>');
  });

  it('renders links with safe hrefs and noopener for new windows', () => {
    const out = html([
      text('a', '봄 기획전', { href: '/contents/promotion/3' }),
      text('a', '인스타그램', { href: 'https://instagram.com/atelier', target: '_blank' }),
      text('a', '문의', { href: 'mailto:help@atelier.kr', rel: 'nofollow', title: '메일 보내기' }),
      text('a', '1800-8914', { href: 'tel:1800-8914', target: '_self' }),
    ]);
    expect(out).toContain('<a href="/contents/promotion/3">봄 기획전</a>');
    expect(out).toContain(
      '<a href="https://instagram.com/atelier" target="_blank" rel="noopener noreferrer">인스타그램</a>',
    );
    expect(out).toContain(
      '<a href="mailto:help@atelier.kr" rel="nofollow" title="메일 보내기">문의</a>',
    );
    expect(out).toContain('<a href="tel:1800-8914" target="_self">1800-8914</a>');
  });

  it('renders images and pictures with allow-listed attributes', () => {
    const out = html([
      node('picture', {}, [
        node('source', {
          props: { srcset: '/img/spring.webp 1x, /img/spring@2x.webp 2x', type: 'image/webp' },
        }),
        node('img', {
          props: {
            src: '/img/spring.jpg',
            alt: '봄 캔들',
            width: '640',
            height: 320,
            loading: 'lazy',
          },
        }),
      ]),
      node('img', { props: { src: 'https://cdn.atelier.kr/a.jpg' } }),
    ]);
    expect(out).toContain(
      '<picture><source srcSet="/img/spring.webp 1x, /img/spring@2x.webp 2x" type="image/webp"/>' +
        '<img src="/img/spring.jpg" alt="봄 캔들" width="640" height="320" loading="lazy"/></picture>',
    );
    // Decorative by default: an image without alt gets alt="" rather than its file name read out.
    expect(out).toContain('<img src="https://cdn.atelier.kr/a.jpg" alt=""/>');
  });

  it('renders tables, wrapping bare rows in a tbody like the HTML parser does', () => {
    const out = html([
      node('table', { class: 'shipping' }, [
        node('thead', {}, [
          node('tr', {}, [text('th', '지역', { scope: 'col' }), text('th', '배송비')]),
        ]),
        node('tr', {}, [text('td', '제주', { colspan: 1 }), text('td', '3,000원')]),
        node('tr', {}, [text('td', '도서산간', { rowspan: '2' }), text('td', '5,000원')]),
      ]),
    ]);
    expect(out).toBe(
      '<div class="atelier-cms"><table class="shipping"><thead><tr><th scope="col">지역</th><th>배송비</th></tr></thead>' +
        '<tbody><tr><td colSpan="1">제주</td><td>3,000원</td></tr><tr><td rowSpan="2">도서산간</td><td>5,000원</td></tr></tbody>' +
        '</table></div>',
    );
  });

  it('keeps aria-*, data-*, role and lang attributes, and prefixes ids and their fragments', () => {
    const out = html([
      text('div', '안내', {
        id: 'notice',
        role: 'note',
        lang: 'ko-KR',
        'aria-label': '안내문',
        'data-track': 'banner-12',
      }),
      text('a', '안내로', { href: '#notice' }),
    ]);
    expect(out).toContain(
      '<div id="cms-notice" role="note" lang="ko-KR" aria-label="안내문" data-track="banner-12">안내</div>',
    );
    expect(out).toContain('<a href="#cms-notice">안내로</a>');
  });

  it('renders text then children, and numbers as text', () => {
    expect(html([node('p', { props: { innerText: '가격 ' } }, [text('strong', '12,000원')])])).toBe(
      '<div class="atelier-cms"><p>가격 <strong>12,000원</strong></p></div>',
    );
    expect(html([{ id: 'n', tag: 'span', option: { props: { innerText: 2026 } } }])).toBe(
      '<div class="atelier-cms"><span>2026</span></div>',
    );
  });

  it('renders unknown tags as div and accepts tags in any case', () => {
    expect(
      html([
        text('nav', '메뉴'),
        text('custom-card', '카드'),
        text('H3', '제목'),
        text(' P ', '본문'),
      ]),
    ).toBe('<div class="atelier-cms"><div>메뉴</div><div>카드</div><h3>제목</h3><p>본문</p></div>');
  });

  it('makes the whole page one link when `link` is safe, with inner links as spans', () => {
    expect(
      html([text('p', '보러 가기'), text('a', '안쪽 링크', { href: '/x' })], {
        link: '/contents/promotion',
      }),
    ).toBe(
      '<a href="/contents/promotion" class="atelier-cms"><p>보러 가기</p><span>안쪽 링크</span></a>',
    );
    expect(html([text('p', '링크 없음')], { link: 'javascript:alert(1)' })).toBe(
      '<div class="atelier-cms"><p>링크 없음</p></div>',
    );
    expect(html([text('p', 'x')], { link: null, className: 'home-main bad<class' })).toBe(
      '<div class="atelier-cms home-main"><p>x</p></div>',
    );
  });

  it('renders nestings the parser would rearrange as span or div', () => {
    const out = html([
      node('p', {}, [
        text('div', '블록'),
        node('ul', {}, [text('li', '항목')]),
        text('h3', '제목'),
      ]),
      node('h2', {}, [text('h3', '부제')]),
      node('a', { props: { href: '/a' } }, [
        text('a', '중첩 링크', { href: '/b' }),
        text('button', '버튼'),
      ]),
      node('button', {}, [text('button', '중첩 버튼')]),
      text('li', '목록 밖 항목'),
      node('div', {}, [node('tr', {}, [text('td', '표 밖 칸')])]),
    ]);
    expect(out).toBe(
      '<div class="atelier-cms">' +
        '<p><span>블록</span><span><span>항목</span></span><span>제목</span></p>' +
        '<h2><span>부제</span></h2>' +
        '<a href="/a"><span>중첩 링크</span><span>버튼</span></a>' +
        '<button type="button"><span>중첩 버튼</span></button>' +
        '<div>목록 밖 항목</div>' +
        '<div><div><div>표 밖 칸</div></div></div>' +
        '</div>',
    );
  });

  it('starts a fresh context inside table cells and buttons', () => {
    expect(
      html([
        node('p', {}, [node('button', {}, [text('span', '버튼 안')])]),
        node('a', { props: { href: '/x' } }, [
          node('table', {}, [
            node('tr', {}, [node('td', {}, [text('a', '칸 안 링크', { href: '/y' })])]),
          ]),
        ]),
      ]),
    ).toBe(
      '<div class="atelier-cms"><p><button type="button"><span>버튼 안</span></button></p>' +
        '<a href="/x"><table><tbody><tr><td><a href="/y">칸 안 링크</a></td></tr></tbody></table></a></div>',
    );
  });

  it('hands nodes to app components with sanitised props', () => {
    const seen: CmsComponentProps[] = [];
    function RouterLink(props: CmsComponentProps) {
      seen.push(props);
      return (
        <a data-router="yes" {...props.props}>
          {props.children}
        </a>
      );
    }
    function ProductGrid({ node: raw }: CmsComponentProps) {
      const ids = (raw.option?.props?.productIds as number[] | undefined) ?? [];
      return (
        <ul className="product-grid">
          {ids.map((id) => (
            <li key={id}>{`상품 ${id}`}</li>
          ))}
        </ul>
      );
    }
    const out = html(
      [
        text('a', '기획전', { href: '/contents/promotion', onclick: 'steal()', target: '_blank' }),
        { id: 'g', tag: 'product-grid', option: { props: { productIds: [3, 7] } } },
      ],
      { components: { a: RouterLink, 'product-grid': ProductGrid } },
    );
    expect(out).toBe(
      '<div class="atelier-cms"><a data-router="yes" href="/contents/promotion" target="_blank" rel="noopener noreferrer">기획전</a>' +
        '<ul class="product-grid"><li>상품 3</li><li>상품 7</li></ul></div>',
    );
    expect(seen[0]!.tag).toBe('a');
    expect(seen[0]!.props).toEqual({
      href: '/contents/promotion',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('uses the `a` component for the page link too', () => {
    function RouterLink(props: CmsComponentProps) {
      return (
        <a data-router="page" {...props.props}>
          {props.children}
        </a>
      );
    }
    expect(
      html([text('span', '이동')], { link: '/shop/best-seller', components: { a: RouterLink } }),
    ).toBe(
      '<a data-router="page" href="/shop/best-seller" class="atelier-cms"><span>이동</span></a>',
    );
  });

  it('renderCmsNode renders one node', () => {
    expect(renderToString(renderCmsNode(text('h1', 'Atelier')))).toBe('<h1>Atelier</h1>');
    expect(renderCmsNode({ id: 'x', tag: 'script' })).toBeNull();
    expect(renderCmsNode('p')).toBeNull();
  });

  it('has the documented default limits', () => {
    expect(DEFAULT_CMS_LIMITS).toEqual({ maxDepth: 32, maxNodes: 2000 });
    expect(Object.isFrozen(DEFAULT_CMS_LIMITS)).toBe(true);
  });

  it('renders an empty root for an empty or missing template', () => {
    expect(html([])).toBe('<div class="atelier-cms"></div>');
    expect(html(undefined)).toBe('<div class="atelier-cms"></div>');
  });
});

describe('CmsRenderer: translateText', () => {
  const english: Record<string, string> = {
    '겨울밤을 채우는 우드윅 캔들': 'Wooden-wick candles for long winter nights',
    '베스트셀러 보기': 'See best sellers',
    '소이 캔들': 'Soy candles',
    '봄 캔들': 'Spring candle',
    '메일 보내기': 'Send an e-mail',
    안내문: 'Notice',
    지역: 'Region',
  };
  const translateText = (phrase: string) => english[phrase] ?? phrase;
  // React hoists a preload hint for the first image; it is not what these tests look at.
  const page = (template: unknown, props: Record<string, unknown> = {}) =>
    html(template, props).replace(/^<link rel="preload"[^>]*>/, '');

  it('translates the text and the readable attributes, and nothing else', () => {
    const out = page(
      [
        node('section', { class: 'cms-hero', style: 'text-align: center' }, [
          text('h2', '겨울밤을 채우는 우드윅 캔들', { id: 'hero', 'data-track': '소이 캔들' }),
          text('a', '베스트셀러 보기', { href: '/shop/best-seller', title: '메일 보내기' }),
          node('img', { props: { src: '/img/봄 캔들.jpg', alt: '봄 캔들' } }),
          node('div', { props: { 'aria-label': '안내문', role: 'note' } }),
        ]),
      ],
      { translateText },
    );
    expect(out).toBe(
      '<div class="atelier-cms"><section class="cms-hero" style="text-align:center">' +
        '<h2 id="cms-hero" data-track="소이 캔들">Wooden-wick candles for long winter nights</h2>' +
        '<a href="/shop/best-seller" title="Send an e-mail">See best sellers</a>' +
        '<img src="/img/봄 캔들.jpg" alt="Spring candle"/>' +
        '<div aria-label="Notice" role="note"></div></section></div>',
    );
  });

  it('looks texts up trimmed and keeps their surrounding whitespace; blank texts are not looked up', () => {
    const seen: string[] = [];
    const out = page(
      [
        node('p', { props: { innerText: '소이 캔들 ' } }, [text('strong', '20%')]),
        text('span', '   '),
        { id: 'n', tag: 'span', option: { props: { innerText: 2026 } } },
        node('img', { props: { src: '/a.jpg' } }),
      ],
      {
        translateText: (phrase: string) => {
          seen.push(phrase);
          return translateText(phrase);
        },
      },
    );
    expect(out).toBe(
      '<div class="atelier-cms"><p>Soy candles <strong>20%</strong></p><span>   </span><span>2026</span>' +
        '<img src="/a.jpg" alt=""/></div>',
    );
    expect(seen).toEqual(['소이 캔들', '20%', '2026']);
  });

  it('keeps the text as written when the translator answers nothing usable', () => {
    const answers: unknown[] = ['', undefined, null, 42];
    for (const answer of answers) {
      expect(
        html([text('p', '지역', { title: '안내문' })], {
          translateText: () => answer as string,
        }),
      ).toBe('<div class="atelier-cms"><p title="안내문">지역</p></div>');
    }
  });

  it('changes nothing without it', () => {
    const template = [
      node('p', { props: { innerText: '소이 캔들 ', title: '메일 보내기' } }, [text('th', '지역')]),
      node('img', { props: { src: '/a.jpg', alt: '봄 캔들' } }),
    ];
    const expected =
      '<div class="atelier-cms"><p title="메일 보내기">소이 캔들 <span>지역</span></p>' +
      '<img src="/a.jpg" alt="봄 캔들"/></div>';
    expect(page(template)).toBe(expected);
    expect(page(template, { translateText: undefined })).toBe(expected);
    expect(page(template, { translateText: 'not a function' })).toBe(expected);
  });

  it('hands app components translated props and children, and the raw node as it was', () => {
    const seen: CmsComponentProps[] = [];
    function RouterLink(props: CmsComponentProps) {
      seen.push(props);
      return <a {...props.props}>{props.children}</a>;
    }
    const out = html(
      [text('a', '베스트셀러 보기', { href: '/shop/best-seller', title: '메일 보내기' })],
      {
        components: { a: RouterLink },
        translateText,
      },
    );
    expect(out).toBe(
      '<div class="atelier-cms"><a href="/shop/best-seller" title="Send an e-mail">See best sellers</a></div>',
    );
    expect(seen[0]!.props.title).toBe('Send an e-mail');
    expect(seen[0]!.node.option?.props?.innerText).toBe('베스트셀러 보기');
  });

  it('renderCmsNode takes it too', () => {
    expect(
      renderToString(renderCmsNode(text('h1', '지역', { title: '안내문' }), { translateText })),
    ).toBe('<h1 title="Notice">Region</h1>');
  });
});
