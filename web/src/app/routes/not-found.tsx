import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

export function NotFound() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Text size="sm">
        There is no page at this address. <Anchor component={Link} to="/">Go to Home</Anchor>
      </Text>
    </>
  );
}

export const Component = NotFound;
