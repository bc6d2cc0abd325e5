import { storageKeys } from './keys';

/** Logout forgets everything stored in the browser except the PHI masking choice. */
export function clearStorageOnLogout(local: Storage, session: Storage): void {
  const maskPhi = local.getItem(storageKeys.maskPhi);
  local.clear();
  if (maskPhi !== null) local.setItem(storageKeys.maskPhi, maskPhi);
  session.clear();
}
