import type { $ZodIssue } from 'zod/v4/core';

import type { FieldErrors } from './envelopes.js';
import type { Lang } from './locale.js';

/** Korean and English text of one message or label. */
export interface LocalText {
  kr: string;
  en: string;
}

/** Field name to its human label, used as `{attribute}` in messages. */
export type AttributeLabels = Record<string, LocalText>;

/**
 * Every validation message the API and the forms show, keyed by rule.
 * `{attribute}`, `{min}`, `{max}` are filled in by {@link validationMessage}.
 */
export const VALIDATION_MESSAGES = {
  invalid: { kr: '입력값을 확인해 주세요.', en: 'Please check the highlighted fields.' },
  required: { kr: '{attribute} 항목은 필수입니다.', en: 'The {attribute} field is required.' },
  type: {
    kr: '{attribute} 항목의 형식이 올바르지 않습니다.',
    en: 'The {attribute} field has an invalid format.',
  },
  min_string: {
    kr: '{attribute} 항목은 최소 {min}자 이상이어야 합니다.',
    en: 'The {attribute} field must be at least {min} characters.',
  },
  max_string: {
    kr: '{attribute} 항목은 {max}자 이하로 입력해 주세요.',
    en: 'The {attribute} field must not be longer than {max} characters.',
  },
  min_number: {
    kr: '{attribute} 항목은 {min} 이상이어야 합니다.',
    en: 'The {attribute} field must be at least {min}.',
  },
  max_number: {
    kr: '{attribute} 항목은 {max} 이하여야 합니다.',
    en: 'The {attribute} field must not be greater than {max}.',
  },
  min_items: {
    kr: '{attribute} 항목은 최소 {min}개 이상이어야 합니다.',
    en: 'The {attribute} field must have at least {min} items.',
  },
  max_items: {
    kr: '{attribute} 항목은 {max}개 이하여야 합니다.',
    en: 'The {attribute} field must not have more than {max} items.',
  },
  in: {
    kr: '선택한 {attribute} 값이 올바르지 않습니다.',
    en: 'The selected {attribute} is invalid.',
  },
  email: { kr: '올바른 이메일 주소를 입력해 주세요.', en: 'Please enter a valid email address.' },
  phone: { kr: '올바른 휴대폰 번호를 입력해 주세요.', en: 'Please enter a valid mobile number.' },
  mb_id_rule: {
    kr: '아이디는 영문 소문자로 시작하고 영문 소문자, 숫자, _ 를 사용해 4~20자로 입력해 주세요.',
    en: 'The ID must be 4–20 characters: lowercase letters, digits or _, starting with a letter.',
  },
  password_rule: {
    kr: '비밀번호는 8자 이상이어야 합니다.',
    en: 'The password must be at least 8 characters.',
  },
  password_common: {
    kr: '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    en: 'This password is too common or easy to guess. Please choose another.',
  },
  password_personal: {
    kr: '아이디나 이메일이 들어간 비밀번호는 사용할 수 없습니다.',
    en: 'The password must not contain your ID or email.',
  },
  accepted: { kr: '{attribute}에 동의해 주세요.', en: 'You must accept {attribute}.' },
  confirmed: {
    kr: '{attribute}이(가) 일치하지 않습니다.',
    en: 'The {attribute} does not match.',
  },
  unique: { kr: '이미 사용 중인 {attribute}입니다.', en: 'This {attribute} is already in use.' },
  credentials: {
    kr: '아이디 또는 비밀번호가 올바르지 않습니다.',
    en: 'The ID or password is incorrect.',
  },
  second_factor: {
    kr: '인증 코드가 올바르지 않거나 이미 사용되었습니다. 인증 앱의 새 코드를 입력해 주세요.',
    en: 'The code is wrong or was already used. Please enter the current code from your authenticator app.',
  },
  current_password: {
    kr: '현재 비밀번호가 올바르지 않습니다.',
    en: 'The current password is incorrect.',
  },
  password_same: {
    kr: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
    en: 'The new password must differ from the current one.',
  },
  reset_token: {
    kr: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해 주세요.',
    en: 'This password reset link has expired or was already used. Please request a new one.',
  },
  control_characters: {
    kr: '{attribute} 항목에 사용할 수 없는 문자가 포함되어 있습니다.',
    en: 'The {attribute} field contains characters that are not allowed.',
  },
  image_type: {
    kr: "'{file}' 파일은 이미지가 아닙니다. JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.",
    en: "'{file}' is not an image. Please upload a JPG, PNG, WebP or GIF image.",
  },
  image_format: {
    kr: "'{file}' 파일은 올릴 수 없는 이미지 형식입니다. JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.",
    en: "'{file}' is in an image format we cannot take. Please upload a JPG, PNG, WebP or GIF image.",
  },
  image_corrupt: {
    kr: "'{file}' 파일을 이미지로 읽을 수 없습니다. 손상되지 않은 파일인지 확인해 주세요.",
    en: "'{file}' could not be read as an image. Please check that the file is not damaged.",
  },
  image_size: {
    kr: "'{file}' 파일이 너무 큽니다. {max}MB 이하의 이미지만 올릴 수 있습니다.",
    en: "'{file}' is too large. Images must be {max} MB or smaller.",
  },
  image_dimensions: {
    kr: "'{file}' 이미지가 너무 큽니다. 가로·세로 {max}픽셀 이하의 이미지만 올릴 수 있습니다.",
    en: "'{file}' is too large. Images must be at most {max} pixels wide and high.",
  },
  max_files: {
    kr: "'{file}' 파일은 올리지 못했습니다. 파일은 최대 {max}개까지 올릴 수 있습니다.",
    en: "'{file}' was not uploaded: only up to {max} files can be uploaded.",
  },
  whole_number: {
    kr: '{attribute} 항목은 숫자만 입력해 주세요.',
    en: 'The {attribute} field must be a whole number, in digits only.',
  },
  max_stock: {
    kr: '재고가 부족합니다. 최대 {max}개까지 담을 수 있습니다.',
    en: 'Not enough stock: you can add up to {max}.',
  },
  cash_receipt_phone: {
    kr: '소득공제용 현금영수증은 휴대폰 번호(예: 010-1234-5678)로 신청해 주세요.',
    en: 'For an income-deduction cash receipt, please enter a Korean mobile number (e.g. 010-1234-5678).',
  },
  business_number: {
    kr: '사업자등록번호 10자리를 입력해 주세요(예: 123-45-67890).',
    en: 'Please enter the 10-digit business registration number (e.g. 123-45-67890).',
  },
  cash_receipt_method: {
    kr: '현금영수증은 무통장입금과 가상계좌 주문에서만 신청할 수 있습니다.',
    en: 'A cash receipt can only be requested for bank transfer and virtual account orders.',
  },
  coupon_unusable: {
    kr: '선택한 쿠폰은 이 주문에 사용할 수 없습니다. {reason}',
    en: 'The chosen coupon cannot be used for this order. {reason}',
  },
  safe_link: {
    kr: '{attribute} 항목은 /로 시작하는 사이트 주소나 http(s) 주소여야 합니다.',
    en: 'The {attribute} field must be a site path starting with / or an http(s) address.',
  },
  file_type: {
    kr: "'{file}' 파일은 올릴 수 없는 형식입니다. JPG, PNG, WebP, GIF 이미지나 PDF만 올릴 수 있습니다.",
    en: "'{file}' is a file type we cannot take. Please upload a JPG, PNG, WebP or GIF image or a PDF.",
  },
  file_size: {
    kr: "'{file}' 파일이 너무 큽니다. {max}MB 이하의 파일만 올릴 수 있습니다.",
    en: "'{file}' is too large. Files must be {max} MB or smaller.",
  },
  date_after: {
    kr: '{attribute}은(는) 시작 시각보다 뒤여야 합니다.',
    en: 'The {attribute} must be after the start.',
  },
  sale_below_price: {
    kr: '{attribute}은(는) 판매가({price})보다 낮아야 합니다.',
    en: 'The {attribute} must be lower than the price ({price}).',
  },
  distinct: {
    kr: '같은 {attribute}이(가) 두 번 입력되었습니다.',
    en: 'The same {attribute} was entered twice.',
  },
  not_zero: {
    kr: '{attribute}에 0이 아닌 수를 입력해 주세요.',
    en: 'The {attribute} must not be zero.',
  },
  stock_below_zero: {
    kr: '재고는 0보다 적어질 수 없습니다. 현재 재고는 {stock}개입니다.',
    en: 'Stock cannot go below zero: there are {stock} now.',
  },
  language_pair: {
    kr: '언어와 통화는 한국어/원 또는 영어/달러로만 선택할 수 있습니다.',
    en: 'Language and currency must be Korean/KRW or English/USD.',
  },
  coupon_code_format: {
    kr: '쿠폰 코드는 영문, 숫자, 하이픈(-)으로 4~30자입니다.',
    en: 'A coupon code has 4 to 30 letters, digits or hyphens.',
  },
  coupon_code_unknown: {
    kr: '등록되지 않은 쿠폰 코드입니다. 코드를 다시 확인해 주세요.',
    en: 'This coupon code does not exist. Please check it and try again.',
  },
  coupon_code_expired: {
    kr: '사용 기간이 끝난 쿠폰 코드입니다.',
    en: 'This coupon code has expired.',
  },
  coupon_code_not_started: {
    kr: '아직 사용 기간이 아닌 쿠폰 코드입니다. {date}부터 등록할 수 있습니다.',
    en: 'This coupon code cannot be used yet. You can redeem it from {date}.',
  },
  coupon_code_redeemed: {
    kr: '이미 등록한 쿠폰 코드입니다.',
    en: 'You have already redeemed this coupon code.',
  },
  coupon_code_limit: {
    kr: '선착순 수량이 모두 소진된 쿠폰 코드입니다.',
    en: 'This coupon code has reached its redemption limit.',
  },
  period_order: {
    kr: '{attribute}은(는) 시작일보다 뒤여야 합니다.',
    en: 'The {attribute} must be after the start.',
  },
  unknown_members: {
    kr: '없는 회원 아이디입니다: {ids}',
    en: 'No member has these IDs: {ids}',
  },
  postcode: {
    kr: '{attribute}는 5자리 숫자로 입력해 주세요.',
    en: 'The {attribute} must be 5 digits.',
  },
  postcode_range: {
    kr: '끝 우편번호는 시작 우편번호보다 작을 수 없습니다.',
    en: 'The last postcode cannot come before the first.',
  },
  postcode_overlap: {
    kr: "우편번호 구간이 '{name}' ({from}~{to})와 겹칩니다.",
    en: "This postcode range overlaps '{name}' ({from}–{to}).",
  },
} as const satisfies Record<string, LocalText>;

/** A rule name of {@link VALIDATION_MESSAGES}. */
export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

/** Labels of the fields the member and session calls use. Features add their own. */
export const MEMBER_ATTRIBUTES: AttributeLabels = {
  mb_id: { kr: '아이디', en: 'ID' },
  mb_password: { kr: '비밀번호', en: 'password' },
  mb_password_confirmation: { kr: '비밀번호 확인', en: 'password confirmation' },
  current_password: { kr: '현재 비밀번호', en: 'current password' },
  mb_name: { kr: '이름', en: 'name' },
  mb_email: { kr: '이메일', en: 'email' },
  mb_hp: { kr: '휴대폰 번호', en: 'mobile number' },
  agree_terms: { kr: '이용약관', en: 'the terms of use' },
  agree_privacy: { kr: '개인정보 수집 및 이용', en: 'the collection and use of personal data' },
  agree_age14: { kr: '만 14세 이상 확인', en: 'the age confirmation (14 or older)' },
  agree_marketing: { kr: '마케팅 정보 수신', en: 'marketing messages' },
  terms_version: { kr: '이용약관 버전', en: 'terms of use version' },
  privacy_version: { kr: '개인정보처리방침 버전', en: 'privacy policy version' },
  token: { kr: '재설정 토큰', en: 'reset token' },
  locale: { kr: '언어', en: 'locale' },
  terms: { kr: '문구', en: 'terms' },
  lang: { kr: '언어', en: 'language' },
  currency: { kr: '통화', en: 'currency' },
  ga_client_id: { kr: '통계 클라이언트 ID', en: 'analytics client ID' },
  click_id: { kr: '클릭 대상', en: 'click target' },
  click_type: { kr: '클릭 종류', en: 'click type' },
  click_name: { kr: '클릭 이름', en: 'click name' },
  platform: { kr: '플랫폼', en: 'platform' },
  files: { kr: '첨부 파일', en: 'attached files' },
  page: { kr: '페이지', en: 'page' },
  per_page: { kr: '페이지당 개수', en: 'items per page' },
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/**
 * One validation message in the given language.
 *
 * @example
 * validationMessage('unique', 'kr', { attribute: '아이디' }); // '이미 사용 중인 아이디입니다.'
 */
export function validationMessage(
  rule: ValidationRule,
  lang: Lang,
  values: Record<string, string | number> = {},
): string {
  return fill(VALIDATION_MESSAGES[rule][lang], values);
}

/**
 * The `{attribute}` label of a (possibly dotted) field name.
 *
 * @example
 * attributeLabel('mb_id', 'en'); // 'ID'
 * attributeLabel('items.0.qty', 'en'); // 'qty'
 */
export function attributeLabel(
  field: string,
  lang: Lang,
  attributes: AttributeLabels = MEMBER_ATTRIBUTES,
): string {
  const exact = attributes[field] ?? MEMBER_ATTRIBUTES[field];
  if (exact) return exact[lang];
  const last = field.split('.').at(-1) ?? field;
  const byLast = attributes[last] ?? MEMBER_ATTRIBUTES[last];
  return byLast ? byLast[lang] : last;
}

type IssueWithInput = $ZodIssue & { input?: unknown };

function ruleOf(issue: IssueWithInput): { rule: ValidationRule; values: Record<string, number> } {
  const params = (issue as { params?: { rule?: ValidationRule; values?: Record<string, number> } })
    .params;
  if (params?.rule && params.rule in VALIDATION_MESSAGES) {
    return { rule: params.rule, values: params.values ?? {} };
  }
  switch (issue.code) {
    case 'invalid_type':
      return {
        rule: issue.input === undefined || issue.input === null ? 'required' : 'type',
        values: {},
      };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1
          ? { rule: 'required', values: {} }
          : { rule: 'min_string', values: { min } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { rule: 'min_items', values: { min } };
      }
      return { rule: 'min_number', values: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { rule: 'max_string', values: { max } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { rule: 'max_items', values: { max } };
      return { rule: 'max_number', values: { max } };
    }
    case 'invalid_format':
      return { rule: issue.format === 'email' ? 'email' : 'type', values: {} };
    case 'invalid_value':
      return { rule: 'in', values: {} };
    default:
      return { rule: 'type', values: {} };
  }
}

/**
 * Turns zod issues into the 422 field map: dotted field names, messages in `lang`,
 * the first failing rule of each field (what a form shows under it).
 *
 * @example
 * const result = registerSchema.safeParse(input, { reportInput: true });
 * if (!result.success) formatIssues(result.error.issues, 'kr');
 * // { mb_id: ['아이디 항목은 필수입니다.'] }
 */
export function formatIssues(
  issues: readonly $ZodIssue[],
  lang: Lang,
  attributes: AttributeLabels = MEMBER_ATTRIBUTES,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (errors[field]) continue;
    const { rule, values } = ruleOf(issue as IssueWithInput);
    const message = validationMessage(rule, lang, {
      ...values,
      attribute: attributeLabel(field, lang, attributes),
    });
    errors[field] = [message];
  }
  return errors;
}
