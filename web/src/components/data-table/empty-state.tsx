import { Stack, Text, Title } from '@mantine/core';

export function EmptyState() {
  return (
    <Stack align="center" gap={4} py="xl" data-testid="table-empty">
      <Title order={4}>No Data Available</Title>
      <Text c="dimmed" size="sm">There are no records matching your current criteria.</Text>
    </Stack>
  );
}
