import { lazy } from 'react';

// Session dialogs are rare: each loads the first time it opens, not with the first page.
export const StillThereDialog = lazy(async () => ({ default: (await import('../../features/session/components/still-there-dialog')).StillThereDialog }));
export const SessionEndedDialog = lazy(async () => ({ default: (await import('../../features/session/components/session-ended-dialog')).SessionEndedDialog }));
export const SomethingWentWrongDialog = lazy(async () => ({ default: (await import('../../features/session/components/something-went-wrong-dialog')).SomethingWentWrongDialog }));
