import { type CompanyInfo } from '@atelier/shop-shell';
import { describe, expect, it } from 'vitest';
import { COMPANY_INFO, DEMO_BANK_ACCOUNT } from './company-info.js';
import { localizeBankAccount, localizeCompanyInfo } from './localize-company-info.js';

const HANGUL = /[가-힣]/;

describe('localizeCompanyInfo', () => {
  it('gives Korean pages the very same block', () => {
    expect(localizeCompanyInfo(COMPANY_INFO, 'kr')).toBe(COMPANY_INFO);
    expect(localizeCompanyInfo(COMPANY_INFO, 'ko')).toBe(COMPANY_INFO);
    expect(localizeCompanyInfo(COMPANY_INFO, undefined)).toBe(COMPANY_INFO);
    expect(localizeBankAccount(DEMO_BANK_ACCOUNT, 'kr')).toBe(DEMO_BANK_ACCOUNT);
  });

  it('gives English pages the English names, address and bank account, nothing in Korean', () => {
    const en = localizeCompanyInfo(COMPANY_INFO, 'en');
    expect(en).toMatchObject({
      ...COMPANY_INFO.en,
      bankAccount: { ...DEMO_BANK_ACCOUNT.en, number: DEMO_BANK_ACCOUNT.number },
    });
    expect(en.name).not.toBe(COMPANY_INFO.name);
    // Language-neutral values stay as they are.
    expect(en.businessNumber).toBe(COMPANY_INFO.businessNumber);
    expect(en.phones).toEqual(COMPANY_INFO.phones);
    expect(en.hours).toEqual(COMPANY_INFO.hours);
    const { en: _english, bankAccount, ...shown } = en;
    const { en: _bankEnglish, ...account } = bankAccount;
    expect(JSON.stringify([shown, account])).not.toMatch(HANGUL);
    expect(localizeCompanyInfo(COMPANY_INFO, 'en-US').name).toBe('Atelier Co., Ltd.');
  });

  it('falls back to the Korean value for each English field left out or empty', () => {
    const company: CompanyInfo = {
      ...COMPANY_INFO,
      ceo: '홍길동',
      bankAccount: {
        bank: '국민은행',
        number: '123',
        holder: '홍길동',
        en: { bank: 'KB Kookmin Bank' },
      },
      en: { name: 'Hong Candles', ceo: '' },
    };
    const en = localizeCompanyInfo(company, 'en');
    expect([en.name, en.ceo, en.address]).toEqual(['Hong Candles', '홍길동', COMPANY_INFO.address]);
    expect(en.bankAccount).toMatchObject({
      bank: 'KB Kookmin Bank',
      holder: '홍길동',
      number: '123',
    });
    const { en: _none, ...withoutEnglish } = company;
    expect(localizeCompanyInfo(withoutEnglish, 'en')).toMatchObject({
      name: COMPANY_INFO.name,
      ceo: '홍길동',
    });
  });
});
