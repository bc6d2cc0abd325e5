import { TestAdtFeed } from '../../features/adt/components/test-adt-feed';
import { RouteHeader } from '../resources/resource-page-header';

/** /system/test-adt: send an HL7 ADT message over MLLP and read its ACK (Manage System). */
export function Component() {
  return (
    <>
      <RouteHeader />
      <TestAdtFeed />
    </>
  );
}
