import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { generatePath, Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title';
import type { Crumb } from './table/route-meta';

// A crumb may point at a page of the same subject (/patients/:id/overview): fill in the params.
function target(to: string, params: Record<string, string | undefined>): string | null {
  try {
    return generatePath(to, params);
  } catch {
    return null;
  }
}

/** Breadcrumbs (the trail, then the page itself) and the page title. */
export function PageHeader({ title, breadcrumbs }: { title: string; breadcrumbs: Crumb[] }) {
  const params = useParams();
  return (
    <>
      {/* A navigation landmark, so a screen reader lists it with the others (a11y QA). */}
      <nav aria-label="Breadcrumbs">
      <Breadcrumbs mb="xs" separatorMargin={6}>
        {breadcrumbs.map((crumb) => {
          const to = crumb.to ? target(crumb.to, params) : null;
          return to ? (
            <Anchor key={crumb.label} component={Link} to={to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed">
              {crumb.label}
            </Text>
          );
        })}
        <Text size="sm" aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
      </nav>
      <PageTitle>{title}</PageTitle>
    </>
  );
}
