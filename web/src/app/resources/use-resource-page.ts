// What every generic resource page reads: its resource (from the route handle), the user's access,
// the division, and the formatting context (dates, PHI masking).
import { useMemo } from 'react';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useDivisionStore } from '../../lib/division/division-store';
import { useDateFormatSettings } from '../../lib/format/date-format-context';
import { accessSubjectOf } from '../../lib/permissions/permissions';
import { useMaskPhi } from '../../lib/preferences/mask-phi';
import type { FormatContext } from '@bedside/resources';
import { useRouteHandle } from '../routes/use-route-handle';
import { webResourceOf } from './registry';

export function useResourcePage() {
  const handle = useRouteHandle();
  const web = webResourceOf(handle?.resource);
  const user = useCurrentUser();
  const access = useMemo(() => accessSubjectOf(user), [user]);
  const divisionId = useDivisionStore((s) => s.divisionId ?? '*');
  const dates = useDateFormatSettings();
  const maskPhi = useMaskPhi();
  const context = useMemo<FormatContext>(() => ({ dates, maskPhi }), [dates, maskPhi]);
  return { web, d: web.descriptor, access, divisionId, context, maskPhi };
}
