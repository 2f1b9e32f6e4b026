import { defineAreaLabels } from '../../shared/use-console-labels.js';

export const ACCOUNT_LABELS = defineAreaLabels(
  {
    title: '내 계정',
    who: '운영자',
    role: '권한',
    securityTitle: '2단계 인증',
    securityIntro:
      '복구 코드를 잃어버렸거나 모두 사용했다면 새로 발급하세요. 이전 복구 코드는 더 이상 쓸 수 없습니다. 인증 앱을 잃어버렸다면 다른 대표 관리자에게 2단계 인증 초기화를 요청하세요.',
    renew: '복구 코드 새로 발급',
    renewConfirm: '새 복구 코드를 발급하면 이전 코드는 모두 사용할 수 없습니다. 계속할까요?',
    renewed: '새 복구 코드를 발급했습니다.',
  },
  {
    title: 'My account',
    who: 'Operator',
    role: 'Role',
    securityTitle: 'Two-factor sign-in',
    securityIntro:
      'If you lost your recovery codes or used them all, issue new ones. The old codes stop working. If you lost your authenticator, ask another owner to reset your two-factor sign-in.',
    renew: 'Issue new recovery codes',
    renewConfirm: 'New recovery codes replace all the old ones. Continue?',
    renewed: 'New recovery codes issued.',
  },
);
