import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { dateFormatSettingsOf } from '../../lib/format/date-format';
import { DateFormatProvider } from '../../lib/format/date-format-context';

/** /notifications: the full notification list. */
export function Component() {
  const user = useCurrentUser();
  return (
    <DateFormatProvider settings={dateFormatSettingsOf(user)}>
      <NotificationsPage />
    </DateFormatProvider>
  );
}
