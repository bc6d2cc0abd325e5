import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { dateFormatSettingsOf } from '../../lib/format/date-format';
import { DateFormatProvider } from '../../lib/format/date-format-context';
import { paths } from '../paths';

/** The header's notification bell and panel; 'View All' leads to /notifications. */
export function HeaderNotifications() {
  const user = useCurrentUser();
  return (
    <DateFormatProvider settings={dateFormatSettingsOf(user)}>
      <NotificationsBell viewAllPath={paths.notifications} />
    </DateFormatProvider>
  );
}
