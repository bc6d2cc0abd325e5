import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading every page starts with: the page's one h1, so a screen reader user can jump to it
 * and hear what the page is (a11y QA). It keeps the h2 look it always had.
 */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
