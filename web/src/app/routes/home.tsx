import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { Welcome } from '../../features/home/components/welcome';

export function Component() {
  const user = useCurrentUser();
  return <Welcome displayName={user.display_name} />;
}
