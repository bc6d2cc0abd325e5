import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { Welcome } from '../../features/home/components/welcome';
import { useDivisionStore } from '../../lib/division/division-store';

export function Component() {
  const user = useCurrentUser();
  const divisionId = useDivisionStore((s) => s.divisionId);
  // One division's message: all divisions at once ('*') have no single one to show.
  const message = user.division_homepages?.find((h) => String(h.division_id) === divisionId)?.welcome_message ?? null;
  return <Welcome displayName={user.display_name} message={message} />;
}
