import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DivisionPicker } from '../../features/layout/components/division-picker';
import { isPickerDisabled, pickerOptions, pickerState } from '../../lib/division/division-rules';
import { useDivisionStore } from '../../lib/division/division-store';
import { usePickerStore } from '../../lib/division/picker-store';
import type { CurrentUser } from '../../lib/permissions/current-user';
import { useRouteHandle } from '../routes/use-route-handle';
import { useChangeDivision } from './use-change-division';

/** The picker as the current route wants it: hidden, visible or read-only (spec section 4). */
export function HeaderDivisionPicker({ user }: { user: CurrentUser }) {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const divisionId = useDivisionStore((state) => state.divisionId);
  const changeDivision = useChangeDivision();
  const state = pickerState({ divisionRequired: handle?.divisionRequired ?? false }, pathname);
  // Navigations pass through routes briefly; the picker settles 100 ms after the route does.
  const [shownState] = useDebouncedValue(state, 100);

  useEffect(() => {
    usePickerStore.getState().setState(state);
    // Without a header (blank and public layouts) there is no picker.
    return () => usePickerStore.getState().setState('hidden');
  }, [state]);

  if (shownState === 'hidden') return null;
  return (
    <DivisionPicker
      state={shownState}
      options={pickerOptions(user.divisions, handle?.allowAll ?? true)}
      value={divisionId}
      disabled={isPickerDisabled(user.divisions)}
      onChange={changeDivision}
    />
  );
}
