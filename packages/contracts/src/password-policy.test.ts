import { describe, expect, it } from 'vitest';

import {
  confirmMyPasswordSchema,
  formatIssues,
  newPasswordSchema,
  passwordWeakness,
  registerSchema,
} from './index.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

describe('passwordWeakness (ASVS 5.0 V6.2)', () => {
  it('ships at least 3,000 common passwords of the minimum length, lower case', () => {
    const list = COMMON_PASSWORDS.split('\n').filter(Boolean);
    expect(list.length).toBeGreaterThanOrEqual(3000);
    expect(
      list.every((password) => password.length >= 8 && password === password.toLowerCase()),
    ).toBe(true);
  });

  it.each([
    ['short7!', 'password_rule'],
    ['password1', 'password_common'],
    ['Password1', 'password_common'],
    ['  qwerty123 ', 'password_common'],
    ['        ', 'password_common'],
    ['\t\t\t\t\t\t\t\t', 'password_common'],
    ['zzzzzzzzzz', 'password_common'],
    ['ㅋㅋㅋㅋㅋㅋㅋㅋ', 'password_common'],
    ['MyAtelier2026', 'password_common'],
    ['아틀리에사랑해요', 'password_common'],
  ])('refuses %j as %s', (password, weakness) => {
    expect(passwordWeakness(password)).toBe(weakness);
  });

  it('refuses the id, the email and the name part of the email, in any case', () => {
    const me = { mb_id: 'skyblue', mb_email: 'haneul.lee@example.com' };
    expect(passwordWeakness('skyblue1', me)).toBe('password_personal');
    expect(passwordWeakness('SKYBLUE-candles', me)).toBe('password_personal');
    expect(passwordWeakness('haneul.lee@example.com', me)).toBe('password_personal');
    expect(passwordWeakness('hi-haneul.lee-99', me)).toBe('password_personal');
    expect(passwordWeakness('wick and wax at dawn', me)).toBeNull();
  });

  it('has no composition rules: long passphrases of any characters pass', () => {
    for (const password of [
      'wick and wax at dawn',
      '촛불은밤에더밝다',
      'ünïcødé-pässwörd',
      'abcdefghijklmnop-ish',
    ]) {
      expect(passwordWeakness(password), password).toBeNull();
    }
  });
});

describe('the schemas that set a password', () => {
  it('answer which rule failed, in Korean and English', () => {
    const result = newPasswordSchema.safeParse('password1', { reportInput: true });
    expect(formatIssues(result.error!.issues, 'kr')).toEqual({
      _: ['너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'],
    });
    const short = confirmMyPasswordSchema.safeParse(
      { current_password: 'x', mb_password: 'abc', mb_password_confirmation: 'abc' },
      { reportInput: true },
    );
    expect(formatIssues(short.error!.issues, 'en').mb_password).toEqual([
      'The password must be at least 8 characters.',
    ]);
  });

  it('registration refuses a password that contains the id or the email', () => {
    const result = registerSchema.safeParse(
      {
        mb_id: 'Skyblue',
        mb_password: 'skyblue2026',
        mb_password_confirmation: 'skyblue2026',
        mb_name: '이하늘',
        mb_email: 'haneul@example.com',
        mb_hp: '010-9876-5432',
        agree_terms: true,
        agree_privacy: true,
        agree_age14: true,
      },
      { reportInput: true },
    );
    expect(formatIssues(result.error!.issues, 'kr')).toEqual({
      mb_password: ['아이디나 이메일이 들어간 비밀번호는 사용할 수 없습니다.'],
    });
  });
});
