import { describe, expect, it } from 'vitest';
import { afterConnecting, holdForConnecting } from '../api/call-lanes';
import { MicReporter } from './mic-report';

/** A backend whose answers the test releases one by one, recording what it was told. */
function slowBackend() {
  const told: string[] = [];
  const pending: (() => void)[] = [];
  const send = (meetingId: string, muted: boolean) => new Promise<void>((resolve) => {
    told.push(`${meetingId}:${muted ? 'muted' : 'open'}`);
    pending.push(resolve);
  });
  const answer = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { told, send, answer };
}

describe('MicReporter', () => {
  it('sends nothing before the meeting exists, then the first state at once', async () => {
    const backend = slowBackend();
    const reporter = new MicReporter(backend.send);
    reporter.update(null, false);
    expect(backend.told).toEqual([]);
    reporter.update('m1', false);
    await backend.answer();
    expect(backend.told).toEqual(['m1:open']);
  });

  it('sends one report at a time and ends on the last state after quick clicks', async () => {
    const backend = slowBackend();
    const reporter = new MicReporter(backend.send);
    reporter.update('m1', false);
    reporter.update('m1', true);
    reporter.update('m1', false);
    reporter.update('m1', true);
    expect(backend.told).toEqual(['m1:open']);
    await backend.answer();
    await backend.answer();
    expect(backend.told).toEqual(['m1:open', 'm1:muted']);
    reporter.update('m1', true);
    expect(backend.told).toHaveLength(2);
  });

  it('tries again on the next change after a failed report', async () => {
    let fail = true;
    const told: boolean[] = [];
    const reporter = new MicReporter(async (_id, muted) => {
      told.push(muted);
      if (fail) throw new Error('offline');
    });
    reporter.update('m1', true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    reporter.update('m1', true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual([true, true]);
  });

  it("holds a meeting's first report while a call connects, and sends later changes at once", async () => {
    const told: string[] = [];
    const reporter = new MicReporter(async (id, muted) => { told.push(`${id}:${muted ? 'muted' : 'open'}`); }, afterConnecting);
    const connected = holdForConnecting();
    reporter.update('m1', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The join told the backend the microphone is open: nothing is lost while the answer goes first.
    expect(told).toEqual([]);
    connected();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toEqual(['m1:open']);
    // Another call connecting (a wall tile) does not hold a change the clinician made.
    const another = holdForConnecting();
    reporter.update('m1', true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual(['m1:open', 'm1:muted']);
    another();
  });
});
