// Route module of the video devices screens (filled in by the video devices feature).
export function Component() {
  return null;
}
