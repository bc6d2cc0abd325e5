// What a feature adds to a resource's generic pages: its own cells, row actions, bulk actions on a
// selection, extras on the record page, and the cached queries a save of the record affects.
// Features export one; app/resources/registry.ts composes them (features do not import each other).
import type { ComponentType, ReactNode } from 'react';
import type { AnyResource } from '@bedside/resources';

/** A descriptor field of input `custom`: its value is a list of strings (in the input's own order). */
export interface CustomInputProps {
  label: string;
  /** The field's hint. */
  description?: string;
  value: readonly string[];
  onChange: (value: readonly string[]) => void;
  error?: ReactNode;
  /** The field carries the required rule (shown with an asterisk). */
  required?: boolean;
  /** Whether the user holds a rule (an input offers only what the user may give). */
  may?: (action: string, resource: string) => boolean;
}

export interface WebResource<R extends { id: number } = { id: number }> {
  descriptor: AnyResource;
  cells?: Readonly<Record<string, (row: R) => ReactNode>>;
  RowActions?: ComponentType<{ row: R }>;
  /** Shown above the table while rows are selected (the table gets a selection column). */
  BulkActions?: ComponentType<{ ids: readonly number[]; clear: () => void }>;
  /** Every rule a user needs for the bulk actions (and the selection column); none: anyone who sees the list. */
  bulkRequires?: readonly { action: string; resource: string }[];
  /** Above the list (a note on live updates, say). */
  ListExtras?: ComponentType;
  /**
   * Why the user may not change this record although they may edit the resource (the record can do
   * more than they can); null when they may. Edit and Delete give way to the reason.
   */
  lockedFor?: (row: R, may: (action: string, resource: string) => boolean) => string | null;
  /** Beside the title of the record page. */
  ShowActions?: ComponentType<{ row: R }>;
  ShowExtras?: ComponentType<{ row: R }>;
  /** The inputs of the descriptor's `custom` form fields, by field name. */
  inputs?: Readonly<Record<string, ComponentType<CustomInputProps>>>;
  /**
   * Shown over the add page once a create succeeded, before the new record's page opens on close:
   * what the create's answer holds only once (a partner's client secret).
   */
  Created?: ComponentType<{ row: R; onClose: () => void }>;
  /** Below the form of the edit page (settings saved by their own calls). */
  EditExtras?: ComponentType<{ row: R }>;
  /** Query key prefixes to refresh after a save of this resource (pickers, other lists, search). */
  related?: readonly (readonly unknown[])[];
}
