// /live-video: the external live video page (?patient_id=…, optional device_id and source, and the
// meeting metadata auto_aimee, auto_save, aimee_tags and prompt_id for Aimee). The overlay sits in
// the page: no minimise or dock, no TV commands, no reboot.
import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { aimeeMeetingFrom } from '../../features/aimee/utils/meeting-meta';
import { LiveVideoOverlay } from '../../features/live-video/components/live-video-overlay';
import type { LiveVideoRequest } from '../../features/live-video/hooks/live-video-store';
import { canUseLiveVideo } from '../../features/live-video/utils/command-rules';
import { accessSubjectOf } from '../../lib/permissions/permissions';
import { aimeeCallExtra } from '../shell/aimee-call-extra';
import { curtainOverPicture } from '../shell/call-curtain';
import { OverlayBoundary } from '../shell/overlay-boundary';
import { PageHeader } from './page-header';

const SOURCES = ['infinity_watch', 'team_mode', 'central_monitoring'] as const;
const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

export function Component() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const patientId = positive(search.get('patient_id'));
  const deviceId = positive(search.get('device_id'));
  const source = SOURCES.find((s) => s === search.get('source')) ?? null;
  const request = useMemo<LiveVideoRequest>(() => ({ patientId, deviceId, external: true, source }), [patientId, deviceId, source]);
  const query = search.toString();
  const callExtra = useMemo(() => aimeeCallExtra(user, aimeeMeetingFrom(new URLSearchParams(query))), [user, query]);
  let body;
  if (!canUseLiveVideo(accessSubjectOf(user))) body = <Alert color="yellow">You do not have access to live video.</Alert>;
  else if (patientId === null && deviceId === null) body = <Alert color="yellow">Open this page with a patient_id (and optionally a device_id).</Alert>;
  else {
    body = (
      <OverlayBoundary request={request}>
        <LiveVideoOverlay user={user} request={request} renderCallExtra={callExtra} renderOverPicture={curtainOverPicture} />
      </OverlayBoundary>
    );
  }
  return (
    <>
      <PageHeader title="Live Video" breadcrumbs={[]} />
      {body}
    </>
  );
}
