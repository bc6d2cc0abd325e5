// What a person reads for a partner's scopes (Partner API).
import { labels } from '../enum-labels.ts';

export const partnerScope = labels('PartnerScope', {
  'patients:read': 'Read patients',
  'patient_monitors:read': 'Read patient monitors',
  'video_devices:read': 'Read video devices',
  'virtual_requests:write': 'Create virtual requests',
});
