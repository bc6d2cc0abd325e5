import { lazy, Suspense } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { completeSignIn } from '../../lib/auth/oidc';

// Only a failed sign-in shows the dialog: a successful one never downloads it.
const LoginErrorDialog = lazy(async () => ({ default: (await import('../../features/auth/components/login-error-dialog')).LoginErrorDialog }));

interface CallbackError {
  error: string;
  description: string | null;
}

/**
 * The identity provider comes back here with either `code` (finish sign-in and go on) or
 * `error` + `error_description` (explain and offer to sign in again).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<CallbackError | Response> {
  const params = new URL(request.url).searchParams;
  const error = params.get('error');
  if (error) return { error, description: params.get('error_description') };
  try {
    return redirect(await completeSignIn(request.url));
  } catch (reason) {
    return { error: 'sign_in_failed', description: reason instanceof Error ? reason.message : String(reason) };
  }
}

export function Component() {
  const { error, description } = useLoaderData() as CallbackError;
  return (
    <Suspense fallback={null}>
      <LoginErrorDialog error={error} description={description} />
    </Suspense>
  );
}
