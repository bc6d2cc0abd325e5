import { Alert, Button, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';

// Chrome (desktop, iOS, headless, Debian's Chromium) yes; browsers built on it under their own name no.
const CHROME = /\b(?:HeadlessChrome|Chrome|CriOS)\/\d/;
const OTHER_CHROMIUM = /\b(?:Edge?|EdgA|EdgiOS|OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser)\//;

/** The product is built and tested for Chrome only; other browsers get a warning. */
export function isSupportedBrowser(userAgent: string): boolean {
  return CHROME.test(userAgent) && !OTHER_CHROMIUM.test(userAgent);
}

function OfflineOverlay() {
  return (
    <Overlay fixed zIndex={4000} backgroundOpacity={0.55} blur={2} center>
      <Paper role="alertdialog" aria-modal="true" aria-label="Network is offline" shadow="lg" p="xl" maw={420} radius="md">
        <Stack align="center" gap="md">
          <Text ta="center">Network is offline. Click the refresh button below to try again.</Text>
          <Button onClick={() => window.location.reload()}>Refresh</Button>
        </Stack>
      </Paper>
    </Overlay>
  );
}

function UnsupportedBrowserWarning({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert
      color="yellow"
      variant="filled"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
      style={{ position: 'fixed', bottom: 16, left: 16, right: 16, zIndex: 3000, maxWidth: 560, marginInline: 'auto' }}
    >
      Your browser is unsupported. Please switch to Chrome for full functionality.
    </Alert>
  );
}

/** Overlays shown over every layout: the offline overlay and the unsupported-browser warning. */
export function GlobalOverlays() {
  const { online } = useNetwork();
  const [supported] = useState(() => isSupportedBrowser(navigator.userAgent));
  const [warningDismissed, setWarningDismissed] = useState(false);
  return (
    <>
      {online ? null : <OfflineOverlay />}
      {supported || warningDismissed ? null : <UnsupportedBrowserWarning onDismiss={() => setWarningDismissed(true)} />}
    </>
  );
}
