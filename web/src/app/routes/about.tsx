import { Button, CopyButton, Stack, Table, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { Logo } from '../../components/logo';
import { getConfig } from '../../lib/config/config';
import { PageHeader } from './page-header';

/** Where the API is, as support asks it: the host only (a path like /api/v1 is this site's). */
export function apiHost(apiBaseUrl: string, origin: string): string {
  try {
    return new URL(apiBaseUrl, origin).host;
  } catch {
    return apiBaseUrl;
  }
}

/**
 * /about (shell §2; the footer links here). The spec shows no content, so: what the product is,
 * and the facts a helpdesk asks for first (build, which API, who is signed in, which browser),
 * with one button to copy them. No patient information is on this page.
 */
export function Component() {
  const user = useCurrentUser();
  const { buildLabel, apiBaseUrl } = getConfig();
  const details: [string, string][] = [
    ['Build', buildLabel],
    ['Provider API', apiHost(apiBaseUrl, window.location.origin)],
    ['Signed in as', `${user.email} (${user.role.name})`],
    ['Browser', navigator.userAgent],
  ];
  const copied = details.map(([label, value]) => `${label}: ${value}`).join('\n');
  return (
    <>
      <PageHeader title="About" breadcrumbs={[]} />
      <Stack gap="md" maw={720}>
        <Logo />
        <Text>
          Bedside is virtual care for hospitals: clinical staff watch patients through bedside video devices, hold live
          video visits, watch many patients at once on a monitoring wall, and handle virtual requests from the rooms.
        </Text>
        <Title order={3} size="h4">Support details</Title>
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Support details">
          <Table.Tbody>
            {details.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <CopyButton value={copied}>
          {({ copied: done, copy }) => (
            <Button variant="light" onClick={copy} w="fit-content">
              {done ? 'Copied' : 'Copy support details'}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </>
  );
}
