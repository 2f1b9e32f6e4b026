/**
 * Korean source phrases of the auth and member pages (`t()` translates them). Pages take
 * them from here so the English package can list every phrase once.
 *
 * @example
 * t(AUTH_LABELS.loginButton); // '로그인'
 */
export const AUTH_LABELS = Object.freeze({
  // Fields
  mbId: '아이디',
  mbPassword: '비밀번호',
  mbPasswordConfirmation: '비밀번호 확인',
  newPassword: '새 비밀번호',
  newPasswordConfirmation: '새 비밀번호 확인',
  currentPassword: '현재 비밀번호',
  mbName: '이름',
  mbEmail: '이메일',
  mbHp: '휴대폰 번호',
  idHint: '영문 소문자로 시작하는 4~20자 (영문 소문자, 숫자, _)',
  passwordHint: '8자 이상, 영문과 숫자를 함께 사용해 주세요.',
  hpPlaceholder: '010-1234-5678',
  emailPlaceholder: 'name@example.com',
  // Login
  loginButton: '로그인',
  loginIntro: '아틀리에 회원으로 로그인하고 주문과 혜택을 확인하세요.',
  noAccount: '아직 회원이 아니신가요?',
  registerLink: '회원가입',
  findLink: '아이디/비밀번호 찾기',
  // Register
  registerButton: '가입하기',
  registerIntro: '회원가입하면 3,000원 적립금과 신상품 소식을 받아보실 수 있어요.',
  memberInfo: '회원 정보',
  consents: '약관 동의',
  agreeAll: '전체 동의',
  agreeAllHint: '선택 항목인 마케팅 정보 수신 동의를 포함합니다.',
  agreeTerms: '이용약관 동의 (필수)',
  agreePrivacy: '개인정보 수집 및 이용 동의 (필수)',
  agreeAge14: '만 14세 이상입니다 (필수)',
  agreeMarketing: '마케팅 정보 수신 동의 (선택)',
  showSummary: '내용 보기',
  hideSummary: '내용 닫기',
  termsSummary:
    '제1조(목적) 이 약관은 아틀리에가 운영하는 온라인 쇼핑몰에서 제공하는 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다. 제2조(회원가입) 회원은 약관에 동의하고 가입 양식을 작성해 가입을 신청하며, 회사가 승낙하면 가입이 완료됩니다. 제3조(회원 탈퇴) 회원은 언제든지 마이페이지에서 탈퇴를 요청할 수 있습니다. 제4조(청약철회) 상품을 받은 날부터 7일 이내에 교환·반품을 신청할 수 있으며, 사용하거나 훼손한 상품은 제외됩니다.',
  privacySummary:
    '수집 항목: 아이디, 비밀번호, 이름, 이메일, 휴대폰 번호. 이용 목적: 회원 식별과 가입 의사 확인, 주문·배송·결제 안내, 고객 상담과 불만 처리. 보유 기간: 회원 탈퇴 시까지 (관계 법령에 따라 계약·결제 기록은 5년, 소비자 불만 기록은 3년 보관). 동의를 거부할 수 있으나, 거부하시면 회원가입을 하실 수 없습니다.',
  age14Summary:
    '만 14세 미만 아동은 법정대리인의 동의 없이 회원으로 가입할 수 없습니다. 만 14세 이상인 경우에만 동의해 주세요.',
  marketingSummary:
    '신상품, 할인, 이벤트 소식을 이메일과 문자로 보내 드립니다. 동의하지 않아도 회원가입과 쇼핑을 하실 수 있으며, 마이페이지에서 언제든지 변경할 수 있습니다.',
  welcome: '회원가입이 완료되었습니다. 아틀리에에 오신 것을 환영합니다!',
  // Recovery
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  findIdIntro: '가입할 때 입력한 이름과 이메일을 입력하시면 아이디를 이메일로 보내 드립니다.',
  findPasswordIntro: '아이디와 가입한 이메일을 입력하시면 비밀번호 재설정 링크를 보내 드립니다.',
  sendIdMail: '아이디 메일 받기',
  sendResetMail: '재설정 링크 받기',
  backToLogin: '로그인으로 돌아가기',
  // Reset
  resetIntro: '새로 사용할 비밀번호를 입력해 주세요.',
  resetButton: '비밀번호 변경',
  resetNoToken: '재설정 링크가 올바르지 않습니다. 비밀번호 찾기에서 새 링크를 요청해 주세요.',
  requestNewLink: '새 재설정 링크 요청하기',
});

/**
 * The keys of {@link AUTH_LABELS}.
 *
 * @example
 * const key: AuthLabelKey = 'loginButton';
 */
export type AuthLabelKey = keyof typeof AUTH_LABELS;
