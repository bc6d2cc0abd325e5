// A record page's failed read. A record that does not exist, or is not the user's to see, will not
// appear on Retry: the server's answer is the whole message (and names nothing of another
// division's). A server or network fault may pass: it is said with Retry.
import { Alert } from '@mantine/core';
import { LoadError } from '../../../components/load-error';
import { ApiError } from '../../../lib/api/api-error';

interface RecordErrorProps {
  error: Error;
  /** The resource's singular label ("Unit") */
  label: string;
  onRetry: () => void;
  retrying: boolean;
}

export function RecordError({ error, label, onRetry, retrying }: RecordErrorProps) {
  if (error instanceof ApiError && error.status < 500) return <Alert color="red">{error.message}</Alert>;
  return <LoadError message={`The ${label.toLowerCase()} could not be loaded.`} detail={error.message} onRetry={onRetry} retrying={retrying} />;
}
