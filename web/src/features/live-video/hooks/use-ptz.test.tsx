import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ControlChannel } from '../../../lib/media/control-channel';
import { FakeDataChannel } from '../../../lib/media/test-fakes';
import type { VideoSession } from '../../../lib/media/video-session';
import { usePtz } from './use-ptz';

function setUp() {
  const channel = new FakeDataChannel();
  const session = { control: new ControlChannel(channel as unknown as RTCDataChannel) } as unknown as VideoSession;
  const hook = renderHook(() => usePtz(session));
  const ack = (ptz: { pan: number; tilt: number; zoom: number }, ok = true, error?: string) => {
    const { id } = channel.lastSent() as { id: string };
    act(() => channel.reply({ type: 'ack', id, ok, ptz, ...(error ? { error } : {}) }));
  };
  return { channel, hook, ack };
}

describe('usePtz', () => {
  it('asks the device where the camera points, then follows acks and ptz_state', async () => {
    const { channel, hook, ack } = setUp();
    expect(channel.lastSent()).toMatchObject({ type: 'ptz_stop' });
    ack({ pan: 5, tilt: 0, zoom: 1 });
    await waitFor(() => expect(hook.result.current.position).toEqual({ pan: 5, tilt: 0, zoom: 1 }));
    act(() => channel.reply({ type: 'ptz_state', ptz: { pan: 9, tilt: 1, zoom: 1 }, moving: true }));
    expect(hook.result.current.position).toEqual({ pan: 9, tilt: 1, zoom: 1 });
  });

  it('reports a refused command, and a closed channel without throwing', async () => {
    const { channel, hook, ack } = setUp();
    ack({ pan: 0, tilt: 0, zoom: 0 });
    let result: Promise<unknown> = Promise.resolve();
    act(() => { result = hook.result.current.send({ type: 'zoom', direction: 'in' }); });
    ack({ pan: 0, tilt: 0, zoom: 0 }, false, 'The PTZ camera is restarting');
    await act(async () => { expect(await result).toBeNull(); });
    expect(hook.result.current.error).toBe('The PTZ camera is restarting');
    channel.close();
    await act(async () => { expect(await hook.result.current.send({ type: 'ptz_reset' })).toBeNull(); });
    expect(hook.result.current.error).toBe('The device control channel is not open');
  });
});
