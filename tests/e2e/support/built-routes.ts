// The signed-in pages that are built, read from the web app's own route table, so a page built
// later joins the scans that use this list without anyone adding it here.

interface RouteEntry {
  path: string;
  page?: unknown;
  handle: { secured: boolean; resource?: string };
}

/** Enough of a descriptor to tell whether its pages show PHI (a masked column or form field). */
interface Descriptor { routes: { base: string }; columns: readonly { format?: { kind: string } }[]; form: readonly { mask?: string; input: string }[] }

// The table modules are loaded at run time (by Playwright's TypeScript loader), not type-checked
// with the tests: their lazy page imports would pull the whole web app into the tests' program.
const TABLES = ['clinical-routes.ts', 'admin-routes.ts'];

/** Seeded ids to open parameterised pages with: the path's prefix names the record kind. */
export const SCAN_IDS: { prefix: string; id: number }[] = [
  // Patient 2 has a running monitor on device 2 (the live video specs use the same pair).
  { prefix: '/patients/', id: 2 },
  { prefix: '/hospital/video_devices/', id: 2 },
  { prefix: '/hospital/rooms/', id: 1 },
  { prefix: '/hospital/units/', id: 1 },
  // Role 4 is the Nurse role; flag 1 is PTZ Presets (both of the sysadmin's organisation).
  { prefix: '/user-management/roles/', id: 4 },
  // User 4 is the nurse, Nora Lindqvist.
  { prefix: '/user-management/users/', id: 4 },
  { prefix: '/system/feature-flags/', id: 1 },
  { prefix: '/health-system/video-reasons/', id: 1 },
  { prefix: '/health-system/staff-types/', id: 1 },
  // Monitor 1 is patient 2's running monitor.
  { prefix: '/patient-monitors/', id: 1 },
  // Custom field 1 is Mercy's Asset Tag (video devices).
  { prefix: '/health-system/custom-fields/', id: 1 },
  // Saved view 1 is Mercy's system view Offline devices; dynamic field 1 is Mercy's Observation.
  { prefix: '/health-system/manage-views/', id: 1 },
  { prefix: '/health-system/dynamic-fields/', id: 1 },
  // Hospital 1 is Mercy's North Tower (a division); attribute 1 is Mercy's Fall Risk.
  { prefix: '/health-system/hospitals/', id: 1 },
  { prefix: '/health-system/tags/', id: 1 },
  // Menu set 1 is Mercy's Virtual Care.
  { prefix: '/menu-management/', id: 1 },
  // Virtual request type 1 is Mercy's eICU; group 10 is North Tower Rapid Response (division 1).
  { prefix: '/virtual-request-types/', id: 1 },
  // Virtual request 1 is a seeded accepted Virtual Nursing request at Mercy.
  { prefix: '/virtual-requests/', id: 1 },
  { prefix: '/user-management/groups/', id: 10 },
  // Form 1 is Mercy's Fall Risk Assessment.
  { prefix: '/form-builder/', id: 1 },
  // ADT message 1 is Mercy's seeded admission (store/seed-adt.ts).
  { prefix: '/monitoring/adt-messages/', id: 1 },
  // Nurse call 1 is Mercy's oldest seeded call (store/seed-nurse-calls.ts).
  { prefix: '/monitoring/nurse-call/', id: 1 },
  // Health system 1 is Mercy General Hospital, the sysadmin's.
  { prefix: '/health-system/preferences/', id: 1 },
  { prefix: '/health-system/page_preferences/', id: 1 },
  // Division 1 is Mercy's North Tower.
  { prefix: '/hospital/preferences/', id: 1 },
  { prefix: '/hospital/homepage/', id: 1 },
  // Prompt 1 is Mercy's Fall risk check-in; family member 1 is Maria Alvarez (division 1's first
  // admitted patient); labeler 1 is Mercy's Priya Nair.
  { prefix: '/health-system/aimee-prompts/', id: 1 },
  { prefix: '/system/aimee-conversations/', id: 1 },
  { prefix: '/user-management/family-connect/', id: 1 },
  { prefix: '/user-management/labelers/', id: 1 },
  // Partner 1 is Mercy's EHR Integration.
  { prefix: '/system/partners/', id: 1 },
  // Care assignment 1: Carla Nakamura covers security for division 1's first admitted patient.
  { prefix: '/care-assignments/', id: 1 },
];

// Pages that show a patient only when the query names one (the Access Browser: the nurse, user 4,
// and the patients in every room of the administrator's divisions).
const SCAN_QUERIES: Record<string, string> = { '/live-video': '?patient_id=2', '/user-management/access-browser': '?user=4' };

function concrete(path: string): string {
  const withoutOptional = path.replace(/\/:[A-Za-z]+\?/g, '');
  if (!withoutOptional.includes(':')) return withoutOptional;
  const known = SCAN_IDS.find((entry) => withoutOptional.startsWith(entry.prefix));
  if (!known) throw new Error(`The scan has no seeded id for ${path}: add one to SCAN_IDS (tests/e2e/support/built-routes.ts)`);
  return withoutOptional.replace(/:[A-Za-z]+/g, String(known.id));
}

/**
 * Which pages a scan opens. Pages of no resource, and a resource's pages beyond its generic four
 * (list, add, view and edit: the patient monitor's monitoring page, say), are always opened. Those
 * four are the same generic components over each descriptor's fields, so a scan may sample them:
 * - of a resource whose descriptor shows PHI (a masked column or form field), `phi`: `all`;
 *   `no-add` (an add form shows no record); or `list`;
 * - of one that shows none (roles, units, flags), `plain`: `list-and-own-inputs`, its list, and its
 *   edit form when it holds an input the generic form does not draw (custom or multiselect: the
 *   roles' permission grid, a group's members); or `none`.
 * The scans thus grow with the pages that show patients and with new kinds of page, not with every
 * admin screen built on the pattern.
 */
export interface ScanPages { phi: 'all' | 'no-add' | 'list'; plain: 'list-and-own-inputs' | 'none' }

/** Concrete URLs of every secured route that has a page (the rest show the placeholder). */
export async function builtSecuredPaths(pages: ScanPages): Promise<string[]> {
  const here = new URL('../../../web/src/app/routes/table/', import.meta.url);
  const modules = await Promise.all(TABLES.map((file) => import(new URL(file, here).href) as Promise<Record<string, unknown>>));
  const { resourceByKey } = await import(new URL('../../../resources/src/index.ts', import.meta.url).href) as { resourceByKey: (key: string) => Descriptor | undefined };
  const showsPhi = (d: Descriptor) => d.columns.some((c) => c.format?.kind === 'mask') || d.form.some((f) => f.mask !== undefined);
  const ownInputs = (d: Descriptor) => d.form.some((f) => f.input === 'custom' || f.input === 'multiselect');
  const scanned = (route: RouteEntry) => {
    const d = route.handle.resource ? resourceByKey(route.handle.resource) : undefined;
    if (!d) return true;
    const { base } = d.routes;
    const generic = { [base]: 'list', [`${base}/add`]: 'add', [`${base}/:id/view`]: 'view', [`${base}/:id/edit`]: 'edit' }[route.path];
    if (!generic) return true;
    if (showsPhi(d)) return pages.phi === 'all' || (pages.phi === 'no-add' ? generic !== 'add' : generic === 'list');
    if (pages.plain === 'none') return false;
    return generic === 'list' || (generic === 'edit' && ownInputs(d));
  };
  const routes = modules.flatMap((module) => Object.values(module).filter(Array.isArray).flat() as RouteEntry[]);
  const paths = routes.filter((route) => route.page && route.handle.secured && scanned(route)).map((route) => concrete(route.path));
  return [...new Set(paths)].map((path) => `${path}${SCAN_QUERIES[path] ?? ''}`);
}
