import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ControlAck, ControlCommandInput } from '../../../../lib/media/control-channel';
import type { PtzPreset } from '../../api/list-ptz-presets';
import { PresetsPanel } from './presets-panel';
import { renderWithApi } from '../../../../testing/render-with-api';

const HOME = { pan: 0, tilt: 0, zoom: 0 };
const presets = (count: number): PtzPreset[] => Array.from({ length: count }, (_, i) => ({ id: 100 + i, name: `Spot ${i}`, video_device_id: 93, preset_index: i }));

function setUp(initial: PtzPreset[], deviceId: number | null = 93) {
  let stored = [...initial];
  const sent: ControlCommandInput[] = [];
  const send = vi.fn(async (command: ControlCommandInput): Promise<ControlAck | null> => {
    sent.push(command);
    return { type: 'ack', id: 'cmd-1', ok: true, ptz: HOME };
  });
  const calls = renderWithApi(<PresetsPanel deviceId={deviceId} send={send} />, {
    'GET /ptz_presets/for_device/93': () => ({ status: 200, body: stored }),
    'POST /ptz_presets': (body) => {
      const preset = { id: 200, name: (body as { ptz_preset: { name: string } }).ptz_preset.name, video_device_id: 93, preset_index: stored.length };
      stored = [...stored, preset];
      return { status: 201, body: preset };
    },
    'PUT /ptz_presets/100': { status: 200, body: { ...presets(1)[0], name: 'Bed' } },
  });
  return { calls, sent };
}

describe('PresetsPanel', () => {
  afterEach(cleanup);

  it('adds the seventh preset, saves the position in its slot, then allows no more', async () => {
    const { calls, sent } = setUp(presets(6));
    await screen.findByText('Spot 5');
    fireEvent.change(screen.getByLabelText('Preset name'), { target: { value: 'Window' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Preset' }));
    await screen.findByRole('button', { name: 'Go to preset Window' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ptz_preset: { name: 'Window', video_device_id: 93 } });
    expect(sent).toEqual([{ type: 'preset_save', preset_index: 6 }]);
    expect(await screen.findByText('Preset Window saved')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add Preset' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('recalls a preset by its slot', async () => {
    const { sent } = setUp(presets(3));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to preset Spot 2' }));
    await waitFor(() => expect(sent).toEqual([{ type: 'preset_recall', preset_index: 2 }]));
  });

  it('cancels a rename with an empty name, and renames with a new one', async () => {
    const { calls } = setUp(presets(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename preset Spot 0' }));
    fireEvent.change(screen.getByLabelText('New name for Spot 0'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Rename preset Spot 0' }));
    fireEvent.change(screen.getByLabelText('New name for Spot 0'), { target: { value: 'Bed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ptz_preset: { name: 'Bed' } }));
  });

  it('keeps names to 20 characters', async () => {
    setUp(presets(0));
    expect((await screen.findByLabelText('Preset name')).getAttribute('maxlength')).toBe('20');
  });

  it('shows No video device available when saving without a device', async () => {
    const { calls } = setUp([], null);
    fireEvent.change(screen.getByLabelText('Preset name'), { target: { value: 'Door' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Preset' }));
    expect(await screen.findByText('No video device available')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
