// A resource descriptor: one object saying what a record type's table, filters, form, routes and
// menu place are, read by the simulator (generic collection) and the web (generic pages).
// The template-literal types below tie a descriptor to the contract's conventional names
// (S = schema, P = plural): `SWrite`, `SFilters`, `SPage`, and operationIds such as `list${P}`.
// Their errors are not pretty, so resources/test/contract-agreement.test.ts repeats the checks at runtime.
import type { components, operations, paths } from '@bedside/openapi/api';
import type { EnumLabels } from './enum-labels.ts';
import type { MaskType } from './mask.ts';
import type { PatientIdentity } from './mask-text.ts';

type Schemas = components['schemas'];
type Lookup<T, K> = K extends keyof T ? T[K] : never;

/** Filter kinds of the data table (shell §5). */
export type FilterKind = 'TEXT' | 'NUMBER' | 'ENUM' | 'DATERANGE' | 'DATETIMERANGE' | 'DATE' | 'AUTOCOMPLETE';
export type Variant = 'list' | 'add' | 'edit' | 'view';
export type OperationKind = 'list' | 'get' | 'create' | 'update' | 'delete' | 'exportCsv' | 'dropdown' | 'revisions';
/** Status tag tones, as web/src/components/status-tag.tsx colours them. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';
export type CellValue = string | number | boolean | null;

/** The conventional operationId of each kind. */
export interface OperationIds<S extends string, P extends string> {
  list: `list${P}`;
  get: `get${S}`;
  create: `create${S}`;
  update: `update${S}`;
  delete: `delete${S}`;
  exportCsv: `export${P}Csv`;
  dropdown: `list${P}Dropdown`;
  revisions: `list${S}Revisions`;
}

/** Kinds whose conventional operation exists in the contract: naming another fails the typecheck. */
export type KindsOf<S extends string, P extends string> = {
  [K in OperationKind]: OperationIds<S, P>[K] extends keyof operations ? K : never;
}[OperationKind];

/** Schemas with the conventional companions SFilters and SPage (and SWrite, unless read-only). */
export type ResourceSchema = {
  [K in keyof Schemas & string]: `${K}Filters` | `${K}Page` extends keyof Schemas ? K : never;
}[keyof Schemas & string];

export type RowOf<S extends ResourceSchema> = Schemas[S];
export type FiltersOf<S extends ResourceSchema> = Lookup<Schemas, `${S}Filters`>;
type WriteBody<S extends ResourceSchema> = Lookup<Schemas, `${S}Write`>;
/** The inner object of `SWrite` (`{ video_device: {…} }` → `{…}`). */
export type WriteOf<S extends ResourceSchema> = WriteBody<S>[keyof WriteBody<S>];

/** How a cell's value is shown. `link`: to the edit or view page, by permission; `mask`: PHI when mask_phi is on. */
export type Format =
  | { kind: 'text' | 'date' | 'datetime' | 'boolean' | 'link' }
  /** a number of seconds, read as "2 min 5 s" (sorted by the number) */
  | { kind: 'duration' }
  | { kind: 'enum'; labels: EnumLabels }
  | { kind: 'tag'; labels: EnumLabels; tones: Readonly<Record<string, Tone>> }
  | { kind: 'mask'; type: MaskType };

export interface Column<Row> {
  id: string;
  header: string;
  value: (row: Row) => CellValue | undefined;
  format?: Format;
  /**
   * Free text that may speak of the patient (an Aimee transcript): their name, MRN and date of
   * birth are masked in it while mask_phi is on (columnText, maskPatientText).
   */
  maskPatientOf?: (row: Row) => PatientIdentity | null | undefined;
  /** Default true. */
  sortable?: boolean;
  /** Hidden until the user shows it. */
  hidden?: boolean;
  size?: number;
}

/** Where a select's or filter's choices come from: an enum, a `field` of listXDropdown, or a dynamic field (N/A first). */
export type OptionSource =
  | { enum: EnumLabels }
  | { dropdown: string }
  | { dynamicField: { table: string; field: string }; na: true };

export interface Filter<Row, F> {
  id: Extract<keyof F, string>;
  label: string;
  kind: FilterKind;
  /** The value filtered on; default: the column with the same id. */
  value?: (row: Row) => CellValue | undefined;
  options?: OptionSource;
  /** Values dropped on a division change (shell §4). */
  dynamic?: boolean;
}

export type RuleSpec =
  | { rule: 'required' | 'positiveInteger' | 'decimal' | 'password' }
  | { rule: 'lengthLessThan' | 'valueLessThan'; max: number }
  | { rule: 'valueAtLeast'; min: number };

/**
 * `custom`: an input the web resource supplies (the roles' permission grid); its value is a list of
 * strings. `radio`: choices shown at once (custom fields of kind radio). `multiselect`: several of
 * the field's `options` (a group's members), a list of strings that `to` turns into the body's.
 */
export type FormInput = 'text' | 'textarea' | 'number' | 'date' | 'datetime' | 'select' | 'multiselect' | 'radio' | 'checkbox' | 'password' | 'custom';

export interface FormField<Row, W> {
  name: Extract<keyof W, string>;
  label: string;
  input: FormInput;
  rules?: readonly RuleSpec[];
  options?: OptionSource;
  /** Only on this variant; both when absent. */
  on?: 'create' | 'edit';
  mask?: MaskType;
  /** The initial value when the row's shape differs (room_id ← room.id); default row[name]. */
  from?: (row: Row) => unknown;
  /** A custom or multiselect input's value as the write body takes it (permission texts → rules, ids → numbers). */
  to?: (value: readonly string[]) => unknown;
  /** Shown (and sent) only while this holds of the form's values; the server's spec has the rule behind it. */
  when?: (values: Readonly<Record<string, unknown>>) => boolean;
  /** A line under the input saying what it takes. */
  hint?: string;
  /** Shown (and sent) only to users with this permission; the server's spec refuses it to others (403). */
  requires?: { action: string; resource: string };
}

/** A page beside the variants, such as ':id/monitoring'. `edit`: needs the edit permission. */
export interface ExtraRoute { path: string; title: string; name?: string; edit?: boolean }

export type MenuPlace =
  | { admin: string; keywords?: readonly string[] }
  | { pageKind: Schemas['PageKind']; keywords?: readonly string[] };

export interface ResourceDescriptor<S extends ResourceSchema, P extends string> {
  /** table_id of saved views, revision and audit category, registry key: 'video_devices'. */
  key: string;
  schema: S;
  /** With `schema`, names the operations (OperationIds<S, P>). */
  plural: P;
  labels: { singular: string; plural: string };
  api: { base: keyof paths; operations: readonly KindsOf<S, P>[] };
  /** Actions default to View and Edit (shell §6). */
  permission: { resource: string; view?: string; edit?: string };
  /** `organization`: records of the whole organisation (roles), not of a division; default division. */
  scope?: 'division' | 'organization';
  title: (row: RowOf<S>) => { text: string; mask?: MaskType };
  /**
   * Columns that tell apart records of the same title (two patients named alike: their room), most
   * telling first: a row's name for a screen reader (its selection checkbox) adds them when its
   * page shows the title twice.
   */
  distinguishBy?: readonly string[];
  columns: readonly Column<RowOf<S>>[];
  filters: readonly Filter<RowOf<S>, FiltersOf<S>>[];
  /** Filters the contract accepts but the table does not offer; the simulator's spec implements each. */
  serverFilters?: readonly Extract<keyof FiltersOf<S>, string>[];
  defaultFilters?: Partial<FiltersOf<S>>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  /** Custom field model: adds columns and filters `custom_fields.<key>`. */
  customFields?: string;
  form: readonly FormField<RowOf<S>, WriteOf<S>>[];
  routes: {
    base: string;
    name: string;
    variants: readonly Variant[];
    trail: readonly { label: string; to?: string }[];
    allowAll?: boolean;
    extra?: readonly ExtraRoute[];
  };
  menu?: MenuPlace;
  /** Labels of revision fields that are neither columns nor form fields (a role's permissions_added). */
  revisionLabels?: Readonly<Record<string, string>>;
}

/** Any descriptor, for code that handles them all (registries, generic tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each descriptor is checked at its definition
export type AnyResource = ResourceDescriptor<any, string>;

export const defineResource = <S extends ResourceSchema, P extends string>(d: ResourceDescriptor<S, P>) => d;
