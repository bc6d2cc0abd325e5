import { lazy } from 'react';

// Session dialogs are rare: none loads with the first page. But each may have to open while the
// network or the server is down (Still There? falls due, a call fails): a first load then failed,
// and the app's error page replaced everything, a video call and the inactivity logout with it
// (session QA). So their code is fetched once the shell is up (preloadSessionDialogs), and
// opening one later needs no network.
const loaders = {
  stillThere: () => import('../../features/session/components/still-there-dialog'),
  sessionEnded: () => import('../../features/session/components/session-ended-dialog'),
  somethingWentWrong: () => import('../../features/session/components/something-went-wrong-dialog'),
};

export const StillThereDialog = lazy(async () => ({ default: (await loaders.stillThere()).StillThereDialog }));
export const SessionEndedDialog = lazy(async () => ({ default: (await loaders.sessionEnded()).SessionEndedDialog }));
export const SomethingWentWrongDialog = lazy(async () => ({ default: (await loaders.somethingWentWrong()).SomethingWentWrongDialog }));

/** Fetches the dialogs' code when the page is idle; a failure now is tried again when one opens. */
export function preloadSessionDialogs(): () => void {
  const load = () => { for (const loader of Object.values(loaders)) void loader().catch(() => undefined); };
  const timer = setTimeout(load, 1_000);
  return () => clearTimeout(timer);
}
