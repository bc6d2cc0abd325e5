import { Anchor, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { staffKind } from '@bedside/resources';
import { acceptCareTransfer, cancelCareTransfer } from '../../features/care-assignments/api/care-transfers';
import type { TransferEvent } from './realtime-transfer-handlers';

/** 'virtual_nursing' -> 'Virtual Nursing'; unknown kinds are title-cased as they come. */
export function staffTypeLabel(kind: string | undefined): string {
  if (!kind) return 'Care';
  const known = staffKind.values.find((value) => value === kind);
  return known ? staffKind.text[known] : kind.split(/[_\s-]+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function transferToastText(kind: string | undefined): string {
  return `The ${staffTypeLabel(kind)} Assignment has been transferred to you`;
}

/** A transfer to this user: a success toast of 4 s (spec). */
export function showTransferToast(kind: string | undefined): void {
  notifications.show({ color: 'green', message: transferToastText(kind), autoClose: 4000 });
}

/** New patients assigned: stays until the user acts on it or closes it. */
export function showNewPatientsNotice(patientsPath: string, navigate: (path: string) => void): void {
  const id = 'new-patients-assigned';
  notifications.show({
    id,
    color: 'blue',
    title: 'You Have New Patients Assigned To You',
    autoClose: false,
    message: (
      <Anchor
        href={patientsPath}
        size="sm"
        onClick={(event) => {
          // The notice renders outside the router, so navigate through the router by hand.
          event.preventDefault();
          notifications.hide(id);
          navigate(patientsPath);
        }}
      >
        View Patients
      </Anchor>
    ),
  });
}

const acknowledgeId = (transferId: number) => `transfer-acknowledgment-${transferId}`;

/**
 * A colleague's transfer waiting for this user: stays until they acknowledge it (the patients
 * become theirs), decline it, or the sender withdraws it. A refusal shows the server's reason.
 */
export function showAcknowledgeNotice(transfer: TransferEvent): void {
  const id = acknowledgeId(transfer.transfer_id);
  const count = transfer.patient_ids?.length ?? 0;
  const answer = (call: (transferId: number) => Promise<unknown>) => {
    call(transfer.transfer_id).then(
      () => notifications.hide(id),
      (error: unknown) => {
        notifications.hide(id);
        notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  notifications.show({
    id,
    color: 'blue',
    autoClose: false,
    title: `${transfer.from_user_name ?? 'A colleague'} is transferring the ${staffTypeLabel(transfer.staff_type)} Assignment to you`,
    message: (
      <>
        <Text size="sm">{count === 1 ? '1 patient' : `${count} patients`}: acknowledge to take over their care.</Text>
        <Group gap="xs" mt="xs">
          <Button size="compact-sm" onClick={() => answer(acceptCareTransfer)}>Acknowledge</Button>
          <Button size="compact-sm" variant="default" onClick={() => answer(cancelCareTransfer)}>Decline</Button>
        </Group>
      </>
    ),
  });
}

export function closeAcknowledgeNotice(transferId: number): void {
  notifications.hide(acknowledgeId(transferId));
}
