// Leaving a form with unsaved changes asks first (in-app navigation through react-router's
// blocker, closing or reloading the tab through beforeunload).
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export function useUnsavedChangesGuard(when: boolean) {
  // A save navigates in the same tick as it resets the form, before `when` re-renders as false:
  // `release` lets that one navigation through, until the form is dirty again.
  const released = useRef(false);
  useEffect(() => { released.current = false; }, [when]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !released.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => { event.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  const dialog = (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title="Discard unsaved changes?" centered>
      <Text size="sm">Your changes on this page have not been saved.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>Stay</Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>Leave</Button>
      </Group>
    </Modal>
  );
  return { dialog, release: () => { released.current = true; } };
}
