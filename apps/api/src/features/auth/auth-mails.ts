import type { Lang } from '@atelier/contracts';

import type { AppConfig } from '../../config/env.js';
import type { MemberRow } from '../../db/schema/index.js';
import type { MailMessage } from '../../ports/mail/mailer.js';

const SHOP = { kr: '아틀리에', en: 'Atelier' };

/** The mail with a single-use link to `/shop/reset`. */
export function resetPasswordMail(
  member: MemberRow,
  token: string,
  config: AppConfig,
  lang: Lang,
): MailMessage {
  const link = `${config.publicUrl}/shop/reset?token=${encodeURIComponent(token)}`;
  const minutes = config.resetTokenMinutes;
  return {
    kind: 'password_reset',
    to: member.email!,
    subject:
      lang === 'kr' ? `[${SHOP.kr}] 비밀번호 재설정 안내` : `[${SHOP.en}] Reset your password`,
    text:
      lang === 'kr'
        ? `${member.name}님, 안녕하세요.\n\n아래 링크에서 비밀번호를 재설정해 주세요. 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.\n\n${link}\n\n요청하지 않으셨다면 이 메일을 무시해 주세요.`
        : `Hello ${member.name},\n\nReset your password with the link below. It works once, for ${minutes} minutes.\n\n${link}\n\nIf you did not ask for this, ignore this email.`,
  };
}

/** The mail that tells a member their login id. */
export function findIdMail(member: MemberRow, config: AppConfig, lang: Lang): MailMessage {
  return {
    kind: 'find_id',
    to: member.email!,
    subject: lang === 'kr' ? `[${SHOP.kr}] 아이디 찾기 안내` : `[${SHOP.en}] Your login ID`,
    text:
      lang === 'kr'
        ? `${member.name}님의 아이디는 ${member.mbId} 입니다.\n\n로그인: ${config.publicUrl}/login`
        : `Hello ${member.name}, your login ID is ${member.mbId}.\n\nLog in: ${config.publicUrl}/login`,
  };
}
