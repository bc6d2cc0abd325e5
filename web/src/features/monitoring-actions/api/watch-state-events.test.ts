import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { curtainToggled, nudgeStateChanged, statAlarmChanged } from './watch-state-events';
import { emptyWatchState, watchStateKey, type WatchState } from './watch-states';

const shown = (client: QueryClient, id: number) => client.getQueryData<WatchState>(watchStateKey(id));

describe('watch state events', () => {
  it('patch the state of a monitor on screen and leave monitors nobody shows alone', () => {
    const client = new QueryClient();
    client.setQueryData(watchStateKey(1), emptyWatchState(1));
    curtainToggled(client, { patient_monitor_id: 1, closed: true, changed_by: 'Owen Price' });
    nudgeStateChanged(client, { patient_monitor_id: 1, state: 'nudged', changed_by: 'Vera' });
    curtainToggled(client, { patient_monitor_id: 2, closed: true });
    expect(shown(client, 1)).toMatchObject({ curtain_closed: true, curtain_changed_by: 'Owen Price', nudge_state: 'nudged', nudge_changed_by: 'Vera' });
    expect(shown(client, 2)).toBeUndefined();
  });

  it('clear a documented alarm at once and mark the monitor to be read again', () => {
    const client = new QueryClient();
    const alarm = { id: 4 } as WatchState['stat_alarm'];
    client.setQueryData(watchStateKey(1), { ...emptyWatchState(1), stat_alarm: alarm });
    statAlarmChanged(client, { stat_alarm_id: 4, patient_monitor_id: 1, status: 'documented' });
    expect(shown(client, 1)?.stat_alarm).toBeNull();
    expect(client.getQueryState(watchStateKey(1))?.isInvalidated).toBe(true);
  });
});
