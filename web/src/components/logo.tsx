import { Group, Text } from '@mantine/core';

/** The provider's logo: a bed mark and the product name. */
export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <rect width="28" height="28" rx="6" fill="#1E88E5" />
        <path d="M6 19V9m0 6h16v4m-16-4V12h6a3 3 0 0 1 3 3" stroke="#fff" strokeWidth="2" fill="none" />
      </svg>
      <Text fw={700} size="lg" c="dark">
        Bedside
      </Text>
    </Group>
  );
}
