import { sanitizeStyle } from '@atelier/cms-renderer';
import { describe, expect, it } from 'vitest';

describe('sanitizeStyle', () => {
  it('parses a style string into a React style object of allowed properties', () => {
    expect(
      sanitizeStyle(
        'color: #333; Font-Size: 14px; margin-top:8px ; display:flex; gap: 12px; ' +
          'font-family: "Noto Sans KR", sans-serif; background-color: rgb(255, 248, 240)',
      ),
    ).toEqual({
      color: '#333',
      fontSize: '14px',
      marginTop: '8px',
      display: 'flex',
      gap: '12px',
      fontFamily: '"Noto Sans KR", sans-serif',
      backgroundColor: 'rgb(255, 248, 240)',
    });
  });

  it('accepts objects with camelCase or kebab-case keys, and numbers', () => {
    expect(
      sanitizeStyle({ backgroundColor: '#fff8f0', 'text-align': 'center', lineHeight: 1.5 }),
    ).toEqual({ backgroundColor: '#fff8f0', textAlign: 'center', lineHeight: 1.5 });
  });

  it('keeps background images with http(s) and relative URLs only', () => {
    expect(sanitizeStyle('background-image: url(https://cdn.atelier.kr/spring.jpg)')).toEqual({
      backgroundImage: 'url(https://cdn.atelier.kr/spring.jpg)',
    });
    expect(
      sanitizeStyle(`background-image: url('/images/spring.jpg'), linear-gradient(#fff, #000)`),
    ).toEqual({
      backgroundImage: `url('/images/spring.jpg'), linear-gradient(#fff, #000)`,
    });
    expect(sanitizeStyle('background: #fff url("../a.png") no-repeat')).toEqual({
      background: '#fff url("../a.png") no-repeat',
    });
    for (const bad of [
      'url(javascript:alert(1))',
      'url("javascript:alert(1)")',
      "url( 'JAVASCRIPT:alert(1)' )",
      'url(data:image/svg+xml;base64,PHN2Zz4=)',
      'url(vbscript:x)',
      'url(https://a.kr/x.png), url(javascript:alert(1))',
      'url(https://a.kr/x.png',
      'url("https://a.kr/x.png"',
      'image-set("javascript:alert(1)" 1x)',
      '-webkit-image-set(url(https://a.kr/a.png) 1x)',
      'cross-fade(url(/a.png), url(/b.png), 50%)',
      'element(#secret)',
    ]) {
      expect(sanitizeStyle(`background-image: ${bad}`), bad).toEqual({});
      expect(sanitizeStyle({ backgroundImage: bad }), bad).toEqual({});
    }
  });

  it('refuses url() in every other property', () => {
    expect(sanitizeStyle('list-style: url(/bullet.png); cursor: url(/c.cur), auto')).toEqual({});
  });

  it.each([
    ['width: expression(alert(1))'],
    ['width: EXPRESSION (alert(1))'],
    ['behavior: url(xss.htc)'],
    ['color: javascript:alert(1)'],
    ['color: vbscript:x'],
    ['-moz-binding: url(http://evil/xss.xml#xss)'],
    ['color: -moz-binding'],
    ['font-family: behavior'],
    ['color: red</style><script>alert(1)</script>'],
    ['font-family: "</style>"'],
    ['color: @import "x.css"'],
    ['color: re\\64'],
    ['background-image: \\75 rl(javascript:alert(1))'],
    ['color: red /* comment */'],
    ['color: <b>'],
    ['position: fixed'],
    ['position: FIXED'],
    ['z-index: 99999'],
    ['z-index: 1.5'],
  ])('drops %j', (css) => {
    const result = sanitizeStyle(css);
    expect(result).not.toHaveProperty('width');
    expect(result).not.toHaveProperty('fontFamily');
    expect(result).not.toHaveProperty('position');
    expect(result).not.toHaveProperty('zIndex');
    expect(result).not.toHaveProperty('backgroundImage');
    expect(result).not.toHaveProperty('behavior');
    expect(result).not.toHaveProperty('MozBinding');
    expect(result).not.toHaveProperty('color');
  });

  it('keeps the harmless declarations next to a refused one', () => {
    expect(sanitizeStyle('color: #222; behavior: url(x.htc); padding: 4px 8px')).toEqual({
      color: '#222',
      padding: '4px 8px',
    });
    expect(sanitizeStyle('position: relative; z-index: 10')).toEqual({
      position: 'relative',
      zIndex: '10',
    });
  });

  it('refuses a value that smuggles a second declaration in an object', () => {
    expect(
      sanitizeStyle({ color: 'red;background-image:url(javascript:alert(1))', margin: '0' }),
    ).toEqual({ margin: '0' });
    expect(sanitizeStyle({ color: 'red}body{background:red' })).toEqual({});
  });

  it('drops !important (React cannot apply it) and unknown or vendor properties', () => {
    expect(
      sanitizeStyle('color: red !important; -webkit-user-select: none; content: "x"; --x: 1'),
    ).toEqual({ color: 'red' });
    expect(sanitizeStyle({ WebkitTransform: 'none', cssText: 'color:red' })).toEqual({});
  });

  it('ignores inherited keys, wrong types and junk', () => {
    const inherited = Object.create({ color: 'red' }) as Record<string, string>;
    inherited.margin = '0';
    expect(sanitizeStyle(inherited)).toEqual({ margin: '0' });
    const polluted = JSON.parse(
      '{"__proto__": {"color": "red"}, "constructor": "x", "padding": "1px"}',
    );
    expect(sanitizeStyle(polluted)).toEqual({ padding: '1px' });
    expect(({} as Record<string, unknown>).color).toBeUndefined();
    for (const junk of [undefined, null, 42, true, ['color: red'], ';;;', ':', 'color', 'color:']) {
      expect(sanitizeStyle(junk)).toEqual({});
    }
    expect(
      sanitizeStyle({ color: { toString: () => 'red' }, margin: NaN, padding: Infinity }),
    ).toEqual({});
  });

  it('keeps at most 64 declarations', () => {
    const css = Array.from({ length: 100 }, (_, i) => `margin-top: ${i}px`).join(';');
    const many = Array.from({ length: 100 }, () => 'color: red; margin: 0; padding: 0').join(';');
    expect(sanitizeStyle(css)).toEqual({ marginTop: '63px' });
    expect(Object.keys(sanitizeStyle(many))).toEqual(['color', 'margin', 'padding']);
  });
});
