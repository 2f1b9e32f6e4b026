import { describe, expect, test } from 'vitest';

import { deviceHint } from './page-hints.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GALAXY =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const GALAXY_TAB =
  'Mozilla/5.0 (Linux; Android 14; SM-X710N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const NAVER_APP =
  'Mozilla/5.0 (Linux; Android 13; SM-G991N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 NAVER(inapp; search; 2000; 12.3.6)';

describe('deviceHint', () => {
  test('phones are mobile: iPhone, Android phones, in-app browsers', () => {
    expect(deviceHint({ userAgent: IPHONE })).toBe('mobile');
    expect(deviceHint({ userAgent: GALAXY })).toBe('mobile');
    expect(deviceHint({ userAgent: NAVER_APP })).toBe('mobile');
  });

  test('desktop operating systems are desktop', () => {
    expect(deviceHint({ userAgent: WINDOWS })).toBe('desktop');
    expect(deviceHint({ userAgent: MAC })).toBe('desktop');
  });

  test('tablets and unknown agents render both variants', () => {
    expect(deviceHint({ userAgent: GALAXY_TAB })).toBe('unknown');
    expect(deviceHint({ userAgent: 'curl/8.5.0' })).toBe('unknown');
    expect(deviceHint({})).toBe('unknown');
  });

  test('Sec-CH-UA-Mobile decides over the User-Agent', () => {
    expect(deviceHint({ userAgent: WINDOWS, chUaMobile: '?1' })).toBe('mobile');
    expect(deviceHint({ userAgent: GALAXY, chUaMobile: '?0' })).toBe('desktop');
  });
});
