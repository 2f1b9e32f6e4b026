/**
 * Korean source phrases of `/contents/privacy`.
 */
export const POLICY_LABELS = Object.freeze({
  tabs: '문서 선택',
  terms: '이용약관',
  privacy: '개인정보처리방침',
  versionPicker: '버전',
  versionOption: '버전 {version} ({date} 시행)',
  currentMark: '현재 시행',
  upcomingMark: '시행 예정',
  effectiveOn: '시행일 {date}',
  olderNotice: '이전 버전입니다. 현재 시행 중인 내용은 최신 버전에서 확인하세요.',
  upcomingNotice: '{date}부터 시행되는 개정 버전입니다. 그 전까지는 현재 버전이 적용됩니다.',
  seeCurrent: '현재 버전 보기',
  loadFailed: '문서를 불러오지 못했습니다.',
  retry: '다시 시도',
  description: '아틀리에의 {name}: 시행 중인 버전과 이전 버전을 시행일과 함께 확인하세요.',
});

/**
 * English of {@link POLICY_LABELS}.
 */
export const POLICY_LABELS_EN: Readonly<Record<keyof typeof POLICY_LABELS, string>> = Object.freeze(
  {
    tabs: 'Documents',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    versionPicker: 'Version',
    versionOption: 'Version {version} (from {date})',
    currentMark: 'In force',
    upcomingMark: 'Upcoming',
    effectiveOn: 'In force from {date}',
    olderNotice: 'This is an earlier version. See the latest version for the terms in force.',
    upcomingNotice:
      'This revised version takes effect on {date}. Until then the current version applies.',
    seeCurrent: 'See the current version',
    loadFailed: 'The document could not be loaded.',
    retry: 'Try again',
    description: "Atelier's {name}: the version in force and earlier versions, with their dates.",
  },
);
