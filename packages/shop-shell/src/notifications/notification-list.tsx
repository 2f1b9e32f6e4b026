import { pick } from '@atelier/translation-ai';
import { useId } from 'react';

import { useShopShell } from '../config/shop-shell-provider.js';
import { ShellLink } from '../shared/shell-link.js';
import { useShellSession } from '../shared/use-shell-session.js';
import { useNotifications } from './use-notifications.js';

/**
 * Props of {@link NotificationList}.
 *
 * @example
 * const props: NotificationListProps = { headingLevel: 1 };
 */
export interface NotificationListProps {
  /** Heading level of the list's title; default 2. */
  headingLevel?: 1 | 2 | 3;
}

/**
 * The my-page notification list (spec §4): newest first, unread ones marked; each can be
 * marked read or deleted, and all can be deleted — every change reloads the list. Nothing
 * is fetched or shown for visitors.
 *
 * @example
 * // /my-page/notification
 * <NotificationList />
 */
export function NotificationList({ headingLevel = 2 }: NotificationListProps) {
  const { labels } = useShopShell();
  const { language, authenticated } = useShellSession();
  const { items, status, reload, markRead, remove, removeAll } = useNotifications();
  const titleId = useId();
  if (!authenticated) return null;
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      className="atelier-shell-notifications"
      aria-labelledby={titleId}
      aria-busy={status === 'loading'}
    >
      <div className="atelier-shell-notifications__head">
        <Heading id={titleId} className="atelier-shell-notifications__title">
          {labels.notifications}
        </Heading>
        {items.length > 0 ? (
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={() => void removeAll()}
          >
            {labels.notificationDeleteAll}
          </button>
        ) : null}
      </div>
      {status === 'loading' && items.length === 0 ? (
        <p role="status" className="atelier-shell-notifications__note">
          {labels.notificationsLoading}
        </p>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className="atelier-shell-notifications__note">
          {labels.notificationsFailed}{' '}
          <button
            type="button"
            className="atelier-shell-notifications__retry"
            onClick={() => void reload()}
          >
            {labels.notificationsRetry}
          </button>
        </p>
      ) : null}
      {status === 'ready' && items.length === 0 ? (
        <p className="atelier-shell-notifications__note">{labels.notificationsEmpty}</p>
      ) : null}
      {items.length > 0 ? (
        <ul className="atelier-shell-notifications__list">
          {items.map((item) => {
            const unread = !item.read_at;
            const title = pick(item.title, item.title_en, language);
            const body = item.body ? pick(item.body, item.body_en, language) : null;
            return (
              <li
                key={item.id}
                className={`atelier-shell-notification${unread ? ' atelier-shell-notification--unread' : ''}`}
                data-testid={`notification-${item.id}`}
              >
                <div className="atelier-shell-notification__body">
                  {unread ? (
                    <span className="atelier-shell-notification__dot">
                      {labels.notificationUnread}
                    </span>
                  ) : null}
                  <p className="atelier-shell-notification__title">
                    {item.link ? (
                      <ShellLink
                        to={item.link}
                        onClick={unread ? () => void markRead(item.id) : undefined}
                      >
                        {title}
                      </ShellLink>
                    ) : (
                      title
                    )}
                  </p>
                  {body ? <p className="atelier-shell-notification__text">{body}</p> : null}
                  <time
                    className="atelier-shell-notification__date"
                    dateTime={item.created_at.replace(' ', 'T')}
                  >
                    {item.created_at.slice(0, 16)}
                  </time>
                </div>
                <div className="atelier-shell-notification__actions">
                  {unread ? (
                    <button
                      type="button"
                      className="atelier-shell-notification__action"
                      aria-label={`${title} ${labels.notificationMarkRead}`}
                      onClick={() => void markRead(item.id)}
                    >
                      {labels.notificationMarkRead}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="atelier-shell-notification__action"
                    aria-label={`${title} ${labels.notificationDelete}`}
                    onClick={() => void remove(item.id)}
                  >
                    {labels.notificationDelete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
