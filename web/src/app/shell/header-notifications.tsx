// The header's notification bell and panel (filled in by the notifications feature).
export function HeaderNotifications() {
  return null;
}
