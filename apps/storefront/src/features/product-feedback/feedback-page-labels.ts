/**
 * Korean source phrases of the review, question and wish-list pages (the texts of the items
 * themselves are `FEEDBACK_LABELS`).
 */
export const FEEDBACK_PAGE_LABELS = Object.freeze({
  reviewsIntro: '아틀리에 고객님들이 직접 남긴 상품 후기입니다.',
  questionsIntro: '상품에 대해 남겨 주신 문의와 답변입니다. 비밀글은 작성자만 볼 수 있습니다.',
  myReviewsIntro: '내가 작성한 상품 후기를 확인하고 수정하거나 삭제할 수 있습니다.',
  myQuestionsIntro: '내가 남긴 상품 문의와 답변입니다. 답변 전까지 수정할 수 있습니다.',
  wishIntro: '마음에 드는 상품을 담아 두고 언제든 다시 찾아보세요.',
  filters: '목록 필터',
});

/**
 * The English of {@link FEEDBACK_PAGE_LABELS}, key by key.
 */
export const FEEDBACK_PAGE_LABELS_EN: Readonly<Record<keyof typeof FEEDBACK_PAGE_LABELS, string>> =
  Object.freeze({
    reviewsIntro: 'Reviews written by Atelier customers.',
    questionsIntro:
      'Questions about our products and their answers. Private posts are shown to their authors only.',
    myReviewsIntro: 'See, edit or delete the product reviews you wrote.',
    myQuestionsIntro:
      'Your product questions and their answers. You can edit a question until it is answered.',
    wishIntro: 'Keep the products you like here and come back to them any time.',
    filters: 'List filters',
  });
