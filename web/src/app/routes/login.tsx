import { useSearchParams } from 'react-router';
import { LoginPanel } from '../../features/auth/components/login-panel';

export function Component() {
  const [params] = useSearchParams();
  return <LoginPanel redirectTo={params.get('redirect')} />;
}
