/** What a cell shows for a raw value: N/A when missing, Yes/No for flags. */
export function displayValue(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Go-to-page: a positive whole number within 1..ceil(count / perPage), otherwise null. */
export function goToPageTarget(input: string, count: number, perPage: number): number | null {
  if (!/^\d+$/.test(input.trim())) return null;
  const page = Number(input);
  const last = Math.ceil(count / perPage);
  return page >= 1 && page <= last ? page : null;
}

/** table-export plus a timestamp (section 9). */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `table-export-${stamp}.csv`;
}

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
