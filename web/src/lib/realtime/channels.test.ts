import { describe, expect, it } from 'vitest';
import { userChannels } from './channels';

describe('userChannels', () => {
  // The server publishes a division's monitors, devices, visits and requests on that division's
  // channels only: an app not subscribed to them would never hear of its own division's changes.
  it('lists the user\'s own, the hospital\'s two, and those two of each of their divisions', () => {
    expect(userChannels({ id: 4, hospital_id: 1, divisions: [{ id: 1 }, { id: 3 }] })).toEqual([
      'private-encrypted-user-4', 'private-encrypted-hospital-1', 'private-encrypted-hospital-nudge-1',
      'private-encrypted-hospital-1-division-1', 'private-encrypted-hospital-nudge-1-division-1',
      'private-encrypted-hospital-1-division-3', 'private-encrypted-hospital-nudge-1-division-3',
    ]);
  });
});
