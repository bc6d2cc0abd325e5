// Composes Aimee into the live video call view (features do not import each other): the host of
// the overlay passes this as its renderCallExtra, with the visit's meeting metadata.
import type { ReactNode } from 'react';
import { AimeePanel } from '../../features/aimee/components/aimee-panel';
import type { AimeeMeeting } from '../../features/aimee/utils/meeting-meta';
import type { CallExtraContext } from '../../features/live-video/components/live-video-overlay';
import type { CurrentUser } from '../../lib/permissions/current-user';
import { accessSubjectOf, can } from '../../lib/permissions/permissions';

export function aimeeCallExtra(user: CurrentUser, meeting: AimeeMeeting): (call: CallExtraContext) => ReactNode {
  const allowed = can(accessSubjectOf(user), 'Use', 'Aimee');
  return function AimeeCallExtra(call) {
    return (
      <AimeePanel
        patient={call.patient}
        context={{
          session: call.session, preview: call.preview, deviceKind: call.device.kind,
          patientMonitorId: call.patientMonitorId, meeting, allowed,
        }}
      />
    );
  };
}
