import { defineAreaLabels } from '../../shared/use-console-labels.js';

/** The texts every list's selection and bulk actions share; the actions' own are the area's. */
export const LISTING_LABELS = defineAreaLabels(
  {
    sort: '정렬',
    newest: '최신순',
    oldest: '오래된순',
    selectAll: '이 페이지 모두 선택',
    selectRow: '{name} 선택',
    selected: '{n}건 선택됨',
    bulkActions: '선택한 항목 일괄 처리',
    bulkConfirmTitle: '선택한 {n}건에 적용할까요?',
    bulkConfirmBody: '하나씩 따로 처리되며, 처리할 수 없는 것은 건너뛰고 이유를 알려 드립니다.',
    bulkResultTitle: '일괄 처리 결과',
    bulkResult: '{done}건 처리, {refused}건 거절',
    resultOutcome: '결과',
    resultReason: '사유',
    done: '처리됨',
    refused: '거절',
  },
  {
    sort: 'Sort',
    newest: 'Newest first',
    oldest: 'Oldest first',
    selectAll: 'Select all on this page',
    selectRow: 'Select {name}',
    selected: '{n} selected',
    bulkActions: 'Actions on the selection',
    bulkConfirmTitle: 'Apply to the {n} selected?',
    bulkConfirmBody:
      'Each is handled on its own; any that cannot be handled is skipped with the reason.',
    bulkResultTitle: 'Result',
    bulkResult: '{done} done, {refused} refused',
    resultOutcome: 'Result',
    resultReason: 'Reason',
    done: 'Done',
    refused: 'Refused',
  },
);
