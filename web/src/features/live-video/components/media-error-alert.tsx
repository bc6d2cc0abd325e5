import { Alert } from '@mantine/core';
import { sessionErrorText } from '../../../lib/media/error-messages';
import type { SessionErrorCode } from '../../../lib/media/video-session';

/** A microphone or camera problem; it blocks joining until it is solved. */
export function MediaErrorAlert({ code }: { code: SessionErrorCode }) {
  const text = sessionErrorText[code];
  return <Alert color="red" title={text.title} role="alert">{text.message}</Alert>;
}
