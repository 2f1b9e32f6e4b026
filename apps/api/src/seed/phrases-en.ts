/**
 * English for the Korean source phrases the apps and shared packages show.
 * Keys are exactly the phrases passed to `t()` / used as Korean defaults.
 */
export const ENGLISH_PHRASES: Record<string, string> = {
  알림: 'Notice',
  확인: 'OK',
  취소: 'Cancel',
  에러: 'Error',
  닫기: 'Close',
  삭제: 'Delete',
  '로그인이 필요합니다.': 'Please log in to continue.',
  '언어를 변경하시겠습니까?': 'Do you want to change the language?',
  '비밀번호가 변경되었습니다.': 'Your password has been changed.',
  '마지막 페이지 입니다.': 'This is the last page.',
  '페이지를 찾을 수 없거나 접근할 수 없습니다.': 'The page was not found or is not accessible.',
  '페이지를 불러오지 못했습니다. 새로고침 해주세요.': 'The page could not be loaded. Please refresh.',
  '업데이트된 내용이 있습니다. 새로고침 해주세요.': 'There is an update. Please refresh the page.',
  '우편번호 찾기': 'Find postcode',
  '최대 {max}개의 파일만 업로드할 수 있습니다.': 'Only up to {max} files can be uploaded.',
  '선택 가능한 옵션은 {count}개 입니다.': 'You can select up to {count} options.',
  장바구니: 'Cart',
  로그인: 'Log in',
  로그아웃: 'Log out',
  회원가입: 'Sign up',
  마이페이지: 'My page',
  고객센터: 'Customer center',
  검색: 'Search',
};
