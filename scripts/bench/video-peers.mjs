// Raw browser peers for the video benchmarks that do not go through the product's overlay: a page
// joins devices through the API exactly as tests/e2e/media-join.spec.ts does (join_meeting, the
// device's offer, an answer through /videos/signal, candidates in one batch), keeps every call on
// `window.benchCalls`, and leaves them. Also the seed facts the benchmarks need (devices, tokens).
/* global window, document, RTCPeerConnection, MediaStream -- page.evaluate bodies run in Chromium */

export async function tokenFor(base, email) {
  const response = await fetch(`${base}/sim/tokens`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  if (response.status !== 201) throw new Error(`POST /sim/tokens answered ${response.status}`);
  return (await response.json()).token;
}

/** Online, in-service devices the emulator holds (it brings them online just after start). */
export async function onlineDevices(base, token, wanted) {
  const url = `${base}/api/v1/video_devices?division_id=*&filters[status][]=online&filters[service_status][]=in_service&per_page=100`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { results } = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
    if (results.length >= wanted) return results;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${wanted} online devices`);
}

export async function deviceMedia(base, deviceId) {
  return (await fetch(`${base}/sim/devices/${deviceId}/media`)).json();
}

/** Waits until the device has at most `keep` calls (the previous call's leave reached it). */
export async function deviceIdle(base, deviceId, keep = 0, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await deviceMedia(base, deviceId)).calls.length <= keep) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`device ${deviceId} still has more than ${keep} calls after ${timeoutMs} ms`);
}

/** A page on the stack's origin that loads no app code, so the peers are all it runs. */
export async function barePage(browser, base) {
  const page = await browser.newPage();
  await page.goto(`${base}/config.json`);
  return page;
}

/**
 * Joins one device from the page; resolves once its first video frame is decoded. The call stays
 * on window.benchCalls[meetingId] with its peer and (when the device opened it) the control channel.
 */
export function joinInPage(page, { token, deviceId, patientId, ptz = false, render = true }) {
  return page.evaluate(async ({ token, deviceId, patientId, ptz, render }) => {
    const api = (path, body) => fetch(`/api/v1${path}`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    window.benchCalls ??= {};
    window.benchMicrophone ??= navigator.mediaDevices.getUserMedia({ audio: true });
    const microphone = await window.benchMicrophone;
    const started = performance.now();
    const response = await api('/videos/join_meeting', { device_id: deviceId, patient_id: patientId, play_greeting: false, ptz, preview: false, video_reason_ids: [1] });
    if (!response.ok) throw new Error(`join_meeting ${deviceId}: ${response.status} ${await response.text()}`);
    const join = await response.json();
    const pc = new RTCPeerConnection({ iceServers: [] });
    // Connection states with ms since the join, to tell when a call that went away did so.
    const call = { pc, channel: null, deviceId, video: document.createElement('video'), states: [] };
    pc.onconnectionstatechange = () => call.states.push(`${pc.connectionState}@${Math.round(performance.now() - started)}`);
    window.benchCalls[join.meeting_id] = call;
    call.channelOpen = new Promise((resolve) => {
      pc.ondatachannel = (event) => {
        if (event.channel.label !== 'control') return;
        call.channel = event.channel;
        if (event.channel.readyState === 'open') resolve();
        else event.channel.onopen = () => resolve();
      };
    });
    call.video.muted = true;
    call.video.autoplay = true;
    // Without a video element the browser still decodes (framesDecoded) but paints nothing: the
    // load benchmark keeps the browser's share of this 2-core machine small.
    if (render) document.body.append(call.video);
    // werift's offer has no a=msid, so the track arrives without a stream: wrap it.
    pc.ontrack = (event) => { if (event.track.kind === 'video' && render) call.video.srcObject = new MediaStream([event.track]); };
    const signal = (body) => api('/videos/signal', { video_type: 'meeting', meeting_id: join.meeting_id, video_device_id: deviceId, patient_monitor_id: null, ptz, ...body });
    const candidates = [];
    const gathered = new Promise((resolve) => {
      pc.onicecandidate = (event) => { if (event.candidate) candidates.push(event.candidate.toJSON()); else resolve(); };
      setTimeout(resolve, 1500);
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: join.sdp });
    for (const candidate of join.ice_candidates) await pc.addIceCandidate(candidate);
    const audio = pc.getTransceivers().find((t) => t.receiver.track.kind === 'audio');
    audio.direction = 'sendrecv';
    await audio.sender.replaceTrack(microphone.getAudioTracks()[0] ?? null);
    await pc.setLocalDescription(await pc.createAnswer());
    const answered = await signal({ signal_type: 'sdp-answer', sdp: pc.localDescription.sdp });
    if (answered.status !== 204) throw new Error(`signal ${answered.status}`);
    void gathered.then(() => (candidates.length ? signal({ signal_type: 'ice-candidates', ice_candidates: candidates }) : null));
    while (performance.now() - started < 15_000) {
      let frames = 0;
      (await pc.getStats()).forEach((s) => { if (s.type === 'inbound-rtp' && s.kind === 'video') frames = s.framesDecoded ?? 0; });
      if (frames > 0) return { meetingId: join.meeting_id, firstFrameMs: Math.round(performance.now() - started) };
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no video from device ${deviceId} within 15 s`);
  }, { token, deviceId, patientId, ptz, render });
}

/** Leaves every call of the page through the API and closes its peers. */
export function leaveAllInPage(page, token) {
  return page.evaluate(async (token) => {
    for (const [meetingId, call] of Object.entries(window.benchCalls ?? {})) {
      await fetch(`/api/v1/meetings/${meetingId}/leave`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
      call.pc.close();
      call.video.remove();
    }
    window.benchCalls = {};
  }, token);
}
