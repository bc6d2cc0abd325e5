import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { staffKind } from '@bedside/resources';

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
