// The user's tiles across on the monitoring walls (Patient Central, Nursing Station, Team Mode):
// the patient_central preference, which the server serves as the current user's grid_column_number.
// Three across fits a laptop; an observer with 30 patients on one large screen wants six.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, useCurrentUser, type CurrentUser } from '../../auth/api/get-current-user';
import { preferenceKeys } from '../../../lib/preferences/preference-keys';
import { usePutUserPreference } from '../api/put-user-preference';

/** What the server accepts (1 to 8). */
export const GRID_COLUMN_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function useGridColumns(): { columns: number; setColumns(columns: number): void } {
  const queryClient = useQueryClient();
  const { grid_column_number: columns } = useCurrentUser();
  const save = usePutUserPreference(preferenceKeys.patientCentral);
  const setColumns = (next: number) => {
    // Applies at once (a read of the user on its way would answer the old value: cancelled); once
    // saved, the user is read again, so a save that failed shows the server's value again.
    void queryClient.cancelQueries({ queryKey: currentUserQueryKey });
    queryClient.setQueryData<CurrentUser>(currentUserQueryKey, (user) => (user ? { ...user, grid_column_number: next } : user));
    save.mutate({ grid_column_number: next }, {
      onSettled: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    });
  };
  return { columns, setColumns };
}
