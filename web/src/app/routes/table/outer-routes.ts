import { redirectSignedIn } from '../../route-loaders';
import { route, type PageRoute } from './route-meta';

// Routes outside the default layout (spec section 2): sign-in hand-offs, signs and whiteboards
// (blank layout), and pages for people outside the hospital (public layout).
const open = { secured: false, divisionRequired: false } as const;

export const blankRoutes: PageRoute[] = [
  route('/auth/callback', 'Signing In', { ...open, page: () => import('../auth-callback') }),
  route('/h/:orgId', 'Signing In', { ...open, page: () => import('../hospital-redirect') }),
  // /{helpdesk}-auth: a single segment ending in -auth; the page checks the suffix.
  route('/:helpdeskAuth', 'Help Desk Sign-In', { ...open, page: () => import('../helpdesk-auth') }),
  route('/password-changed', 'Password Changed', open),
  route('/fhir-launch', 'FHIR Launch', open),
  route('/fhir', 'FHIR', { secured: false }),
  route('/digital-whiteboard/room/:roomId', 'Digital Whiteboard'),
  route('/digital-whiteboard/patient/:patientId', 'Digital Whiteboard'),
  route('/digital-sign/room/:roomId', 'Digital Sign'),
  route('/digital-sign/patient/:patientId', 'Digital Sign'),
  route('/family-note/:patientId', 'Family Note', { secured: false }),
];

export const publicRoutes: PageRoute[] = [
  { ...route('/login', 'Sign In', { ...open, page: () => import('../login') }), loader: redirectSignedIn },
  route('/care-connect/:patientId', 'Care Connect'),
];
