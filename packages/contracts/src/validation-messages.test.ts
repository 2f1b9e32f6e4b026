import { describe, expect, it } from 'vitest';

import { formatIssues, languageSchema, listQuerySchema, registerSchema } from './index.js';

const valid = {
  mb_id: 'hong',
  // Not one of the common passwords (issue 10 refuses 'abcd1234').
  mb_password: 'wax-and-wick-7',
  mb_password_confirmation: 'wax-and-wick-7',
  mb_name: '홍길동',
  mb_email: 'Hong@Example.com',
  mb_hp: '01012345678',
  agree_terms: true,
  agree_privacy: true,
  agree_age14: true,
};

describe('registerSchema + formatIssues', () => {
  it('normalises id, email and phone and defaults marketing to false', () => {
    const data = registerSchema.parse({ ...valid, mb_id: ' Hong ' });
    expect(data).toMatchObject({
      mb_id: 'hong',
      mb_email: 'hong@example.com',
      mb_hp: '010-1234-5678',
      agree_marketing: false,
    });
  });

  it('reports each failing field once, in Korean, with dotted names', () => {
    const result = registerSchema.safeParse(
      {
        ...valid,
        mb_id: '',
        mb_password: 'short',
        agree_terms: false,
        agree_age14: undefined,
        mb_hp: '12',
      },
      { reportInput: true },
    );
    expect(result.success).toBe(false);
    const errors = formatIssues(result.error!.issues, 'kr');
    expect(errors.mb_id).toEqual(['아이디 항목은 필수입니다.']);
    expect(errors.mb_password?.[0]).toContain('8자 이상');
    expect(errors.agree_terms).toEqual(['이용약관에 동의해 주세요.']);
    expect(errors.agree_age14).toEqual(['만 14세 이상 확인 항목은 필수입니다.']);
    expect(errors.mb_hp).toEqual(['올바른 휴대폰 번호를 입력해 주세요.']);
  });

  it('answers in English and flags a confirmation mismatch on the confirmation field', () => {
    const result = registerSchema.safeParse(
      { ...valid, mb_password_confirmation: 'wax-and-wick-8', mb_email: 'not-mail' },
      { reportInput: true },
    );
    const errors = formatIssues(result.error!.issues, 'en');
    expect(errors.mb_password_confirmation).toEqual(['The password confirmation does not match.']);
    expect(errors.mb_email).toEqual(['Please enter a valid email address.']);
  });

  it('strips unknown fields such as is_admin', () => {
    const data = registerSchema.parse({ ...valid, is_admin: true });
    expect(data).not.toHaveProperty('is_admin');
  });

  it('uses dotted paths for nested fields', () => {
    const result = languageSchema.safeParse({ lang: 'en', currency: 'krw' }, { reportInput: true });
    expect(formatIssues(result.error!.issues, 'kr')).toEqual({
      currency: ['언어와 통화는 한국어/원 또는 영어/달러로만 선택할 수 있습니다.'],
    });
  });
});

describe('listQuerySchema', () => {
  it('accepts the legacy perPage spelling and coerces numbers', () => {
    expect(listQuerySchema.parse({ page: '2', perPage: '5' })).toEqual({
      page: 2,
      per_page: 5,
      order: 'desc',
    });
  });
  it('rejects a page size above 100', () => {
    expect(listQuerySchema.safeParse({ per_page: '1000' }).success).toBe(false);
  });
});
