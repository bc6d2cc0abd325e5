// The header's global search (filled in by the search feature).
export function HeaderSearch() {
  return null;
}
