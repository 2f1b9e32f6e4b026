import { BLANK_URL, isSafeUrl, sanitizeUrl } from '@atelier/cms-renderer';
import { describe, expect, it } from 'vitest';

describe('isSafeUrl / sanitizeUrl', () => {
  it.each([
    ['https://atelier.kr/shop/product/12', 'https://atelier.kr/shop/product/12'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://ATELIER.KR/', 'HTTPS://ATELIER.KR/'],
    ['/contents/promotion/3', '/contents/promotion/3'],
    ['../images/a.jpg', '../images/a.jpg'],
    ['shop/cart', 'shop/cart'],
    ['?page=2', '?page=2'],
    ['#notice', '#notice'],
    ['//cdn.atelier.kr/banner.jpg', '//cdn.atelier.kr/banner.jpg'],
    ['mailto:help@atelier.kr', 'mailto:help@atelier.kr'],
    ['tel:1800-8914', 'tel:1800-8914'],
    ['  /shop/best-seller \n', '/shop/best-seller'],
    // Percent-encoding is kept: decoding it would change what the link means.
    ['/shop/search?keyword=%EC%BA%94%EB%93%A4%26', '/shop/search?keyword=%EC%BA%94%EB%93%A4%26'],
  ])('keeps the link %j', (input, expected) => {
    expect(isSafeUrl(input)).toBe(true);
    expect(sanitizeUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript\u0000:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com/a',
    'blob:https://atelier.kr/123',
    'intent://scan#Intent;scheme=zxing;end',
    'https://',
    '',
    '   ',
    `/${'a'.repeat(2100)}`,
  ])('refuses the link %j', (input) => {
    expect(isSafeUrl(input)).toBe(false);
    expect(sanitizeUrl(input)).toBe(BLANK_URL);
    expect(BLANK_URL).toBe('about:blank');
  });

  it.each([undefined, null, 42, {}, ['https://a.kr'], { toString: () => 'https://a.kr' }])(
    'refuses the non-string %j',
    (input) => {
      expect(isSafeUrl(input)).toBe(false);
      expect(sanitizeUrl(input)).toBe('about:blank');
    },
  );

  it('allows mailto: and tel: for links only, never for resources', () => {
    expect(isSafeUrl('mailto:help@atelier.kr', 'link')).toBe(true);
    expect(isSafeUrl('mailto:help@atelier.kr', 'resource')).toBe(false);
    expect(isSafeUrl('tel:032-672-8914', 'resource')).toBe(false);
    expect(isSafeUrl('https://cdn.atelier.kr/a.jpg', 'resource')).toBe(true);
    expect(isSafeUrl('/images/a.jpg', 'resource')).toBe(true);
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=', 'resource')).toBe(false);
  });
});
