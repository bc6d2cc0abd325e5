// Each resource's web additions, by descriptor key. Features export them; the app composes them,
// and adds what crosses features (the devices view page's Test Video button is live video's).
import { dynamicFieldValues, resourceByKey, rooms } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { TestVideoButton } from '../../features/live-video/components/test-video-button';
import { canUseLiveVideo } from '../../features/live-video/utils/command-rules';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { backgroundJobsWeb } from '../../features/background-jobs/web-resource';
import { DischargeSelected } from '../../features/background-jobs/components/discharge-selected';
import { customFieldsWeb } from '../../features/custom-fields/web-resource';
import { formsWeb } from '../../features/forms/web-resource';
import { hospitalsWeb } from '../../features/hospitals/web-resource';
import { menuSetsQueryKey } from '../../features/layout/api/list-menu-sets';
import { menuSetsWeb } from '../../features/menu-sets/web-resource';
import { groupsWeb } from '../../features/groups/web-resource';
import { partnersWeb } from '../../features/partners/web-resource';
import { patientMonitorsWeb } from '../../features/patient-monitors/web-resource';
import { patientsWeb } from '../../features/patients/web-resource';
import { rolesWeb } from '../../features/roles/web-resource';
import { savedViewsWeb } from '../../features/table-settings/web-resource';
import { tagsWeb } from '../../features/tags/web-resource';
import { unitsWeb } from '../../features/units/web-resource';
import { usersWeb } from '../../features/users/web-resource';
import { videoDevicesWeb } from '../../features/video-devices/web-resource';
import { accessSubjectOf } from '../../lib/permissions/permissions';

function TestVideoAction({ row }: { row: { id: number } }) {
  const user = useCurrentUser();
  return canUseLiveVideo(accessSubjectOf(user)) ? <TestVideoButton deviceId={row.id} /> : null;
}

// Each feature's additions are typed by its own row; here they are keyed by descriptor, which the
// generic pages read with the descriptor's rows.
const byKey: Record<string, WebResource> = {
  video_devices: { ...videoDevicesWeb, ShowActions: TestVideoAction } as WebResource,
  patient_monitors: patientMonitorsWeb as unknown as WebResource,
  // Discharge Selected runs as a background job: for those who run jobs and edit patients.
  patients: { ...patientsWeb, BulkActions: DischargeSelected, bulkRequires: [{ action: 'Manage', resource: 'System' }, { action: 'Edit', resource: 'Patient' }] } as unknown as WebResource,
  background_jobs: backgroundJobsWeb as unknown as WebResource,
  roles: rolesWeb as unknown as WebResource,
  units: unitsWeb as unknown as WebResource,
  users: usersWeb as unknown as WebResource,
  custom_fields: customFieldsWeb as unknown as WebResource,
  hospitals: hospitalsWeb as unknown as WebResource,
  tags: tagsWeb as unknown as WebResource,
  // A saved menu set changes the editor's own sidebar too.
  menu_sets: { ...menuSetsWeb, related: [menuSetsQueryKey] } as unknown as WebResource,
  groups: groupsWeb as unknown as WebResource,
  forms: formsWeb as unknown as WebResource,
  partners: partnersWeb as unknown as WebResource,
  // A room counts in its unit's row and lists on the unit's record page.
  rooms: { descriptor: rooms, related: [['get', '/units']] },
  saved_views: savedViewsWeb as unknown as WebResource,
  // The Patient quick edit's Virtual Patient Status choices.
  dynamic_fields: { descriptor: dynamicFieldValues, related: [['get', '/dynamic_fields']] },
};

/** The resource of a generic page's route handle; a route without one is a programming error. */
export function webResourceOf(key: string | undefined): WebResource {
  const own = key ? byKey[key] : undefined;
  if (own) return own;
  const descriptor = key ? resourceByKey(key) : undefined;
  if (!descriptor) throw new Error(`no resource descriptor ${String(key)}`);
  return { descriptor };
}
