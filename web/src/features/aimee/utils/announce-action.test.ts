import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { announce } from './announce-action';

describe('announce', () => {
  it('shows the stat alarm toast for 5 s, raised or not; the request toast for the default time', () => {
    // A spy, not a module mock: the test files share their modules (isolate: false), and a package
    // another file loaded first cannot be mocked.
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    announce({ name: 'stat_alarm', ok: true });
    announce({ name: 'stat_alarm', ok: false });
    announce({ name: 'create_virtual_request', ok: true });
    const shown = show.mock.calls.map(([n]) => [n.message, n.autoClose]);
    show.mockRestore();
    expect(shown).toEqual([
      ['Aimee raised a stat alarm', 5000],
      ['Aimee could not raise the stat alarm', 5000],
      ['Aimee raised a virtual nursing request', undefined],
    ]);
  });
});
