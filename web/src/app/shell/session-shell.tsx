// Session rules of secured pages: inactivity, Still There?, session dialogs, loading indicator.
export function SessionShell() {
  return null;
}
