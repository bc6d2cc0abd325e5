// A descriptor's columns and filters as the data table takes them: text through columnText (the
// same text the record page, revisions and CSV show), tags and links as cells, masked PHI.
import type { ReactNode } from 'react';
import { columnText, customFieldFormat, formatCell, NA, type AnyResource, type Column, type Filter, type FormatContext } from '@bedside/resources';
import classes from './cell-tag.module.css';
import { CellLink } from '../data-table/row-action';
import type { DataTableColumn, FilterDefinition } from '../data-table/types';
import { customFieldChoices, type CustomFieldDef } from '../../lib/resources/custom-field-form';
import { resourceApi } from '../../lib/resources/resource-api';

type Row = { id: number; custom_fields?: Record<string, string | null> | null };

export interface ColumnOptions<R extends Row> {
  context: FormatContext;
  /** the record's page (edit or view by permission) for `link` columns */
  recordHref: (row: R) => string;
  /** a feature's own cell for a column id (e.g. the device status tag) */
  cells?: Readonly<Record<string, (row: R) => ReactNode>>;
  customFields?: readonly CustomFieldDef[];
}

export function resourceColumns<R extends Row>(d: AnyResource, options: ColumnOptions<R>): DataTableColumn<R>[] {
  const { context, recordHref, cells = {}, customFields = [] } = options;
  const own = (d.columns as readonly Column<R>[]).map((c): DataTableColumn<R> => {
    const text = (row: R) => columnText(c, row, context);
    const format = c.format;
    let cell: ((row: R) => ReactNode) | undefined = cells[c.id];
    if (!cell && format?.kind === 'tag') {
      cell = (row) => {
        const value = c.value(row);
        if (value === null || value === undefined) return NA;
        return <span className={classes.tag} data-tone={format.tones[String(value)] ?? 'neutral'} data-status={String(value)}>{text(row)}</span>;
      };
    } else if (!cell && format?.kind === 'link') {
      cell = (row) => <CellLink to={recordHref(row)}>{text(row)}</CellLink>;
    }
    return { id: c.id, header: c.header, value: text, cell, sortable: c.sortable, hiddenByDefault: c.hidden, size: c.size };
  });
  const custom = customFields.map((f): DataTableColumn<R> => {
    const format = customFieldFormat(f);
    return { id: `custom_fields.${f.key}`, header: f.label, hiddenByDefault: true, value: (row) => formatCell(format, row.custom_fields?.[f.key] ?? null, context) };
  });
  return [...own, ...custom];
}

export function resourceFilters(d: AnyResource, customFields: readonly CustomFieldDef[] = [], dynamicOptions: readonly { value: string; label: string }[] = []): FilterDefinition[] {
  const api = resourceApi(d);
  const own = (d.filters as readonly Filter<unknown, Record<string, unknown>>[]).map((f): FilterDefinition => {
    const source = f.options;
    const base = { id: f.id, label: f.label, type: f.kind, dynamic: f.dynamic };
    if (source && 'enum' in source) return { ...base, options: source.enum.options };
    if (source && 'dropdown' in source) return { ...base, loadOptions: (division) => api.dropdown(source.dropdown, division) };
    // A dynamic field filter's N/A is 0 in the contract.
    if (source && 'dynamicField' in source) return { ...base, options: dynamicOptions.map((o) => (o.value === 'na' ? { value: '0', label: o.label } : o)) };
    return base;
  });
  // By kind (shell §3): chosen values as choices, a date-time by its day, text and numbers typed.
  const custom = customFields.map((f): FilterDefinition => {
    const base = { id: `custom_fields.${f.key}`, label: f.label };
    const choices = customFieldChoices(f);
    if (choices.length) return { ...base, type: 'AUTOCOMPLETE', options: choices.map((o) => ({ value: o, label: o })) };
    return { ...base, type: f.kind === 'datetime' ? 'DATE' : 'TEXT' };
  });
  return [...own, ...custom];
}
