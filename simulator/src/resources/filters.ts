// Filter kinds (shell §5) over contract rows: TEXT and AUTOCOMPLETE contain (any case), NUMBER,
// ENUM and DATE equal, DATERANGE and DATETIMERANGE are inclusive. The contract has already checked
// each value's shape; what it cannot express (a reversed range) is checked here.
import type { CellValue, FilterKind } from '@bedside/resources';
import { badRequest, type ApiError } from '../api-error.ts';

type Cell = CellValue | undefined;
interface Range { from?: string; to?: string }

const lower = (cell: Cell) => (cell === null || cell === undefined ? '' : String(cell).toLowerCase());
const day = (cell: Cell) => (typeof cell === 'string' ? cell.slice(0, 10) : null);

function between(value: string | number | null, from: string | number | undefined, to: string | number | undefined): boolean {
  return value !== null && (from === undefined || value >= from) && (to === undefined || value <= to);
}

/** A filter value that filters nothing: an empty text, an empty list or a range without ends. */
export function isEmptyFilter(value: unknown): boolean {
  if (value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && value !== null) return Object.values(value).every((v) => v === undefined);
  return false;
}

/** Whether a cell passes a (non-empty) filter value of this kind. */
export function matcher(kind: FilterKind, value: unknown): (cell: Cell) => boolean {
  switch (kind) {
    case 'TEXT':
    case 'AUTOCOMPLETE': {
      const wanted = String(value).toLowerCase();
      return (cell) => lower(cell).includes(wanted);
    }
    case 'NUMBER':
      return (cell) => cell !== null && cell !== undefined && Number(cell) === Number(value);
    case 'ENUM': {
      const accepted: readonly unknown[] = Array.isArray(value) ? value : [value];
      return (cell) => accepted.includes(cell);
    }
    case 'DATE':
      return (cell) => day(cell) === value;
    case 'DATERANGE': {
      const { from, to } = value as Range;
      return (cell) => between(day(cell), from, to);
    }
    case 'DATETIMERANGE': {
      const { from, to } = value as Range;
      const [start, end] = [from === undefined ? undefined : Date.parse(from), to === undefined ? undefined : Date.parse(to)];
      return (cell) => between(typeof cell === 'string' ? Date.parse(cell) : null, start, end);
    }
  }
}

export function badFilter(field: string, message: string): ApiError {
  return badRequest(`query.filters.${field}`, 'filter', message, `Invalid filter: ${message}`);
}

/** A range whose from is after its to matches nothing and is surely a mistake: 400. */
export function checkRange(id: string, kind: FilterKind, value: unknown): void {
  if ((kind !== 'DATERANGE' && kind !== 'DATETIMERANGE') || typeof value !== 'object' || value === null) return;
  const { from, to } = value as Range;
  if (from !== undefined && to !== undefined && Date.parse(from) > Date.parse(to)) throw badFilter(id, `${id}.from must not be after ${id}.to`);
}
