// The assignment and transfer events, each on the user's own channel (the simulator sends them
// nowhere else): every one refreshes the user's assignments; a transfer to the user says so (4 s)
// and, with patients, offers View Patients; a transfer waiting for the user asks to acknowledge
// it until they do, or until the sender withdraws it. Lists of the monitors assigned to the user
// (Team Mode's wall) follow too: a newly assigned patient's tile came only after leaving the page
// and coming back (wall QA).
import type { QueryClient } from '@tanstack/react-query';
import { careAssignmentsChanged } from '../../features/care-assignments/api/get-my-care-assignments';
import { apiKey } from '../../lib/api/api-query';
import type { RealtimeEventMap, RealtimeHandlers } from '../../lib/realtime/event-registry';

export type TransferEvent = RealtimeEventMap['transfer-created'];

export interface TransferNoticeDeps {
  userChannel: string;
  queryClient: QueryClient;
  showTransferToast: (staffType: string | undefined) => void;
  showNewPatientsNotice: () => void;
  showAcknowledgeNotice: (transfer: TransferEvent) => void;
  closeAcknowledgeNotice: (transferId: number) => void;
}

/** Every cached list of monitors asked for as the user's own (filters.assigned_to_me). */
function assignedMonitorsChanged(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: apiKey('listPatientMonitors').slice(0, 2),
    predicate: (query) => (query.queryKey[2] as { filters?: { assigned_to_me?: boolean } } | undefined)?.filters?.assigned_to_me === true,
  });
}

type TransferEventName = 'my-home-transfer' | 'transfer-needs-acknowledgment' | 'transfer-created' | 'transfer-accepted' | 'transfer-successful' | 'transfer-cancelled';

export function createTransferHandlers(deps: TransferNoticeDeps): Required<Pick<RealtimeHandlers, TransferEventName>> {
  const mine = <D>(react: (data: D) => void) => (data: D, { channel }: { channel: string }) => {
    if (channel !== deps.userChannel) return;
    careAssignmentsChanged(deps.queryClient);
    assignedMonitorsChanged(deps.queryClient);
    react(data);
  };
  const newPatients = (patientIds: readonly number[] | undefined) => {
    if (patientIds?.length) deps.showNewPatientsNotice();
  };
  return {
    // A manager's doing: a reassignment from a colleague is a transfer to the user; a new
    // assignment only brings new patients; a patient taken away only refreshes the list.
    'my-home-transfer': mine((data) => {
      if (data.from_user_name && data.patient_ids?.length) deps.showTransferToast(data.staff_type);
      newPatients(data.patient_ids);
    }),
    'transfer-successful': mine((data) => {
      deps.closeAcknowledgeNotice(data.transfer_id);
      deps.showTransferToast(data.staff_type);
      newPatients(data.patient_ids);
    }),
    'transfer-needs-acknowledgment': mine((data) => deps.showAcknowledgeNotice(data)),
    'transfer-cancelled': mine((data) => deps.closeAcknowledgeNotice(data.transfer_id)),
    // The sender's own list shows the transfer waiting, then gone with its patients.
    'transfer-created': mine(() => undefined),
    'transfer-accepted': mine(() => undefined),
  };
}
