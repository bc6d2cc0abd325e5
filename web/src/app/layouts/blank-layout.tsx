import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** No header, sidebar or footer: sign-in hand-offs, digital signs and whiteboards. */
export function Component() {
  return (
    <Box component="main" mih="100vh">
      <Outlet />
    </Box>
  );
}
