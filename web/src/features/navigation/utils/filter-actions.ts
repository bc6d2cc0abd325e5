/** A page the palette can open: a menu entry the user can see. */
export interface PaletteAction {
  id: string;
  label: string;
  to: string;
  breadcrumbs: readonly string[];
  keywords: readonly string[];
}

/** Every word of the query must appear in the title, the breadcrumbs or the keywords. */
export function filterActions(actions: readonly PaletteAction[], query: string): PaletteAction[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...actions];
  return actions.filter((action) => {
    const haystack = [action.label, ...action.breadcrumbs, ...action.keywords].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
