export { authThrottles, passwordResetTokens } from './auth.js';
export { cmsPages, type CmsPageRow } from './cms.js';
export { mailOutbox, type MailRow } from './mail.js';
export { members, type MemberRow } from './members.js';
export { notices, type NoticeRow } from './notices.js';
export { sessions, type SessionRow } from './sessions.js';
export { translationTerms, type TranslationTermRow } from './translations.js';
export { categories, type CategoryRow } from './catalog.js';
export {
  clickLogs,
  instaFeedItems,
  notifications,
  popups,
  type NotificationRow,
  type PopupRow,
} from './engagement.js';
