/**
 * Korean source phrases of a consent's link to the exact document it accepts.
 */
export const POLICY_LINK_LABELS = Object.freeze({
  view: '전문 보기',
  read: '{name} 전문 보기 (버전 {version}, {date} 시행, 새 창)',
  terms: '이용약관',
  privacy: '개인정보처리방침',
});

/**
 * English of {@link POLICY_LINK_LABELS}.
 */
export const POLICY_LINK_LABELS_EN: Readonly<Record<keyof typeof POLICY_LINK_LABELS, string>> =
  Object.freeze({
    view: 'Read in full',
    read: 'Read the {name} in full (version {version}, in force from {date}, new window)',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
  });
