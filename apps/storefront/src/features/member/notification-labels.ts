/**
 * Korean source phrases of the notification page (`t()` translates them).
 */
export const NOTIFICATION_LABELS = Object.freeze({
  intro: '주문, 배송, 혜택 소식을 알려 드립니다. 알림을 누르면 읽음으로 표시됩니다.',
  unread: '읽지 않음',
  unreadCount: '읽지 않은 알림 {count}개',
  delete: '삭제',
  deleteAll: '전체 삭제',
  deleteConfirm: '이 알림을 삭제하시겠습니까?',
  deleteAllConfirm: '알림을 모두 삭제하시겠습니까?',
  empty: '새로운 알림이 없습니다.',
  failed: '알림을 불러오지 못했습니다.',
  retry: '다시 시도',
});

/**
 * The English of {@link NOTIFICATION_LABELS}, key by key: the API seeds the English phrase package from it
 * (through `src/app/english-phrases.ts`).
 */
export const NOTIFICATION_LABELS_EN: Readonly<Record<keyof typeof NOTIFICATION_LABELS, string>> =
  Object.freeze({
    intro:
      'News about your orders, deliveries and benefits. Opening a notification marks it as read.',
    unread: 'Unread',
    unreadCount: '{count} unread',
    delete: 'Delete',
    deleteAll: 'Delete all',
    deleteConfirm: 'Delete this notification?',
    deleteAllConfirm: 'Delete all notifications?',
    empty: 'No new notifications.',
    failed: 'The notifications could not be loaded.',
    retry: 'Try again',
  });
