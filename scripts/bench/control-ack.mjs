// A camera command on the `control` data channel to its ack (openapi/device-control.yaml): a raw
// browser peer joins a PTZ device with ptz: true, takes the channel the device opened, and sends
// zoom in / zoom out one at a time, timing each until the ack with its id arrives.
/* global window -- page.evaluate bodies run in Chromium */
import { percentile, tokenFor } from './lib.mjs';
import { barePage, deviceIdle, joinRawPeer, leaveRawPeers } from './video-peers.mjs';

const round = (n, digits = 2) => Number(n.toFixed(digits));

function sendCommands(page, meetingId, count) {
  return page.evaluate(async ({ meetingId, count }) => {
    const call = window.rawCalls[meetingId];
    await call.channelOpen;
    const channel = call.channel;
    const waiting = new Map();
    channel.onmessage = (event) => {
      const reply = JSON.parse(event.data);
      if (reply.type === 'ack') waiting.get(reply.id)?.(reply);
    };
    const samples = [];
    let refused = 0;
    for (let i = 0; i < count; i += 1) {
      const id = `bench-${i}`;
      const started = performance.now();
      const ack = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ack for ${id} within 5 s`)), 5000);
        waiting.set(id, (reply) => { clearTimeout(timer); resolve(reply); });
        channel.send(JSON.stringify({ type: 'zoom', id, direction: i % 2 ? 'out' : 'in' }));
      });
      samples.push(performance.now() - started);
      waiting.delete(id);
      if (!ack.ok) refused += 1;
    }
    return { samples, refused };
  }, { meetingId, count });
}

export async function benchControlAck(browser, base, { deviceId = 2, patientId = 2, commands = 500 } = {}) {
  const token = await tokenFor(base, 'nurse@mercy-general.test');
  await deviceIdle(base, deviceId);
  const page = await barePage(browser, base);
  try {
    const { meetingId } = await joinRawPeer(page, { token, deviceId, patientId, ptz: true });
    await sendCommands(page, meetingId, 20); // warm-up
    const { samples, refused } = await sendCommands(page, meetingId, commands);
    await leaveRawPeers(page, token);
    return {
      commands, deviceId, refused,
      medianMs: round(percentile(samples, 50)),
      p99Ms: round(percentile(samples, 99)),
      maxMs: round(Math.max(...samples)),
    };
  } finally {
    await page.close();
  }
}
