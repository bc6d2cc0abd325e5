// /infinity-watch: the carousel through the division's monitored patients, at the user's
// infinity_watch.carousel_duration (shell §3; 60 s by default). The tile's live video is the
// Patient Central tile's to fill through renderTile once the wall lands.
import { InfinityWatch } from '../../features/monitoring-actions/components/infinity-watch';
import { carouselDurationMs } from '../../features/monitoring-actions/utils/carousel';
import { useUserPreference } from '../../features/preferences/api/get-user-preference';
import { preferenceKeys } from '../../lib/preferences/preference-keys';
import { RouteHeader } from '../resources/resource-page-header';

export function Component() {
  const preference = useUserPreference(preferenceKeys.infinityWatch);
  // A failed preference read is ignored (shell §7): the default duration applies.
  if (preference.isPending) return <RouteHeader />;
  return (
    <>
      <RouteHeader />
      <InfinityWatch durationMs={carouselDurationMs(preference.data)} />
    </>
  );
}
