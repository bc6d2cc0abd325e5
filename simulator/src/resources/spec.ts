// What a resource gives the generic collection: its descriptor, where its records are kept, how a
// record becomes its contract row, and its own rules. The list, filters, sort, paging, CSV,
// revisions and 404s are the collection's (handlers.ts).
import type { components } from '@bedside/openapi/api';
import type { ResourceDescriptor, ResourceSchema, RowOf, WriteOf } from '@bedside/resources';
import type { Place } from '../auth/access.ts';
import type { AuthContext } from '../auth/context.ts';
import type { Services } from '../services.ts';
import type { Store } from '../store/store.ts';

type Schemas = components['schemas'];
export type Revision = Schemas['Revision'];
export type DropdownOption = Schemas['DropdownOption'];

export interface Ctx { auth: AuthContext; services: Services }
/** Field to [old, new], as a revision shows it. */
export type Changes = Record<string, [unknown, unknown]>;
export type RecordAction = 'create' | 'update' | 'delete';

/** Changes a record and notes each change for its revision. */
export interface Edit<Rec> {
  /** Assigns and notes [old, new] when the value differs; undefined (not sent) changes nothing. */
  set<K extends keyof Rec & string>(key: K, value: Rec[K] | undefined): void;
  /** Notes a change `set` cannot make: a nested field, or one shown by another value (room name for room_id). */
  note(field: string, before: unknown, after: unknown): void;
}

export interface ResourceSpec<S extends ResourceSchema, P extends string, Rec extends { id: number }> {
  descriptor: ResourceDescriptor<S, P>;
  /** The stored array. */
  records: (store: Store) => Rec[];
  /** An index, when the store keeps one. */
  byId?: (store: Store, id: number) => Rec | undefined;
  /** An organisation-wide resource's (descriptor scope organization) record's organisation: callers see their own only. */
  organizationOf?: (rec: Rec, store: Store) => string | undefined;
  /**
   * Where a record is, when a group can give it (a room, a unit, a patient through their room): the
   * scope is then the caller's divisions plus what their groups give (auth/access.ts); default the
   * row's division only.
   */
  placeOf?: (store: Store, rec: Rec) => Place;
  /** Whether the caller sees a record of their scope at all (a saved view: their own, or a system view); default every one. */
  visibleTo?: (ctx: Ctx, rec: Rec) => boolean;
  /** Contract rows of many records at once: joins through maps built once (O(n)), internal fields dropped. */
  toRows: (ctx: Ctx, recs: readonly Rec[]) => RowOf<S>[];
  /**
   * Builds and stores a record from a checked body; throws a 400 for the resource's own rules.
   * `divisionId` is the division asked for; an organisation-wide resource has none (NaN) and
   * takes the caller's organisation.
   */
  create?: (ctx: Ctx, input: WriteOf<S>, divisionId: number) => Rec;
  /** The create revision's fields, when the body as sent would not read well (ids, lists); default the body without passwords. */
  createdFields?: (ctx: Ctx, rec: Rec) => Record<string, unknown>;
  /** Applies the sent fields through `edit`; throws a 400 for the resource's own rules. */
  update?: (ctx: Ctx, rec: Rec, input: WriteOf<S>, edit: Edit<Rec>) => void;
  remove?: (ctx: Ctx, rec: Rec) => void;
  /** listXDropdown by `field`. */
  dropdowns?: Record<string, (ctx: Ctx, divisions: ReadonlySet<number>, q: string | undefined) => DropdownOption[]>;
  /** The descriptor's `serverFilters`: a predicate per request and value. */
  serverFilters?: Record<string, (ctx: Ctx, value: unknown) => (row: RowOf<S>) => boolean>;
  /** The create revision of a seeded record, which is derived rather than stored. */
  seededCreate?: (rec: Rec) => Revision;
  /** The audit log field naming the record. */
  auditRef?: 'patient_id' | 'patient_monitor_id' | 'video_device_id';
  /** Realtime after a write (the record's event on its channel). */
  afterChange?: (ctx: Ctx, rec: Rec, action: RecordAction) => Promise<void>;
  /** A valid create (or, without create, update) body in this division, for the generated tests; a read-only resource has none. */
  sample?: (store: Store, divisionId: number) => WriteOf<S>;
}
