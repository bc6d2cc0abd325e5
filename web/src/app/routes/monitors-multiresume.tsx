// /patient-monitors/multiresume?ids=1,2,3
import { useLocation } from 'react-router';
import { BulkChange, idsOf } from '../../features/patient-monitors/components/bulk-change';

export function Component() {
  return <BulkChange action="resume" ids={idsOf(useLocation().search)} />;
}
