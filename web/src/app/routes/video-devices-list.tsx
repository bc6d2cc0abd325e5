// /hospital/video_devices: the video devices table, composed with saved views and the per-page
// preference; a device links to its edit page when the user may edit video devices, else view.
import { useCallback } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSavedViews, useTablePerPage } from '../../features/table-settings/hooks/use-table-settings';
import { VideoDevicesTable } from '../../features/video-devices/components/video-devices-table';
import { useDivisionStore } from '../../lib/division/division-store';
import { accessSubjectOf, can } from '../../lib/permissions/permissions';
import { subjectHref } from '../paths';

export function Component() {
  const user = useCurrentUser();
  const access = accessSubjectOf(user);
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const savedViews = useSavedViews('video_devices', can(access, 'Manage', 'System'));
  const perPage = useTablePerPage();
  const canEdit = can(access, 'Edit', 'VideoDevice');
  const deviceHref = useCallback(
    (id: number) => subjectHref('hospital.video_devices', { permissions: canEdit ? [{ action: 'Edit', resource: 'VideoDevice' }] : [], staffKinds: [] }, { id }, { division_id: divisionId }),
    [canEdit, divisionId],
  );
  return <VideoDevicesTable deviceHref={deviceHref} savedViews={savedViews} perPagePreference={perPage} />;
}
