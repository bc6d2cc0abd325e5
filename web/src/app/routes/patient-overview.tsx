// /patients/:id/overview and its tabs monitors, forms, ai-insights, time-machine and
// video-summaries: the tab is the path's last segment (video-visit and edit have their own pages).
import { useLocation, useParams } from 'react-router';
import { PatientOverview, type OverviewTab } from '../../features/patients/components/patient-overview';
import { RouteHeader } from '../resources/resource-page-header';

const TABS: readonly OverviewTab[] = ['monitors', 'forms', 'ai-insights', 'time-machine', 'video-summaries'];

export function Component() {
  const { id = '' } = useParams();
  const last = useLocation().pathname.split('/').at(-1) as OverviewTab;
  return <><RouteHeader /><PatientOverview key={id} id={Number(id)} tab={TABS.includes(last) ? last : 'summary'} /></>;
}
