import type { AppNotification } from '@atelier/contracts';

/**
 * Props of {@link NotificationList}.
 */
export interface NotificationListProps {
  items: readonly AppNotification[];
  /** Picks the title by language (`useT().pick`). */
  pick: (kr: string, en: string | null) => string;
  onOpen(item: AppNotification): void;
  onDelete(item: AppNotification): void;
  /** Translated texts: the unread marker, the delete button, the empty list. */
  labels: { unread: string; delete: string; empty: string };
}

/**
 * The notification rows: title (a button that opens it), date, unread marker, delete.
 */
export function NotificationList({ items, pick, onOpen, onDelete, labels }: NotificationListProps) {
  if (items.length === 0) return <p className="atelier-member__empty">{labels.empty}</p>;
  return (
    <ul className="atelier-notifications">
      {items.map((item) => {
        const unread = !item.read_at;
        const title = pick(item.title, item.title_en);
        const body = item.body ? pick(item.body, item.body_en ?? null) : null;
        return (
          <li
            key={item.id}
            className={`atelier-notification${unread ? ' atelier-notification--unread' : ''}`}
            data-testid={`notification-${item.id}`}
          >
            <button
              type="button"
              className="atelier-notification__open"
              onClick={() => onOpen(item)}
            >
              {unread ? (
                <span className="atelier-notification__dot">
                  <span className="atelier-visually-hidden">{labels.unread}</span>
                </span>
              ) : null}
              <span className="atelier-notification__title">{title}</span>
              {body ? <span className="atelier-notification__body">{body}</span> : null}
              <time className="atelier-notification__date" dateTime={item.created_at.slice(0, 10)}>
                {item.created_at.slice(0, 10)}
              </time>
            </button>
            <button
              type="button"
              className="atelier-notification__delete"
              aria-label={`${title} ${labels.delete}`}
              onClick={() => onDelete(item)}
            >
              {labels.delete}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
