import { Anchor, Group, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';

interface AppFooterProps {
  buildLabel: string;
  /** The hospital's own footer logo; the provider's logo otherwise. */
  hospitalLogoUrl: string | null;
  aboutPath: string;
  privacyPath: string;
}

export function AppFooter({ buildLabel, hospitalLogoUrl, aboutPath, privacyPath }: AppFooterProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        {hospitalLogoUrl ? <Image src={hospitalLogoUrl} alt="Hospital logo" h={24} w="auto" /> : <Logo />}
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Bedside
        </Text>
      </Group>
      <Group gap="md" wrap="nowrap">
        <Anchor component={Link} to={aboutPath} size="xs">
          About
        </Anchor>
        <Anchor component={Link} to={privacyPath} size="xs">
          Privacy
        </Anchor>
        <Text size="xs" c="dimmed" data-testid="build-label">
          {buildLabel}
        </Text>
      </Group>
    </Group>
  );
}
