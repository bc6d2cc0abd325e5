import type { LoaderFunctionArgs } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { startSignIn } from '../../lib/auth/oidc';
import { storageKeys } from '../../lib/storage/keys';

/** /h/{orgId}: a hospital's own sign-in link; the organisation holds for this tab. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.orgId) sessionStorage.setItem(storageKeys.organizationId, params.orgId);
  await startSignIn('/');
  return null;
}

export function Component() {
  return <CenteredLoader />;
}
