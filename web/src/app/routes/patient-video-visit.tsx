// /patients/:id/overview/video-visit (?start_video=1, with the request type's video_reason_id,
// when a room notification was accepted)
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { VideoVisitPanel } from '../../features/live-video/components/video-visit-panel';
import { canUseLiveVideo } from '../../features/live-video/utils/command-rules';
import { accessSubjectOf } from '../../lib/permissions/permissions';
import { PageHeader } from './page-header';
import { useRouteHandle } from './use-route-handle';

const isSet = (value: string | null) => value !== null && value !== '0' && value !== 'false';

export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const handle = useRouteHandle();
  const startVideo = isSet(search.get('start_video')) || isSet(search.get('start-video'));
  return (
    <>
      <PageHeader title={handle?.title ?? 'Video Visit'} breadcrumbs={handle?.breadcrumbs ?? []} />
      <VideoVisitPanel
        key={id}
        patientId={Number(id)}
        canUseLiveVideo={canUseLiveVideo(accessSubjectOf(user))}
        startVideo={startVideo ? { videoReasonId: search.get('video_reason_id') } : null}
      />
    </>
  );
}
