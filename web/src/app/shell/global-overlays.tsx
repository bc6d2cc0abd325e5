// Overlays shown over every layout: offline overlay, unsupported-browser warning.
export function GlobalOverlays() {
  return null;
}
