import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading every page starts with. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={2} mb="md">
      {children}
    </Title>
  );
}
