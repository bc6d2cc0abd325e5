import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useMaskPhi } from '../../lib/preferences/mask-phi';
import { paths } from '../paths';
import { GRACE_MS, inactivityTimeoutMs } from '../../lib/session/inactivity-monitor';
import { PageHeader } from './page-header';

const minutes = (ms: number) => Math.round(ms / 60_000);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h4">{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * /privacy (shell §2; the footer links here). The spec shows no content. The hospital's own privacy
 * notice is theirs to write, so this page says only what this application itself does with patient
 * and user information, each point true of the web app whichever provider API it is pointed at:
 * masking (shell §5), what the browser keeps and logout clears (§4), the session rules (§9), the
 * video path (live-video §4) and the audit entries the app sends (live-video §7).
 */
export function Component() {
  const user = useCurrentUser();
  const masked = useMaskPhi();
  const idle = minutes(inactivityTimeoutMs(user.inactivity_timeout_sec));
  return (
    <>
      <PageHeader title="Privacy" breadcrumbs={[]} />
      <Stack gap="lg" maw={720}>
        <Text>
          How this application handles patient and staff information. Your hospital decides how patient information may be
          used; ask its privacy officer for the hospital&apos;s privacy notice.
        </Text>
        <Section title="Patient identifiers on screen">
          <Text>
            Patient names, medical record numbers and dates of birth are shown only on the pages your role may open. With Mask
            PHI on, they are masked on every page, from the moment a page opens.
          </Text>
          <Text data-testid="privacy-mask-state">
            Mask PHI is {masked ? 'on' : 'off'} for you. <Anchor component={Link} to={paths.profile}>Change it in your profile</Anchor>.
          </Text>
        </Section>
        <Section title="Video and sound">
          <Text>
            Live video and sound travel between your browser and the bedside device, encrypted (DTLS-SRTP). This application
            does not record them. Your camera and microphone are used only for a video visit (and its preview before you join)
            and while you talk to a room, and your browser shows when they are in use.
          </Text>
        </Section>
        <Section title="What is recorded">
          <Text>
            When you start a video visit or watch a room, the hospital&apos;s audit log records it with your account, the
            patient and the device, as it does when the video connects.
          </Text>
        </Section>
        <Section title="What this browser keeps">
          <List spacing={4}>
            <List.Item>Your sign-in token and this session&apos;s id, until you sign out.</List.Item>
            <List.Item>Your Mask PHI choice, which stays after you sign out.</List.Item>
            <List.Item>The organisation you signed in to and the division you chose, for as long as this tab is open.</List.Item>
          </List>
          <Text>No patient information is kept in the browser&apos;s storage. Signing out clears all of it but your Mask PHI choice.</Text>
        </Section>
        <Section title="Leaving the computer">
          <Text>
            After {idle} minutes without activity you are asked whether you are still there; without an answer within{' '}
            {minutes(GRACE_MS)} minutes you are signed out, in every tab.
          </Text>
        </Section>
      </Stack>
    </>
  );
}
