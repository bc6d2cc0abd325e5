// Transfer a staff type's assignment to a colleague of that staff type; a refusal (the colleague
// no longer qualifies, a transfer already waiting) shows the server's reason in the dialog.
import { Alert, Button, Group, Modal, Select } from '@mantine/core';
import { useState } from 'react';
import { staffKind } from '@bedside/resources';
import { createCareTransfer, useColleagues, useTransferCall } from '../api/care-transfers';
import type { StaffKind } from '../api/get-my-care-assignments';

interface Props { kind: StaffKind | null; onClose: () => void }

export function TransferDialog({ kind, onClose }: Props) {
  const colleagues = useColleagues(kind);
  const [to, setTo] = useState<string | null>(null);
  const transfer = useTransferCall(({ staffKind: k, toUserId }: { staffKind: StaffKind; toUserId: number }) => createCareTransfer(k, toUserId));
  const close = () => { setTo(null); transfer.reset(); onClose(); };
  const label = kind ? staffKind.text[kind] : '';
  return (
    <Modal opened={kind !== null} onClose={close} title={`Transfer ${label} Assignment`} centered>
      <Select
        label="Colleague"
        placeholder={colleagues.data?.length === 0 ? `No other ${label} staff can take these patients` : 'Choose a colleague'}
        data={(colleagues.data ?? []).map((c) => ({ value: c.key ?? '', label: c.value ?? '' }))}
        value={to}
        onChange={(value) => setTo(value === null ? null : String(value))}
        searchable
        comboboxProps={{ withinPortal: true }}
      />
      {transfer.error && <Alert color="red" mt="sm">{transfer.error.message}</Alert>}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>Cancel</Button>
        <Button
          disabled={!to || !kind}
          loading={transfer.isPending}
          onClick={() => kind && to && transfer.mutate({ staffKind: kind, toUserId: Number(to) }, { onSuccess: close })}
        >
          Transfer
        </Button>
      </Group>
    </Modal>
  );
}
