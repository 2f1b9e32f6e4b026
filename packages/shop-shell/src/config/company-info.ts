/**
 * The English values of a {@link BankAccount} that read differently in English.
 *
 * @example
 * const en: BankAccountEnglish = { bank: 'Industrial Bank of Korea (IBK)', holder: 'Atelier Co., Ltd.' };
 */
export type BankAccountEnglish = Partial<Pick<BankAccount, 'bank' | 'holder'>>;

/**
 * A bank account for 무통장입금 (bank transfer). Korean values; `en` holds the English ones
 * English pages show (see `localizeBankAccount`).
 *
 * @example
 * const account: BankAccount = { bank: '기업은행', number: '000-000000-00-000', holder: '(주)아틀리에' };
 */
export interface BankAccount {
  bank: string;
  number: string;
  holder: string;
  /** English bank name and holder for English pages; a field left out shows the Korean value. */
  en?: BankAccountEnglish;
}

/**
 * The shop's social channels; leave one out to hide its icon.
 *
 * @example
 * const social: SocialChannels = { instagram: 'https://www.instagram.com/atelier/' };
 */
export interface SocialChannels {
  instagram?: string;
  youtube?: string;
  blog?: string;
  kakao?: string;
}

/**
 * The English values of a {@link CompanyInfo} that read differently in English (the bank
 * account has its own `en`).
 *
 * @example
 * const en: CompanyInfoEnglish = { name: 'Atelier Co., Ltd.', ceo: 'Haneul Kim' };
 */
export type CompanyInfoEnglish = Partial<
  Pick<
    CompanyInfo,
    | 'brand'
    | 'name'
    | 'ceo'
    | 'mailOrderNumber'
    | 'address'
    | 'privacyOfficer'
    | 'hostingProvider'
    | 'escrowProvider'
  >
>;

/**
 * Everything the footers show about the company: the legal block a Korean online shop must
 * show (전자상거래법: 상호, 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 개인정보
 * 보호책임자, 호스팅 제공자, 구매안전서비스), support phones and hours, the bank account and
 * the social channels. Korean values; `en` holds the English ones English pages show (see
 * `localizeCompanyInfo`) — when replacing a value, replace its English too.
 *
 * @example
 * <Footer company={{ ...COMPANY_INFO, ceo: '홍길동', en: { ...COMPANY_INFO.en, ceo: 'Gildong Hong' } }} />
 */
export interface CompanyInfo {
  /** Wordmark used in the copyright line. */
  brand: string;
  /** 상호 */
  name: string;
  /** 대표자 */
  ceo: string;
  /** 사업자등록번호, `000-00-00000` */
  businessNumber: string;
  /** 통신판매업 신고번호 */
  mailOrderNumber: string;
  /** 사업장 주소 */
  address: string;
  /** 개인정보 보호책임자 */
  privacyOfficer: string;
  email: string;
  /** 호스팅 서비스 제공자 */
  hostingProvider: string;
  /** The escrow (구매안전서비스) provider named in the notice. */
  escrowProvider: string;
  /** Where the provider confirms the shop's escrow registration. */
  escrowCheckUrl: string;
  /** Customer-service phones, first one is the main number (spec §9). */
  phones: readonly string[];
  /** Support hours (spec §9). */
  hours: { weekdays: string; lunch: string };
  bankAccount: BankAccount;
  social: SocialChannels;
  /** English values for English pages; a field left out shows the Korean value. */
  en?: CompanyInfoEnglish;
}

/**
 * DEMO bank account for 무통장입금 — not a real account. Replace it (through
 * `COMPANY_INFO` or the footers' `company` prop) before taking real orders.
 *
 * @example
 * DEMO_BANK_ACCOUNT.number; // '000-000000-00-000'
 */
export const DEMO_BANK_ACCOUNT: Readonly<BankAccount> = Object.freeze({
  bank: '기업은행',
  number: '000-000000-00-000',
  holder: '(주)아틀리에',
  en: Object.freeze({ bank: 'Industrial Bank of Korea (IBK)', holder: 'Atelier Co., Ltd.' }),
});

/**
 * The company block of the footers. Phones and hours are the spec's (§9); every other value
 * is a DEMO placeholder in the real format (registration numbers, address, people, social
 * channels) to be replaced with the operator's own before launch. `en` holds the English
 * of the names and the address for English pages.
 *
 * @example
 * COMPANY_INFO.phones; // ['1800-8914', '032-672-8914']
 */
export const COMPANY_INFO: Readonly<CompanyInfo> = Object.freeze({
  brand: 'ATELIER',
  name: '(주)아틀리에',
  ceo: '김하늘',
  businessNumber: '123-45-67890',
  mailOrderNumber: '제2026-경기부천-0000호',
  address: '경기도 부천시 원미구 길주로 000, 3층 (우 14544)',
  privacyOfficer: '박서연',
  email: 'help@atelier.example',
  hostingProvider: '(주)아틀리에',
  escrowProvider: '토스페이먼츠',
  escrowCheckUrl: 'https://pay.toss.im/payfront/web/external/escrow',
  phones: Object.freeze(['1800-8914', '032-672-8914']),
  hours: Object.freeze({ weekdays: '10:00-18:00', lunch: '12:00-13:00' }),
  bankAccount: DEMO_BANK_ACCOUNT,
  social: Object.freeze({
    instagram: 'https://www.instagram.com/atelier.example/',
    youtube: 'https://www.youtube.com/@atelier.example',
    blog: 'https://blog.naver.com/atelier_example',
    kakao: 'https://pf.kakao.com/_atelierexample',
  }),
  en: Object.freeze({
    name: 'Atelier Co., Ltd.',
    ceo: 'Haneul Kim',
    mailOrderNumber: 'No. 2026-Gyeonggi Bucheon-0000',
    address: '3F, 000 Gilju-ro, Wonmi-gu, Bucheon-si, Gyeonggi-do 14544, Republic of Korea',
    privacyOfficer: 'Seoyeon Park',
    hostingProvider: 'Atelier Co., Ltd.',
    escrowProvider: 'Toss Payments',
  }),
});
