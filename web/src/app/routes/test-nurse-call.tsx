import { TestNurseCall } from '../../features/nurse-call/components/test-nurse-call';
import { RouteHeader } from '../resources/resource-page-header';

/** /system/test-nurse-call: raise a nurse call from a room (Manage System). */
export function Component() {
  return (
    <>
      <RouteHeader />
      <TestNurseCall />
    </>
  );
}
