import { texts } from '@campus/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { webTexts } from '../../lib/texts';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useNotificationTypes } from './api/get-notification-types';
import styles from './notification-bell.module.css';
import { NotificationList } from './notification-list';

const ALL_TAB = 'all';

/**
 * Tabs "Todas" plus one per notification type (GET /api/notifications/types). When the types fail,
 * 'Error al obtener los tipos de notificación.' is shown and "Todas" still works.
 */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const [tab, setTab] = useState(ALL_TAB);
  const typesQuery = useNotificationTypes();
  useQueryErrorToast(typesQuery, texts.notifications.typesError);
  const types = typesQuery.data?.types ?? [];

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className={styles.tabs}>
      <Tabs.List className={styles.tabList} aria-label={webTexts.notifications.tabsLabel}>
        <Tabs.Trigger value={ALL_TAB} className={styles.tab}>
          {texts.notifications.all}
        </Tabs.Trigger>
        {types.map((type) => (
          <Tabs.Trigger key={type.id} value={String(type.id)} className={styles.tab}>
            {type.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={ALL_TAB} className={styles.tabContent}>
        <NotificationList typeId={null} onNavigate={onNavigate} />
      </Tabs.Content>
      {types.map((type) => (
        <Tabs.Content key={type.id} value={String(type.id)} className={styles.tabContent}>
          <NotificationList typeId={type.id} onNavigate={onNavigate} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
