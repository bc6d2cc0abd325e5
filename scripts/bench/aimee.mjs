#!/usr/bin/env node
// Aimee (issue 15): from the offer sent to the first packet of the greeting's audio (p50, p95)
// over N conversations, one after another, each a real WebRTC client in the browser's place
// (simulator/test/aimee-client.ts) against a simulator started for the run; and the simulator's
// CPU per conversation (the emulated assistant runs in it): connect, hear the whole greeting, say
// one line as the patient, hear the scripted answer, end. Run with tsx (it imports TypeScript):
// `npx tsx scripts/bench/aimee.mjs [N]` or `npm run bench aimee`.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { percentile, root, tokenFor, waitFor } from './lib.mjs';

const { RealtimeClient } = await import(`${root}simulator/test/aimee-client.ts`);
const CLOCK_TICKS = 100; // Linux USER_HZ: /proc/<pid>/stat counts CPU time in 1/100 s
const round = (n) => Number(n.toFixed(1));
const NURSE = 'nurse@mercy-general.test';

/** The process's CPU time so far (user + system), in ms. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function api(base, token, method, path, body) {
  const response = await fetch(`${base}/api/v1${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function benchAimee(conversations = 10) {
  if (!(conversations > 0)) throw new Error(`conversations must be a positive number, not ${conversations}`);
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulator/src/server.ts'], { cwd: root, env: { ...process.env, PORT: String(port), MLLP_PORT: String(port + 1), LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/sim/health`);
    const token = await tokenFor(base, NURSE);
    const script = 'When the patient mentions nurse, help: say "I will let your nurse know right away." and raise virtual_nursing';
    const prompt = await api(base, token, 'POST', '/aimee_prompts', { aimee_prompt: { name: `Bench Prompt ${port}`, greeting: "Hi, I'm Aimee, the virtual assistant for your care team. How are you feeling?", instructions: script, voice: 'alloy' } }).catch(async () => {
      // The nurse may not manage prompts: the organisation's first one then, with its own script.
      return (await api(base, await tokenFor(base, 'sysadmin@mercy-general.test'), 'GET', '/aimee_prompts')).results[0];
    });
    const firstAudio = [];
    const cpu = [];
    for (let i = 0; i < conversations; i += 1) {
      const before = cpuMs(child.pid);
      const client = await RealtimeClient.connect((sdp) => api(base, token, 'POST', '/aimee_conversations?division_id=1', { sdp, source: 'web', prompt_id: prompt.id, aimee_tags: [] }));
      // The greeting's response is done once made; its audio plays after, until the buffer stops
      // (the order of OpenAI's Realtime over WebRTC, simulator/src/aimee/turns.ts).
      await client.next((e) => e.type === 'output_audio_buffer.stopped', 20_000);
      if (client.firstAudioMs === null) throw new Error('the greeting played without an audio packet reaching the client');
      firstAudio.push(client.firstAudioMs);
      const from = client.events.length;
      await client.say('Can you get my nurse please');
      await client.next((e) => e.type === 'output_audio_buffer.stopped', 20_000, from);
      await api(base, token, 'POST', `/aimee_conversations/${client.conversationId}/end_conversation?division_id=1`, { transcript: [] });
      await client.close();
      cpu.push(cpuMs(child.pid) - before);
    }
    // The first conversation also loads eSpeak NG and synthesizes the greeting; later ones find it made.
    return {
      conversations,
      offerToFirstGreetingAudioMs: { p50: round(percentile(firstAudio, 50)), p95: round(percentile(firstAudio, 95)), first: round(firstAudio[0]) },
      simulatorCpuPerConversationMs: { p50: round(percentile(cpu, 50)), max: round(Math.max(...cpu)), first: round(cpu[0]) },
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchAimee(Number(process.argv[2] ?? 10)), null, 2));
