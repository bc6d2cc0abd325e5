import { ConfirmDialog } from './confirm-dialog';

/** close: the close button; leave: leaving the page that holds the visit. */
export type EndVisitQuestion = 'close' | 'leave';

const messages: Record<EndVisitQuestion, string> = {
  close: 'Closing this window ends the video visit: the patient will no longer see or hear you.',
  leave: 'Leaving this page ends the video visit: the patient will no longer see or hear you.',
};

/** Asks before the close button or leaving the page ends a connected visit. */
export function EndVisitDialog({ question, onKeep, onEnd }: { question: EndVisitQuestion | null; onKeep: () => void; onEnd: () => void }) {
  return (
    <ConfirmDialog
      opened={question !== null}
      title="End the video visit?"
      message={question ? messages[question] : ''}
      confirmLabel="End Visit"
      cancelLabel="Keep Visit"
      onConfirm={onEnd}
      onCancel={onKeep}
    />
  );
}
