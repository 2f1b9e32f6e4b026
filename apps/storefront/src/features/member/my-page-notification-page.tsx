import type { AppNotification } from '@atelier/contracts';
import { selectUser } from '@atelier/session';
import { countUnread, shellApi } from '@atelier/shop-shell';
import { useT } from '@atelier/translation-ai';
import { useDialog } from '@atelier/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import { useNavigate, type LoaderFunction } from 'react-router';

import { useActionFailure } from '@atelier/app-frame/forms';

import { ensureQuery } from '../../shared/routing/ensure-query.js';
import type { RouteContext } from '@atelier/app-frame';
import { NOTIFICATION_LABELS } from './notification-labels.js';
import { NotificationList } from './notification-list.js';
import { MemberPageFrame } from '../../domain/account/member-page-frame.js';
import './member-pages.css';

/**
 * Loads the member's notifications before the page renders (server and client
 * navigations); visitors never get here (the route is guarded).
 */
export function createLoader(ctx: RouteContext): LoaderFunction {
  return async () => {
    const mbId = ctx.store.getState().session.user?.mb_id;
    if (mbId) {
      await ensureQuery(
        ctx,
        ctx.store.dispatch(shellApi.endpoints.getNotifications.initiate(mbId)),
      );
    }
    return null;
  };
}

/**
 * `/my-page/notification` (members only): the notifications, newest first, unread ones
 * marked. Opening one marks it read, then follows its link; delete one or all after a
 * confirmation. Each change invalidates the list, which reloads. The session's badge count follows.
 */
export default function MyPageNotificationPage() {
  const { t, pick } = useT();
  const dialogs = useDialog();
  const showFailure = useActionFailure();
  const navigate = useNavigate();
  const mbId = useSelector(selectUser)?.mb_id;
  const {
    data: items = [],
    isError,
    refetch,
  } = shellApi.useGetNotificationsQuery(mbId ?? skipToken);
  const [markRead] = shellApi.useMarkNotificationReadMutation();
  const [deleteOne] = shellApi.useDeleteNotificationMutation();
  const [deleteAll] = shellApi.useDeleteAllNotificationsMutation();

  async function open(item: AppNotification) {
    // A failed mark leaves the item unread; the link opens all the same.
    if (!item.read_at) await markRead(item.id);
    if (!item.link) return;
    if (/^https?:\/\//.test(item.link)) window.location.assign(item.link);
    else void navigate(item.link);
  }

  async function remove(item: AppNotification) {
    if (!(await dialogs.confirm(t(NOTIFICATION_LABELS.deleteConfirm)))) return;
    try {
      await deleteOne(item.id).unwrap();
    } catch (error) {
      await showFailure(error);
    }
  }

  async function removeAll() {
    if (!(await dialogs.confirm(t(NOTIFICATION_LABELS.deleteAllConfirm)))) return;
    try {
      await deleteAll().unwrap();
    } catch (error) {
      await showFailure(error);
    }
  }

  const unread = countUnread(items);
  return (
    <MemberPageFrame
      title={t('알림')}
      intro={t(NOTIFICATION_LABELS.intro)}
      page="my-page-notification"
      actions={
        items.length > 0 ? (
          <button
            type="button"
            className="atelier-button atelier-button--secondary"
            onClick={() => void removeAll()}
          >
            {t(NOTIFICATION_LABELS.deleteAll)}
          </button>
        ) : null
      }
    >
      <p className="atelier-member__count" role="status">
        {t(NOTIFICATION_LABELS.unreadCount, { count: unread })}
      </p>
      {isError ? (
        <p role="alert" className="atelier-member__empty">
          {t(NOTIFICATION_LABELS.failed)}{' '}
          <button
            type="button"
            className="atelier-member__link-button"
            onClick={() => void refetch()}
          >
            {t(NOTIFICATION_LABELS.retry)}
          </button>
        </p>
      ) : (
        <NotificationList
          items={items}
          pick={(kr, en) => pick(kr, en)}
          onOpen={(item) => void open(item)}
          onDelete={(item) => void remove(item)}
          labels={{
            unread: t(NOTIFICATION_LABELS.unread),
            delete: t(NOTIFICATION_LABELS.delete),
            empty: t(NOTIFICATION_LABELS.empty),
          }}
        />
      )}
    </MemberPageFrame>
  );
}
