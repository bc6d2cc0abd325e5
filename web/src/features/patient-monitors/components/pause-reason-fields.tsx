// Why a monitor is paused: one of the common reasons, or Other with the user's own words
// (the contract's PauseReason: 1 to 200 characters, not only spaces).
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { commonPauseReasons } from '@bedside/resources';

const OTHER = 'Other';
const MAX_LENGTH = 200;

export interface PauseReasonState {
  choice: string | null;
  other: string;
  setChoice: (choice: string | null) => void;
  setOther: (other: string) => void;
  /** The reason to send; null until one is chosen or written. */
  reason: string | null;
}

export function usePauseReason(): PauseReasonState {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() || null : choice;
  return { choice, other, setChoice, setOther, reason };
}

export function PauseReasonFields({ state, autoFocus = false }: { state: PauseReasonState; autoFocus?: boolean }) {
  return (
    <>
      <Select
        label="Reason for pause"
        placeholder="Select a reason"
        data={[...commonPauseReasons, OTHER]}
        value={state.choice}
        onChange={state.setChoice}
        withAsterisk
        allowDeselect={false}
        data-autofocus={autoFocus || undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {state.choice === OTHER ? (
        <TextInput
          label="Other reason"
          value={state.other}
          onChange={(event) => state.setOther(event.currentTarget.value)}
          maxLength={MAX_LENGTH}
          withAsterisk
          data-autofocus
        />
      ) : null}
    </>
  );
}
