// /notifications: the full notification list.
export function Component() {
  return null;
}
