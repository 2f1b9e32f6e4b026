/**
 * Every text the storefront frame shows. The values are the Korean source phrases (spec §8
 * wordings where the spec gives them); components pass them through the translation layer
 * (`t(FRAME_LABELS.goHome)`), so English comes from the translation package.
 */
export interface FrameLabels {
  siteName: string;
  homeLinkLabel: string;
  skipToContent: string;
  /** Spec §8: a route chunk failed again after the one reload. */
  chunkLoadFailed: string;
  /** Spec §8: a dynamic module failed outside route loading (new deployment). */
  appUpdated: string;
  /** Spec §8: an API loader answered 404. */
  notFoundDialog: string;
  notFoundTitle: string;
  notFoundBody: string;
  goHome: string;
  errorTitle: string;
  errorBody: string;
  reload: string;
  bannerClose: string;
}

/**
 * The Korean defaults.
 */
export const FRAME_LABELS: Readonly<FrameLabels> = Object.freeze({
  siteName: '아틀리에',
  homeLinkLabel: '아틀리에 홈',
  skipToContent: '본문 바로가기',
  chunkLoadFailed: '페이지를 불러오지 못했습니다. 새로고침 해주세요.',
  appUpdated: '업데이트된 내용이 있습니다. 새로고침 해주세요.',
  notFoundDialog: '페이지를 찾을 수 없거나 접근할 수 없습니다.',
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundBody: '주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다. 주소를 다시 확인해 주세요.',
  goHome: '홈으로 가기',
  errorTitle: '문제가 발생했습니다',
  errorBody: '잠시 후 다시 시도해 주세요.',
  reload: '새로고침',
  bannerClose: '닫기',
});

/**
 * The English of {@link FRAME_LABELS}, key by key: the API seeds the English phrase package from it
 * (through `src/app/english-phrases.ts`).
 */
export const FRAME_LABELS_EN: Readonly<FrameLabels> = Object.freeze({
  siteName: 'Atelier',
  homeLinkLabel: 'Atelier home',
  skipToContent: 'Skip to content',
  chunkLoadFailed: 'The page could not be loaded. Please refresh.',
  appUpdated: 'There is an update. Please refresh the page.',
  notFoundDialog: 'The page was not found or is not accessible.',
  notFoundTitle: 'Page not found',
  notFoundBody:
    'The address may have changed, or the page is no longer available. Please check the address.',
  goHome: 'Go to home',
  errorTitle: 'Something went wrong',
  errorBody: 'Please try again shortly.',
  reload: 'Reload',
  bannerClose: 'Close',
});
