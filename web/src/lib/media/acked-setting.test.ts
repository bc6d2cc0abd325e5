import { describe, expect, it } from 'vitest';
import { AckedSetting } from './acked-setting';

/** A device whose answers the test releases one by one, in any order it likes. */
function fakeDevice() {
  const sent: { value: number; answer: (ack?: number) => void; fail: () => void }[] = [];
  let device: number | null = null;
  const send = (value: number) => new Promise<number>((resolve, reject) => {
    sent.push({
      value,
      answer: (ack = value) => { device = ack; resolve(ack); },
      fail: () => reject(new Error('refused')),
    });
  });
  return { sent, send, device: () => device };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AckedSetting', () => {
  it('sends one step at a time and collapses quick steps into the latest, so the device ends where the slider does', async () => {
    const device = fakeDevice();
    const setting = new AckedSetting(100, device.send);
    for (const value of [99, 98, 97, 96, 95]) setting.set(value);
    expect(device.sent.map((s) => s.value)).toEqual([99]);
    expect(setting.getSnapshot()).toEqual({ shown: 95, acked: 100, pending: true });

    device.sent[0]?.answer();
    await flush();
    // The stale ack of 99 does not move the slider back; the latest step goes out next.
    expect(setting.getSnapshot()).toEqual({ shown: 95, acked: 99, pending: true });
    expect(device.sent.map((s) => s.value)).toEqual([99, 95]);
    device.sent[1]?.answer();
    await flush();
    expect(setting.getSnapshot()).toEqual({ shown: 95, acked: 95, pending: false });
    expect(device.device()).toBe(95);
  });

  it('shows the level the device acknowledged once nothing is pending', async () => {
    const device = fakeDevice();
    const setting = new AckedSetting(80, device.send);
    const shown: number[] = [];
    setting.subscribe(() => shown.push(setting.getSnapshot().shown));
    setting.set(73);
    device.sent[0]?.answer(74);
    await flush();
    expect(setting.getSnapshot()).toEqual({ shown: 74, acked: 74, pending: false });
    expect(shown).toEqual([73, 74]);
  });

  it('falls back to the last acknowledged level when a request fails, and sends a newer step after it', async () => {
    const device = fakeDevice();
    const setting = new AckedSetting(90, device.send);
    setting.set(85);
    device.sent[0]?.fail();
    await flush();
    expect(setting.getSnapshot()).toEqual({ shown: 90, acked: 90, pending: false });

    setting.set(70);
    setting.set(65);
    device.sent[1]?.fail();
    await flush();
    expect(setting.getSnapshot()).toEqual({ shown: 65, acked: 90, pending: true });
    device.sent[2]?.answer();
    await flush();
    expect(setting.getSnapshot()).toEqual({ shown: 65, acked: 65, pending: false });
  });
});
