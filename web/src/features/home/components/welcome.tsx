import { PageTitle } from '../../../components/page-title';

export function Welcome({ displayName }: { displayName: string }) {
  return <PageTitle>Welcome, {displayName}</PageTitle>;
}
