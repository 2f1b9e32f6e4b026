import { count } from 'drizzle-orm';

import { notices } from '../db/schema/index.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;

const NOTICES: Array<{ title: string; titleEn: string; content: string; pinned?: boolean }> = [
  {
    title: '[필독] 설 연휴 배송 및 고객센터 운영 안내',
    titleEn: '[Must read] Shipping and support during the Lunar New Year holidays',
    content:
      '설 연휴 기간에는 출고가 중단되며, 연휴 이후 순차적으로 발송됩니다. 고객센터는 연휴 다음 영업일부터 운영합니다.',
    pinned: true,
  },
  {
    title: '무통장입금 계좌 변경 안내',
    titleEn: 'Our bank transfer account has changed',
    content:
      '무통장입금 계좌가 변경되었습니다. 주문서에 안내된 계좌로 입금해 주세요. 입금자명이 주문자명과 다르면 고객센터로 알려주세요.',
    pinned: true,
  },
  {
    title: '소이 왁스 입고 지연 안내',
    titleEn: 'Soy wax restock delayed',
    content: '원자재 수급 문제로 소이 왁스 1kg 상품의 입고가 2주가량 지연됩니다.',
  },
  {
    title: 'TSSA 겨울 정규 클래스 모집',
    titleEn: 'TSSA winter classes now open',
    content: '캔들 기초반, 디퓨저 심화반 겨울 정규 클래스 수강생을 모집합니다.',
  },
  {
    title: '개인정보처리방침 개정 안내',
    titleEn: 'Privacy policy update',
    content: '개인정보처리방침이 개정되어 시행일부터 적용됩니다. 주요 변경 사항을 확인해 주세요.',
  },
  {
    title: '도매 회원 신청 절차 변경',
    titleEn: 'Changes to the wholesale application',
    content: '도매 회원 신청 시 사업자등록증 사본을 함께 첨부해 주셔야 합니다.',
  },
  {
    title: '향료 원액 소분 서비스 오픈',
    titleEn: 'Fragrance oil decanting service launched',
    content: '30ml부터 원하는 용량으로 향료 원액을 소분해 드립니다.',
  },
  {
    title: '택배사 변경 안내',
    titleEn: 'We changed our courier',
    content:
      '보다 빠른 배송을 위해 택배사가 변경되었습니다. 송장 조회는 마이페이지에서 가능합니다.',
  },
  {
    title: '제주·도서산간 추가 배송비 안내',
    titleEn: 'Surcharge for Jeju and remote islands',
    content: '제주 및 도서산간 지역은 추가 배송비가 부과됩니다.',
  },
  {
    title: '커스텀 보틀 각인 서비스 재개',
    titleEn: 'Custom bottle engraving is back',
    content: '장비 점검으로 중단되었던 커스텀 보틀 각인 서비스를 재개합니다.',
  },
  {
    title: '오프라인 매장 영업시간 변경',
    titleEn: 'New opening hours for our store',
    content: '오프라인 매장은 평일 10:00~18:00, 주말 11:00~17:00 운영합니다.',
  },
  {
    title: '적립금 정책 변경 안내',
    titleEn: 'Changes to reward points',
    content: '구매확정 시 결제금액의 1%가 적립금으로 지급됩니다.',
  },
];

export const noticeSeeder: Seeder = {
  name: 'notices',
  async isNeeded(db) {
    const [row] = await db.select({ n: count() }).from(notices);
    return (row?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const now = Date.now();
    // Oldest first, so ids grow with dates as on a real board.
    await tx.insert(notices).values(
      NOTICES.map((n, i) => {
        const at = new Date(now - (NOTICES.length - i) * 3 * DAY);
        return {
          title: n.title,
          titleEn: n.titleEn,
          content: n.content,
          isPinned: n.pinned ?? false,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  },
};
