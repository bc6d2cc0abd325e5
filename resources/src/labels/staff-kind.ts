// What a person reads for a staff kind (shell §3), before an organisation names it otherwise.
import { labels } from '../enum-labels.ts';

export const staffKind = labels('StaffKind', {
  eicu: 'eICU',
  security: 'Security',
  translation: 'Translation',
  virtual_nursing: 'Virtual Nursing',
  virtual_scribe: 'Virtual Scribe',
  virtual_observer: 'Virtual Observer',
});
