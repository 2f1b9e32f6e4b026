/**
 * Korean source phrases of the auth and member pages (`t()` translates them). Pages take
 * them from here so the English package can list every phrase once.
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
  passwordHint: '8자 이상. 흔한 비밀번호나 아이디·이메일이 들어간 비밀번호는 쓸 수 없어요.',
  hpPlaceholder: '010-1234-5678',
  emailPlaceholder: 'name@example.com',
  // Login
  loginButton: '로그인',
  loginIntro: '아틀리에 회원으로 로그인하고 주문과 혜택을 확인하세요.',
  noAccount: '아직 회원이 아니신가요?',
  registerLink: '회원가입',
  findLink: '아이디/비밀번호 찾기',
  guestOrderLink: '비회원 주문조회',
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
 */
export type AuthLabelKey = keyof typeof AUTH_LABELS;

/**
 * The English of {@link AUTH_LABELS}, key by key: the API seeds the English phrase package from it
 * (through `src/app/english-phrases.ts`).
 */
export const AUTH_LABELS_EN: Readonly<Record<AuthLabelKey, string>> = Object.freeze({
  mbId: 'ID',
  mbPassword: 'Password',
  mbPasswordConfirmation: 'Confirm password',
  newPassword: 'New password',
  newPasswordConfirmation: 'Confirm new password',
  currentPassword: 'Current password',
  mbName: 'Name',
  mbEmail: 'Email',
  mbHp: 'Mobile number',
  idHint: '4–20 characters starting with a lowercase letter (lowercase letters, digits, _)',
  passwordHint:
    'At least 8 characters. Common passwords and ones containing your ID or email are not allowed.',
  hpPlaceholder: '010-1234-5678',
  emailPlaceholder: 'name@example.com',
  loginButton: 'Log in',
  loginIntro: 'Log in to your Atelier account to see your orders and benefits.',
  noAccount: 'Not a member yet?',
  registerLink: 'Sign up',
  findLink: 'Find ID / password',
  guestOrderLink: 'Guest order lookup',
  registerButton: 'Create account',
  registerIntro: 'Sign up to get 3,000 won in points and news about new products.',
  memberInfo: 'Member details',
  consents: 'Agreements',
  agreeAll: 'Agree to all',
  agreeAllHint: 'Includes the optional consent to marketing messages.',
  agreeTerms: 'I agree to the Terms of Use (required)',
  agreePrivacy: 'I agree to the collection and use of personal information (required)',
  agreeAge14: 'I am 14 years of age or older (required)',
  agreeMarketing: 'I agree to receive marketing messages (optional)',
  showSummary: 'Show details',
  hideSummary: 'Hide details',
  termsSummary:
    'Article 1 (Purpose) These terms set out the conditions and procedures for using the services of the online shop run by Atelier, and the rights and duties of the company and its members. Article 2 (Membership) You apply by agreeing to these terms and filling in the sign-up form; membership begins when the company accepts. Article 3 (Leaving) Members may ask to close their account at any time on My page. Article 4 (Withdrawal) You may ask for an exchange or return within 7 days of receiving a product, except for products that were used or damaged.',
  privacySummary:
    'Collected: ID, password, name, email and mobile number. Purpose: identifying members and confirming sign-ups, order, delivery and payment notices, customer support and complaints. Kept: until you close your account (as the law requires, contract and payment records for 5 years and complaint records for 3 years). You may refuse, but then you cannot sign up.',
  age14Summary:
    'Children under 14 cannot become members without the consent of a legal guardian. Please agree only if you are 14 or older.',
  marketingSummary:
    'We send news about new products, sales and events by email and text message. You can sign up and shop without agreeing, and change this at any time on My page.',
  welcome: 'Your account has been created. Welcome to Atelier!',
  findId: 'Find ID',
  findPassword: 'Find password',
  findIdIntro: 'Enter the name and email you signed up with and we will email you your ID.',
  findPasswordIntro:
    'Enter your ID and the email you signed up with and we will send you a password reset link.',
  sendIdMail: 'Email me my ID',
  sendResetMail: 'Send reset link',
  backToLogin: 'Back to log in',
  resetIntro: 'Please enter your new password.',
  resetButton: 'Change password',
  resetNoToken: 'This reset link is not valid. Please request a new one under Find password.',
  requestNewLink: 'Request a new reset link',
});
