import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { GlobalSearch } from '../../features/search/components/global-search';
import { dateFormatSettingsOf } from '../../lib/format/date-format';
import { DateFormatProvider } from '../../lib/format/date-format-context';

/** The header's global search, with dates in the signed-in user's timezone and clock. */
export function HeaderSearch() {
  const user = useCurrentUser();
  return (
    <DateFormatProvider settings={dateFormatSettingsOf(user)}>
      <GlobalSearch />
    </DateFormatProvider>
  );
}
