import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ControlChannel } from './control-channel';
import { FakeDataChannel } from './test-fakes';

const HOME = { pan: 0, tilt: 0, zoom: 0 };

function open() {
  const channel = new FakeDataChannel();
  const control = new ControlChannel(channel as unknown as RTCDataChannel);
  return { channel, control };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ControlChannel', () => {
  it('sends commands with fresh ids and resolves on their ack', async () => {
    const { channel, control } = open();
    const first = control.send({ type: 'ptz_start', pan: 1, tilt: 0 });
    const second = control.send({ type: 'zoom', direction: 'in' });
    const [a, b] = channel.sent.map((raw) => JSON.parse(raw) as { id: string });
    expect(JSON.parse(channel.sent[0]!)).toEqual({ type: 'ptz_start', pan: 1, tilt: 0, id: a!.id });
    expect(a!.id).not.toBe(b!.id);

    channel.reply({ type: 'ack', id: b!.id, ok: true, ptz: { pan: 0, tilt: 0, zoom: 1 } });
    channel.reply({ type: 'ack', id: a!.id, ok: true, ptz: { pan: 5, tilt: 0, zoom: 1 } });
    await expect(second).resolves.toMatchObject({ ok: true, ptz: { zoom: 1 } });
    await expect(first).resolves.toMatchObject({ ptz: { pan: 5 } });
    expect(control.position).toEqual({ pan: 5, tilt: 0, zoom: 1 });
  });

  it('rejects when the device refuses the command', async () => {
    const { channel, control } = open();
    const sent = control.send({ type: 'preset_recall', preset_index: 9 });
    channel.reply({ type: 'ack', id: channel.lastSent().id, ok: false, error: 'unknown preset', ptz: HOME });
    await expect(sent).rejects.toThrow('unknown preset');
  });

  it('rejects when no ack comes in time', async () => {
    const { control } = open();
    const sent = control.send({ type: 'ptz_reset' });
    const check = expect(sent).rejects.toThrow(/did not acknowledge ptz_reset/);
    await vi.advanceTimersByTimeAsync(5_000);
    await check;
  });

  it('throws at once on a closed channel and rejects what was pending when it closes', async () => {
    const { channel, control } = open();
    const pending = control.send({ type: 'ptz_stop' });
    channel.close();
    await expect(pending).rejects.toThrow(/closed/);
    expect(control.open).toBe(false);
    expect(() => control.send({ type: 'ptz_stop' })).toThrow(/not open/);
  });

  it('passes ptz_state messages to state listeners and ignores junk', () => {
    const { channel, control } = open();
    const listener = vi.fn();
    const off = control.onState(listener);
    channel.dispatchEvent(new MessageEvent('message', { data: 'not json' }));
    channel.reply({ type: 'ptz_state', ptz: { pan: 10, tilt: 2, zoom: 0 }, moving: true });
    expect(listener).toHaveBeenCalledWith({ pan: 10, tilt: 2, zoom: 0 });
    off();
    channel.reply({ type: 'ptz_state', ptz: HOME, moving: false });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('answers the device renegotiation offers in order through the session handler', async () => {
    const { channel, control } = open();
    const offers: string[] = [];
    control.onRenegotiate(async (sdp) => {
      offers.push(sdp);
      // The first offer takes longer to apply: the second must still be answered after it.
      await new Promise((resolve) => setTimeout(resolve, sdp === 'offer-1' ? 50 : 0));
      return `answer to ${sdp}`;
    });
    channel.reply({ type: 'renegotiate', sdp: 'offer-1' });
    channel.reply({ type: 'renegotiate', sdp: 'offer-2' });
    await vi.advanceTimersByTimeAsync(60);
    const sent = channel.sent.map((raw) => JSON.parse(raw) as { type: string; id: string; sdp: string });
    expect(sent).toEqual([
      { type: 'renegotiate_answer', id: expect.any(String), sdp: 'answer to offer-1' },
      { type: 'renegotiate_answer', id: expect.any(String), sdp: 'answer to offer-2' },
    ]);
    expect(offers).toEqual(['offer-1', 'offer-2']);
    // The device acks an answer like a command; it says nothing about the camera position.
    channel.reply({ type: 'ack', id: sent[0]!.id, ok: true, ptz: { pan: 3, tilt: 0, zoom: 0 } });
    expect(control.position).toEqual({ pan: 3, tilt: 0, zoom: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
  });

  it('sends no answer when the offer cannot be applied, or nobody handles offers', async () => {
    const { channel, control } = open();
    channel.reply({ type: 'renegotiate', sdp: 'unhandled' });
    await vi.advanceTimersByTimeAsync(0);
    control.onRenegotiate(async () => { throw new Error('bad offer'); });
    channel.reply({ type: 'renegotiate', sdp: 'broken' });
    await vi.advanceTimersByTimeAsync(0);
    // A new handler replaces the old one.
    control.onRenegotiate(async () => 'answer');
    channel.reply({ type: 'renegotiate', sdp: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(channel.sent).toEqual([]);
    expect(control.position).toBeNull();
  });
});
