// GET {path}/export.csv: every matching row, written in chunks so that 10,000+ rows stream out
// without building the whole file (or blocking the event loop) first. Header: the column headers;
// cells: what the table shows the caller (columnText: labels, dates in their timezone and clock,
// PHI masked when their mask_phi is on). The raw values went out before: instants in UTC, which a
// manager in Chicago read as local times five or six hours off, and "active" for Active (found by
// new-user QA).
import { once } from 'node:events';
import { columnText, dateFormatSettingsOf, type Column, type FormatContext, type ResourceSchema, type RowOf } from '@bedside/resources';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../api-error.ts';
import type { Collection, ListQuery } from './collection.ts';
import type { Ctx } from './spec.ts';

export const CSV_CHUNK_ROWS = 500;
const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

function maskPhi({ auth, services }: Ctx): boolean {
  const preference = services.store.data.preferences.find((p) => p.user_id === auth.user.id && p.key === 'mask_phi');
  return preference?.settings.enabled === true;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) is
 * written with a leading apostrophe, as OWASP advises: a patient named `=cmd|' /C calc'!A0` or a
 * tag `=HYPERLINK(...)` went into every export as it was, and ran on the manager's machine when
 * opened. A number (-5, +3.2) stays a number.
 */
export function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^[-+]?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

function cellText<Row>(column: Column<Row>, row: Row, context: FormatContext): string {
  return inertCell(columnText(column, row, context));
}

/** A table's CSV for a caller: its header line, its row count and its lines in slices (each line ends in CRLF). */
export interface PreparedCsv { header: string; count: number; lines(start: number, end: number): string }

/**
 * The rows and columns of an export, read once for the caller (their divisions, the query's
 * filters and sort, PHI masked per their mask_phi now). The streamed export and the background
 * export job (jobs/csv-export-job.ts) both write it slice by slice.
 */
export function prepareCsv<S extends ResourceSchema, P extends string, Rec extends { id: number }>(
  ctx: Ctx, collection: Collection<S, P, Rec>, query: ListQuery & { columns?: string[] },
): PreparedCsv {
  const rows = collection.query(ctx, query);
  const known = collection.columns(ctx);
  const columns: Column<RowOf<S>>[] = query.columns?.length
    ? query.columns.map((id) => {
      const column = known.find((c) => c.id === id);
      if (!column) throw badRequest('query.columns', 'enum', `unknown column ${id}`, `Unknown column ${id}`);
      return column;
    })
    : known.filter((c) => !c.hidden);
  const context: FormatContext = { dates: dateFormatSettingsOf(ctx.auth.user), maskPhi: maskPhi(ctx) };
  return {
    header: `${columns.map((c) => quote(c.header)).join(',')}\r\n`,
    count: rows.length,
    lines: (from, to) => rows.slice(from, to).map((row) => `${columns.map((c) => quote(cellText(c, row, context))).join(',')}\r\n`).join(''),
  };
}

/** Lets other requests run between chunks of a large export. */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export async function exportCsv<S extends ResourceSchema, P extends string, Rec extends { id: number }>(
  ctx: Ctx, collection: Collection<S, P, Rec>, query: ListQuery & { columns?: string[] }, reply: FastifyReply,
): Promise<undefined> {
  const csv = prepareCsv(ctx, collection, query);
  // The reply is written by hand: Fastify's serialisation and the JSON response check do not apply.
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store' });
  out.write(csv.header);
  for (let start = 0; start < csv.count; start += CSV_CHUNK_ROWS) {
    if (!out.write(csv.lines(start, start + CSV_CHUNK_ROWS))) await once(out, 'drain');
    await nextTurn();
  }
  out.end();
  return undefined;
}
