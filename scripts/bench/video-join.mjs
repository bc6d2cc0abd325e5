// Click Join to the patient's picture on screen, through the product's overlay (patient 2, its
// device 2), measured in the page from the click itself: a capture-phase listener stamps the click,
// a wrapped RTCPeerConnection, getUserMedia and fetch stamp the steps in between, and
// requestVideoFrameCallback (the first frame composited) and the call view's data-session-state
// (the Connecting overlay gone) stamp the end; getStats (framesDecoded, polled every 10 ms) too.
/* global window, document, requestAnimationFrame, Element -- page.evaluate bodies run in Chromium */
import { percentile, tokenFor } from './lib.mjs';
import { barePage, DEVICE_STEPS, deviceIdle, deviceMedia, joinRawPeer, leaveRawPeers } from './video-peers.mjs';

export const PATIENT = 2;
export const DEVICE = 2;
const round = (n) => Math.round(n);

/** Runs in the page before the app: every mark is ms since the latest click on Join. */
function instrument(forcedIceServers) {
  const bench = { clickAt: null, marks: {}, peers: [], iceServers: null };
  window.bench = bench;
  const mark = (name) => {
    if (bench.clickAt !== null && bench.marks[name] === undefined) bench.marks[name] = performance.now() - bench.clickAt;
  };
  const newestPeer = () => bench.peers.at(-1);
  const watchFirstFrame = () => {
    const click = bench.clickAt;
    const hooked = new WeakSet();
    const poll = async () => {
      if (bench.clickAt !== click || performance.now() - click > 20_000) return;
      const pc = newestPeer();
      if (pc && bench.marks.peerCreated !== undefined) {
        (await pc.getStats()).forEach((s) => {
          if (s.type !== 'inbound-rtp' || s.kind !== 'video') return;
          if (s.packetsReceived > 0) mark('firstVideoPacket');
          if (s.framesDecoded > 0) mark('firstFrameDecoded');
        });
      }
      if (bench.marks.firstFrameDecoded === undefined) setTimeout(poll, 10);
    };
    void poll();
    const frame = () => {
      if (bench.clickAt !== click || performance.now() - click > 20_000) return;
      const video = document.querySelector('[data-testid=patient-video]');
      if (video?.srcObject && !hooked.has(video)) {
        hooked.add(video);
        video.requestVideoFrameCallback(() => mark('firstFramePresented'));
      }
      if (document.querySelector('[data-session-state]')?.getAttribute('data-session-state') === 'playing') mark('appPlaying');
      if (bench.marks.firstFramePresented === undefined || bench.marks.appPlaying === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button?.textContent?.trim() !== 'Join') return;
    bench.clickAt = performance.now();
    bench.marks = {};
    watchFirstFrame();
  }, true);

  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(config) {
      bench.iceServers = config?.iceServers ?? null;
      mark('peerAsked');
      // What-if runs only: the product always passes its own servers (public STUN without TURN).
      super(forcedIceServers ? { ...config, iceServers: forcedIceServers } : config);
      bench.peers.push(this);
      mark('peerCreated');
      this.addEventListener('icecandidate', (event) => { if (event.candidate) mark('firstLocalCandidate'); });
      const setRemote = this.setRemoteDescription.bind(this);
      this.setRemoteDescription = async (...args) => { const done = await setRemote(...args); mark('remoteDescriptionSet'); return done; };
      const createAnswer = this.createAnswer.bind(this);
      this.createAnswer = async (...args) => { mark('answerAsked'); const done = await createAnswer(...args); mark('answerCreated'); return done; };
      const setLocal = this.setLocalDescription.bind(this);
      this.setLocalDescription = async (...args) => { mark('localDescriptionAsked'); const done = await setLocal(...args); mark('localDescriptionSet'); return done; };
      this.addEventListener('icegatheringstatechange', () => { if (this.iceGatheringState === 'complete') mark('iceGatheringComplete'); });
      this.addEventListener('iceconnectionstatechange', () => { if (this.iceConnectionState === 'connected') mark('iceConnected'); });
      this.addEventListener('connectionstatechange', () => { if (this.connectionState === 'connected') mark('connected'); });
    }
  };
  const media = navigator.mediaDevices;
  const getUserMedia = media.getUserMedia.bind(media);
  media.getUserMedia = async (...args) => { mark('mediaAsked'); const stream = await getUserMedia(...args); mark('mediaOpened'); return stream; };
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const step = url.includes('/videos/join_meeting') ? 'join' : url.includes('/videos/signal') ? 'signal' : null;
    // The first signal is the answer: candidates are held until it is sent.
    if (step === 'signal') mark('answerSent');
    if (step === 'join') mark('joinRequested');
    const response = await nativeFetch(input, init);
    if (step === 'signal') mark('answerAccepted');
    if (step === 'join') {
      mark('joinAnswered');
      // The offer in the app's hands: the body read and parsed (the API client reads it as JSON).
      const json = response.json.bind(response);
      response.json = async () => { const body = await json(); mark('joinParsed'); return body; };
    }
    return response;
  };
}

/** Signs the nurse in on a fresh page and opens patient 2's Video Meeting Settings. */
export async function openVisit(browser, base, { forcedIceServers = null } = {}) {
  const page = await browser.newPage();
  await page.addInitScript(instrument, forcedIceServers);
  const token = await tokenFor(base, 'nurse@mercy-general.test');
  await page.goto(`${base}/patients/${PATIENT}/overview/video-visit?api_token=${token}`);
  await page.getByRole('button', { name: 'Video Visit' }).click();
  const overlay = page.getByRole('dialog', { name: 'Patient Video' });
  await overlay.getByRole('heading', { name: 'Video Meeting Settings' }).waitFor({ timeout: 30_000 });
  return { page, overlay };
}

/** Chooses a reason when the form has none (it may keep the last one after a hang-up). */
async function ready(page, overlay) {
  const join = overlay.getByRole('button', { name: 'Join', exact: true });
  if (await join.isDisabled()) {
    await overlay.getByRole('combobox', { name: 'Video Reason' }).click();
    await page.getByRole('option').first().click();
  }
  return join;
}

/**
 * Presses Join and resolves with the marks once the picture is decoded, shown and the app plays;
 * with the device's own steps (`device_*`, ms after the join reached it; the two clocks start
 * within a few ms of each other, the join's trip to the device apart).
 */
export async function joinOnce(page, overlay, base) {
  const join = await ready(page, overlay);
  await join.click();
  await page.waitForFunction(() => ['firstFrameDecoded', 'firstFramePresented', 'appPlaying'].every((m) => window.bench.marks[m] !== undefined), null, { timeout: 30_000 });
  const marks = await page.evaluate(() => ({ ...window.bench.marks, iceServers: window.bench.iceServers }));
  const media = await deviceMedia(base, DEVICE);
  const steps = media.calls.find((call) => call.meeting_id === media.meeting_id)?.steps_ms ?? {};
  for (const [name, ms] of Object.entries(steps)) marks[`device_${name}`] = ms;
  return marks;
}

export async function hangUp(base, page, overlay, keep = 0) {
  await overlay.getByRole('button', { name: 'Hang Up' }).click();
  await overlay.getByRole('heading', { name: 'Video Meeting Settings' }).waitFor({ timeout: 15_000 });
  await deviceIdle(base, DEVICE, keep);
}

/** A raw peer's call on the device that stays up (another viewer), keeping its camera running. */
async function holdCall(browser, base) {
  const token = await tokenFor(base, 'nurse@mercy-general.test');
  const page = await barePage(browser, base);
  await joinRawPeer(page, { token, deviceId: DEVICE, patientId: PATIENT });
  return {
    release: async () => {
      await leaveRawPeers(page, token);
      await page.close();
      await deviceIdle(base, DEVICE);
    },
  };
}

/**
 * `forcedIceServers` replaces the servers the app asks for (what-if); `warmCamera` keeps another
 * call on the device throughout, so its camera (ffmpeg) is already running at each join.
 */
export async function benchJoin(browser, base, { calls = 20, forcedIceServers = null, warmCamera = false } = {}) {
  const { page, overlay } = await openVisit(browser, base, { forcedIceServers });
  const holder = warmCamera ? await holdCall(browser, base) : null;
  const keep = holder ? 1 : 0;
  try {
    // The first call also loads the call view's code and starts the device's camera: apart.
    const warmUp = await joinOnce(page, overlay, base);
    await hangUp(base, page, overlay, keep);
    const runs = [];
    for (let i = 0; i < calls; i += 1) {
      runs.push(await joinOnce(page, overlay, base));
      await hangUp(base, page, overlay, keep);
    }
    const steps = ['mediaAsked', 'mediaOpened', 'joinRequested', 'joinAnswered', 'joinParsed', 'peerAsked', 'peerCreated', 'remoteDescriptionSet', 'answerAsked', 'answerCreated', 'localDescriptionAsked', 'localDescriptionSet', 'firstLocalCandidate', 'iceGatheringComplete', 'answerSent', 'answerAccepted', 'iceConnected', 'connected', 'firstVideoPacket', 'firstFrameDecoded', 'firstFramePresented', 'appPlaying',
      ...DEVICE_STEPS.map((name) => `device_${name}`)];
    const breakdown = {};
    for (const step of steps) {
      const values = runs.map((r) => r[step]).filter((v) => v !== undefined);
      if (values.length) breakdown[step] = round(percentile(values, 50));
    }
    // What the user sees: the first frame composited and the Connecting overlay gone (whichever is
    // later). The bench's own getStats poll (every 10 ms, slower under load) dates the decode late.
    const shown = runs.map((r) => Math.max(r.firstFramePresented, r.appPlaying));
    const decoded = runs.map((r) => r.firstFrameDecoded);
    return {
      calls,
      iceServers: JSON.stringify(forcedIceServers ?? runs[0].iceServers) + (forcedIceServers ? ' (forced; the app asked for ' + JSON.stringify(runs[0].iceServers) + ')' : ''),
      warmCamera,
      medianMs: round(percentile(shown, 50)),
      p95Ms: round(percentile(shown, 95)),
      minMs: round(Math.min(...shown)),
      maxMs: round(Math.max(...shown)),
      goalMs: 200,
      decodedMedianMs: round(percentile(decoded, 50)),
      firstCallMs: round(Math.max(warmUp.firstFramePresented, warmUp.appPlaying)),
      // The page's first call: the call view's code and the device's first control message too.
      firstCallStepsMs: Object.fromEntries(steps.filter((step) => warmUp[step] !== undefined).map((step) => [step, round(warmUp[step])])),
      medianStepsMs: breakdown,
      samplesMs: shown.map(round).sort((x, y) => x - y),
    };
  } finally {
    await page.close();
    if (holder) await holder.release();
  }
}
