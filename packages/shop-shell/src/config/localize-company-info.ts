import { normaliseLang, type Lang } from '@atelier/contracts';

import type { BankAccount, CompanyInfo } from './company-info.js';

/** `base` with the non-empty string values of `override` in place of its own. */
function withOverrides<T extends object>(base: T, override: object | undefined): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override ?? {})) {
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out as T;
}

/**
 * The bank account as a page in `language` shows it: on English pages the `en` bank name and
 * holder (where given), otherwise the account as it is.
 *
 * @example
 * localizeBankAccount(DEMO_BANK_ACCOUNT, 'en').bank; // 'Industrial Bank of Korea (IBK)'
 * localizeBankAccount(DEMO_BANK_ACCOUNT, 'kr').bank; // '기업은행'
 */
export function localizeBankAccount(
  account: BankAccount,
  language: Lang | string | undefined,
): BankAccount {
  return normaliseLang(language) === 'kr' ? account : withOverrides(account, account.en);
}

/**
 * The company block as a page in `language` shows it: on English pages the `en` values
 * (company name, CEO, address…, and the bank account's) where given, otherwise the block as
 * it is. Korean pages get the very same object.
 *
 * @example
 * localizeCompanyInfo(COMPANY_INFO, 'en').name; // 'Atelier Co., Ltd.'
 * localizeCompanyInfo(COMPANY_INFO, 'kr') === COMPANY_INFO; // true
 */
export function localizeCompanyInfo(
  company: CompanyInfo,
  language: Lang | string | undefined,
): CompanyInfo {
  if (normaliseLang(language) === 'kr') return company;
  return {
    ...withOverrides(company, company.en),
    bankAccount: localizeBankAccount(company.bankAccount, language),
  };
}
