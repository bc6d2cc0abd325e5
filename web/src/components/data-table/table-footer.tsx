import { Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { goToPageTarget } from './cell-value';
import { PER_PAGE_CHOICES, type PerPage } from './types';

interface TableFooterProps {
  page: number;
  perPage: PerPage;
  count: number;
  shown: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: PerPage) => void;
}

/** 'Showing N of M items', pages, the per-page choice and the go-to-page box. */
export function TableFooter({ page, perPage, count, shown, onPage, onPerPage }: TableFooterProps) {
  const [target, setTarget] = useState('');
  const pages = Math.max(1, Math.ceil(count / perPage));
  const go = () => {
    const next = goToPageTarget(target, count, perPage);
    // Anything but a page that exists does nothing (section 5).
    if (next !== null) { onPage(next); setTarget(''); }
  };
  return (
    <Group justify="space-between" mt="sm" wrap="wrap" data-testid="table-footer">
      <Text size="sm" data-testid="table-showing">Showing {shown} of {count} items</Text>
      <Group gap="sm">
        <Pagination total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" siblings={1} aria-label="Pages" />
        <Select
          aria-label="Rows per page"
          w={90}
          size="xs"
          allowDeselect={false}
          data={PER_PAGE_CHOICES.map(String)}
          value={String(perPage)}
          onChange={(value) => value && onPerPage(Number(value) as PerPage)}
        />
        <TextInput
          aria-label="Go to page"
          placeholder="Go to page"
          w={110}
          size="xs"
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
          onKeyDown={(event) => { if (event.key === 'Enter') go(); }}
        />
      </Group>
    </Group>
  );
}
