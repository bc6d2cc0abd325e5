// Breadcrumbs and title of a page from its route handle (the title may name the record instead).
import { PageHeader } from '../routes/page-header';
import { useRouteHandle } from '../routes/use-route-handle';

export function RouteHeader({ title }: { title?: string }) {
  const handle = useRouteHandle();
  return <PageHeader title={title ?? handle?.title ?? ''} breadcrumbs={handle?.breadcrumbs ?? []} />;
}
