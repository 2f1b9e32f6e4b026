import { asc, count, inArray } from 'drizzle-orm';

import {
  members,
  productInquiries,
  productReviews,
  products,
  reviewEligibilities,
  wishListItems,
} from '../db/schema/index.js';
import { refreshRatingFigures } from '../features/product-feedback/rating-figures.js';
import { visibleProduct } from '../features/products/product-list-items.js';
import type { Seeder } from './seed.js';

const DAY = 86_400_000;

// What buyers of candles and diffusers write, per demo member (emma mostly in English).
const REVIEWS: Record<string, [stars: number, text: string][]> = {
  hong: [
    [4, '선물용으로 샀는데 포장이 정말 꼼꼼했어요. 향은 생각보다 조금 약한 편이에요.'],
    [5, '두 번째 구매입니다. 라벤더 향이 인공적이지 않아서 잠들기 전에 켜 두기 좋아요.'],
    [5, '거실에 두니 은은하게 향이 퍼져서 손님들이 어디 제품이냐고 물어봐요.'],
  ],
  kim_soyeon: [
    [5, '향이 은은하게 퍼지고 그을음이 거의 없어요. 침실에 두고 매일 켜고 있습니다.'],
    [3, '향은 좋은데 터널링이 조금 생겨요. 처음에 충분히 오래 태우는 게 좋겠어요.'],
    [2, '배송 중에 뚜껑이 살짝 깨져서 왔어요. 교환은 빨리 해 주셨습니다.'],
    [4, '디퓨저 리드가 넉넉하게 들어 있어요. 향 지속력은 한 달 정도예요.'],
  ],
  emma: [
    [5, 'Lovely scent throw without being overpowering. The jar is beautiful too.'],
    [4, 'Burns evenly and the wood wick crackles nicely. Shipping to the US took a week.'],
    [5, 'My favourite so far. 향이 정말 좋아요! Will order the bigger size next time.'],
  ],
};

// [member, subject, content, secret, answer (by the operator) or null]
const QUESTIONS: [string, string, string, boolean, string | null][] = [
  [
    'hong',
    '재입고 문의',
    '200g 용량은 언제 다시 들어오나요? 선물용으로 3개 필요합니다.',
    false,
    '안녕하세요, 아틀리에입니다. 200g은 다음 주 수요일 입고 예정입니다. 감사합니다.',
  ],
  [
    'kim_soyeon',
    '배송지 변경 부탁드립니다',
    '주문한 상품 배송지를 회사 주소로 바꾸고 싶어요. 연락처는 회원정보와 같습니다.',
    true,
    '요청하신 주소로 변경해 드렸습니다. 출고 후 송장번호를 문자로 안내해 드릴게요.',
  ],
  [
    'emma',
    'Burn time',
    'How many hours does this candle burn? Is the wick cotton or wood?',
    false,
    '안녕하세요! The candle burns for about 40 hours and uses a cotton wick. 감사합니다.',
  ],
  ['hong', '심지 길이', '심지를 처음 켜기 전에 얼마나 잘라야 하나요?', false, null],
  [
    'kim_soyeon',
    '대량 구매 할인',
    '회사 행사용으로 50개 정도 구매하려고 합니다. 단가 조정이 가능할까요?',
    true,
    null,
  ],
];

export const productFeedbackSeeder: Seeder = {
  name: 'product feedback',
  // Needs products (the product seeder's) and runs once: when no review or question exists.
  async isNeeded(db) {
    const [p] = await db.select({ n: count() }).from(products);
    const [r] = await db.select({ n: count() }).from(productReviews);
    const [q] = await db.select({ n: count() }).from(productInquiries);
    return (p?.n ?? 0) > 0 && (r?.n ?? 0) === 0 && (q?.n ?? 0) === 0;
  },
  async run({ tx }) {
    const people = await tx
      .select({ id: members.id, mbId: members.mbId })
      .from(members)
      .where(inArray(members.mbId, ['admin', 'hong', 'kim_soyeon', 'emma']));
    const idOf = new Map(people.map((m) => [m.mbId, m.id]));
    const admin = idOf.get('admin');
    const buyers = ['hong', 'kim_soyeon', 'emma'].filter((m) => idOf.has(m));
    if (buyers.length === 0) return;
    const shown = await tx
      .select({ id: products.id, itId: products.itId })
      .from(products)
      .where(visibleProduct)
      .orderBy(asc(products.id))
      .limit(6);
    if (shown.length === 0) return;
    const now = Date.now();

    // Every demo member has received every seeded product once. Most lines carry a review;
    // some stay open so each member can write one in the shop (hong: the first product).
    for (const [i, product] of shown.entries()) {
      await tx.insert(reviewEligibilities).values(
        buyers.map((mbId) => ({
          lineRef: `demo-${mbId}-${product.itId}`,
          memberId: idOf.get(mbId)!,
          productId: product.id,
          receivedAt: new Date(now - (60 - i * 5) * DAY),
        })),
      );
      for (const [k, mbId] of buyers.entries()) {
        if ((i + k) % 4 === 0) continue;
        const texts = REVIEWS[mbId]!;
        const [rating, content] = texts[i % texts.length]!;
        const at = new Date(now - (50 - i * 5 - k) * DAY);
        await tx.insert(productReviews).values({
          productId: product.id,
          memberId: idOf.get(mbId)!,
          lineRef: `demo-${mbId}-${product.itId}`,
          rating,
          content,
          createdAt: at,
          updatedAt: at,
        });
      }
      await refreshRatingFigures(tx, product.id);
    }

    for (const [n, [mbId, subject, content, secret, answer]] of QUESTIONS.entries()) {
      const memberId = idOf.get(mbId);
      if (memberId === undefined) continue;
      const product = shown[n % shown.length]!;
      const askedAt = new Date(now - (10 - n) * DAY);
      await tx.insert(productInquiries).values({
        productId: product.id,
        memberId,
        subject,
        content,
        isSecret: secret,
        createdAt: askedAt,
        updatedAt: askedAt,
        ...(answer && admin !== undefined
          ? { answer, answeredAt: new Date(askedAt.getTime() + DAY / 2), answeredBy: admin }
          : {}),
      });
    }

    const hong = idOf.get('hong');
    if (hong !== undefined) {
      await tx.insert(wishListItems).values(
        shown.slice(0, 3).map((p, n) => ({
          memberId: hong,
          productId: p.id,
          createdAt: new Date(now - (n + 1) * DAY),
        })),
      );
    }
  },
};
