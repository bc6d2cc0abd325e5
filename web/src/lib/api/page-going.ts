// Whether the page is going away (pagehide: the tab closing, a reload, leaving the app). A call
// made then (a video session's leave and audit entries: open-sessions.ts hangs every one up) is
// sent keepalive, so it still reaches the server after the page is gone. Other calls are not:
// Chromium hands keepalive requests to its browser process and caps their bodies in flight.
let going = false;

if (typeof window !== 'undefined') {
  // Capture: set before the page's own pagehide listeners make their calls.
  window.addEventListener('pagehide', () => { going = true; }, { capture: true });
  // Back from the back/forward cache: the page lives on.
  window.addEventListener('pageshow', () => { going = false; });
}

export const pageGoing = (): boolean => going;
