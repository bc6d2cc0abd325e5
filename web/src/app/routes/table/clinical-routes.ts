import { careAssignments, forms, patientMonitors, patients as patientResource, virtualRequests, virtualRequestTypes } from '@bedside/resources';
import { anyOf, rule } from '../../../lib/permissions/permissions';
import { resourceRoutes } from './resource-routes';
import { route, type Crumb, type PageRoute } from './route-meta';

// Clinical and general pages of the default layout (spec section 2). Titles follow the menus.
const noDivision = { divisionRequired: false } as const;
const myAssignments = anyOf(...['View', 'Manage', 'Receive'].map((action) => rule(action, 'PatientMonitorAssignment')));
const patients: Crumb = { label: 'Patients', to: '/patients' };
const overview: Crumb[] = [patients, { label: 'Patient Overview', to: '/patients/:id/overview' }];
const central: Crumb[] = [{ label: 'Central Monitoring', to: '/patient-central' }];
const reporting: Crumb[] = [{ label: 'Reporting' }];

const overviewPage = () => import('../patient-overview');
const overviewChild = (path: string, title: string) =>
  route(`/patients/:id/overview/${path}`, title, { ...noDivision, breadcrumbs: overview });

const overviewEdit = overviewChild('edit', 'Edit Patient Overview');

export const clinicalRoutes: PageRoute[] = [
  route('/', 'Home', { allowAll: false, page: () => import('../home') }),
  route('/about', 'About', { page: () => import('../about') }),
  route('/profile', 'Profile', { page: () => import('../profile') }),
  route('/privacy', 'Privacy', { page: () => import('../privacy') }),
  route('/notifications', 'Notifications', { page: () => import('../notifications') }),
  // Spec §2: both need no division (the picker hides; calls keep the working division).
  ...resourceRoutes(careAssignments).map((r) => ({ ...r, handle: { ...r.handle, ...noDivision } })),
  // The menu shows it for View or Manage (§6); a user who may Receive assignments sees their own too.
  route('/my-assignments', 'Assignments', { ...noDivision, requirement: myAssignments, page: () => import('../my-assignments') }),
  ...resourceRoutes(patientResource),
  route('/patients/:id/overview', 'Patient Overview', { breadcrumbs: [patients], page: overviewPage }),
  // The overview's edit is the patient's generic form (its route handle names the resource).
  { ...overviewEdit, page: () => import('../resource/form-page'), handle: { ...overviewEdit.handle, resource: patientResource.key } },
  { ...overviewChild('monitors', 'Monitors'), page: overviewPage },
  { ...overviewChild('forms', 'Forms'), page: overviewPage },
  { ...overviewChild('video-visit', 'Video Visit'), page: () => import('../patient-video-visit') },
  { ...overviewChild('ai-insights', 'AI Insights'), page: overviewPage },
  { ...overviewChild('time-machine', 'Time Machine'), page: overviewPage },
  { ...overviewChild('video-summaries', 'Video Summaries'), page: overviewPage },
  ...resourceRoutes(patientMonitors, {
    ':id/monitoring': () => import('../monitor-monitoring'),
    multipause: () => import('../monitors-multipause'),
    multiresume: () => import('../monitors-multiresume'),
  }),
  route('/patient-central/team-mode', 'Team Mode', { breadcrumbs: central, requirement: rule('Receive', 'PatientMonitorAssignment'), page: () => import('../team-mode') }),
  route('/patient-central/nursing-station/:viewId?', 'Nursing Station', { breadcrumbs: central, requirement: rule('View', 'PatientCentral'), page: () => import('../nursing-station') }),
  route('/patient-central/:viewId?', 'Central Monitoring', { requirement: rule('View', 'PatientCentral'), page: () => import('../patient-central') }),
  ...resourceRoutes(forms),
  route('/labeling', 'Label Images', { breadcrumbs: [{ label: 'Labeling' }] }),
  route('/delete-labeled-image', 'Delete Labeled Image', { breadcrumbs: [{ label: 'Labeling' }] }),
  route('/reporting/data-export', 'Data Export', { breadcrumbs: reporting }),
  route('/reporting/shift-report', 'Shift Report', { breadcrumbs: reporting }),
  route('/live-video', 'Live Video', { page: () => import('../live-video') }),
  // Shell §6: View InfinityWatch. Manager View is not in §6's list: it reports on the observers'
  // work, so it asks what the management reports ask (ViewManagement Reporting).
  route('/infinity-watch', 'Infinity Watch', { requirement: rule('View', 'InfinityWatch'), page: () => import('../infinity-watch') }),
  route('/manager-view', 'Manager View', { requirement: rule('ViewManagement', 'Reporting'), page: () => import('../manager-view') }),
  route('/operational-live-view', 'Operational Live View', { breadcrumbs: reporting }),
  route('/patient-tracker', 'Patient Tracker'),
  route('/time-machine', 'Patient Timeline', { breadcrumbs: reporting }),
  route('/advanced-reporting/:dashboardId?', 'Advanced Reporting', { breadcrumbs: reporting }),
  route('/recordings', 'Recordings', { breadcrumbs: reporting }),
  ...resourceRoutes(virtualRequestTypes),
  ...resourceRoutes(virtualRequests),
];
