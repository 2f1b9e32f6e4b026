import type { Popup } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';

import { popupSlide } from './popup-slide.js';

const POPUP: Popup = {
  id: 1,
  title: '겨울 시즌 캔들 기획전',
  title_en: 'Winter candle collection',
  type: 'daily',
  link: '/shop/category/12',
  link_en: '/shop/category/12?lang=en',
  thumbnail_ko: '/images/popups/winter-sale-ko.jpg',
  thumbnail_en: '/images/popups/winter-sale-en.jpg',
};

describe('popupSlide', () => {
  it('takes the Korean image, link and title in Korean', () => {
    expect(popupSlide(POPUP, 'kr')).toEqual({
      id: 1,
      image: '/images/popups/winter-sale-ko.jpg',
      link: '/shop/category/12',
      alt: '겨울 시즌 캔들 기획전',
    });
  });

  it('takes the English image, link and title in English', () => {
    expect(popupSlide(POPUP, 'en')).toEqual({
      id: 1,
      image: '/images/popups/winter-sale-en.jpg',
      link: '/shop/category/12?lang=en',
      alt: 'Winter candle collection',
    });
  });

  it('falls back to the Korean title, then to the given alt text', () => {
    expect(popupSlide({ ...POPUP, title_en: null }, 'en').alt).toBe('겨울 시즌 캔들 기획전');
    expect(popupSlide({ ...POPUP, title: ' ', title_en: null }, 'en', 'Popup').alt).toBe('Popup');
  });
});
