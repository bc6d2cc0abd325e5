// /patient-monitors/multiresume?ids=1,2,3
import { useLocation } from 'react-router';
import { BulkChange, idsOf } from '../../features/patient-monitors/components/bulk-change';
import { RouteHeader } from '../resources/resource-page-header';

export function Component() {
  const ids = idsOf(useLocation().search);
  return <><RouteHeader /><BulkChange action="resume" ids={ids} /></>;
}
