import { ApiDocs } from '../../features/partners/components/api-docs';
import { RouteHeader } from '../resources/resource-page-header';

/** /system/partners/api-docs: the provider contract (Manage System), its viewer loaded with this route only. */
export function Component() {
  return (
    <>
      <RouteHeader />
      <ApiDocs />
    </>
  );
}
