// Names of a page's rows for assistive technology (a row's selection checkbox) that tell every row
// apart: two patients of the same name read "Select Jane Doe" twice, and a screen reader user could
// not know which one they ticked (a11y QA). A name grows only as far as the page needs.

/**
 * Each row's name, unique on the page. `parts` gives a row's title first, then what tells rows of
 * the same title apart (their room, say), most telling first; each part is added only to the names
 * still shared, and a name shared even so ends with the row's place on the page ("row 3 of 25").
 */
export function uniqueRowNames<Row>(rows: readonly Row[], parts: (row: Row) => readonly string[]): string[] {
  const all = rows.map(parts);
  let names = all.map((p) => p[0] ?? '');
  const depth = Math.max(0, ...all.map((p) => p.length));
  for (let part = 1; part < depth; part += 1) {
    const shared = sharedNames(names);
    names = names.map((name, i) => (shared.has(name) && all[i]![part] ? `${name}, ${all[i]![part]}` : name));
  }
  const shared = sharedNames(names);
  return names.map((name, i) => (shared.has(name) ? `${name}, row ${i + 1} of ${rows.length}` : name));
}

function sharedNames(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const name of names) (seen.has(name) ? shared : seen).add(name);
  return shared;
}
