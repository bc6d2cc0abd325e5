// A dialog the user types into (a note, a name, a reason, a patient's details). A click beside it
// does not close it: one stray click lost what had been typed (found by exploratory QA on Save
// View and Pause Monitoring). Esc and Cancel still close it; they are asked for.
import { Modal, type ModalProps } from '@mantine/core';

export function FormModal(props: ModalProps) {
  return <Modal closeOnClickOutside={false} {...props} />;
}
