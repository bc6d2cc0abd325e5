// Scenario files for QA and demos: a list of timed steps against the simulator's /sim API (device
// faults, commands, provider API faults, realtime events). This module reads and checks a file's
// steps and runs them; scripts/scenario.mjs is the command line around it.
//
// A file is JSON or YAML: either a list of steps or { name?, device?, steps: [...] }, where
// `device` is the default device id of the named steps. A step is one of:
//   { wait_ms: 2000 }
//   { step: 'freeze' | 'unfreeze' | 'black' | 'unblack' | 'clear_faults' | 'drop'
//           | 'offline' | 'online' | 'reboot' | 'reboot_ptz' | 'fail', device?: 12 }
//   { step: 'packet_loss', percent: 0..100, device? }
//   { step: 'slow_answer', ms: 0..60000, device? }   { step: 'refuse_join', on?: boolean, device? }
//   { step: 'wifi', state: 'excellent'|'good'|'fair'|'poor', strength: -120..0, device? }
//   { step: 'fault', path_prefix: '/notifications', status?, error?, type?, body?, latency_ms?, times?, method? }
//   { step: 'clear_api_faults' }   { step: 'event', scope, event, data, user_email? (scope user), hospital_id? (scopes hospital, hospital_nudge) }
//   { step: 'virtual_request', patient: 2, kind: 'eicu'|'security'|'translation'|'virtual_nursing'
//           |'virtual_scribe', priority?: 'low'|'medium'|'high', status?: 'open'|'denied' }
//   { sim: 'POST /sim/devices/12/media/drop', body?: {...}, expect?: {...} }   ({device} in the
//     path is the scenario's device)
// Any step may carry `expect`: an object the answer's JSON must contain (a partial match).
import { parse as parseYaml } from 'yaml';

const COMMANDS = { offline: 'go_offline', online: 'go_online', reboot: 'reboot', reboot_ptz: 'reboot_ptz', fail: 'fail' };
const FAULT_STEPS = ['freeze', 'unfreeze', 'black', 'unblack', 'clear_faults', 'packet_loss', 'slow_answer', 'refuse_join', 'wifi'];
const WIFI_STATES = ['excellent', 'good', 'fair', 'poor'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const REQUEST_KINDS = ['eicu', 'security', 'translation', 'virtual_nursing', 'virtual_scribe'];
export const NO_FAULTS = Object.freeze({ freeze: false, packet_loss: 0, answer_delay_ms: 0, refuse_join: false, black: false, wifi_signal: null });

export class ScenarioError extends Error {}

const isInt = (value, low, high) => Number.isInteger(value) && value >= low && value <= high;

/** Reads a scenario file's text (JSON, or YAML when the name ends .yaml/.yml). */
export function parseScenario(text, fileName = 'scenario.json', deviceOverride = undefined) {
  let value;
  try {
    value = /\.ya?ml$/i.test(fileName) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new ScenarioError(`${fileName} is not valid ${/\.ya?ml$/i.test(fileName) ? 'YAML' : 'JSON'}: ${error.message}`);
  }
  const read = Array.isArray(value) ? { steps: value } : value;
  if (!read || typeof read !== 'object' || !Array.isArray(read.steps)) {
    throw new ScenarioError(`${fileName}: expected a list of steps or an object with a "steps" list`);
  }
  const scenario = deviceOverride === undefined ? read : { ...read, device: deviceOverride };
  if (scenario.device !== undefined && !isInt(scenario.device, 1, Number.MAX_SAFE_INTEGER)) throw new ScenarioError(`${fileName}: "device" must be a device id`);
  if (scenario.steps.length === 0) throw new ScenarioError(`${fileName}: the scenario has no steps`);
  const problems = [];
  const steps = scenario.steps.map((raw, index) => {
    try {
      return toStep(raw, scenario.device);
    } catch (error) {
      problems.push(`step ${index + 1}: ${error.message}`);
      return null;
    }
  });
  if (problems.length) throw new ScenarioError(`${fileName} has invalid steps:\n  ${problems.join('\n  ')}`);
  return { name: typeof scenario.name === 'string' ? scenario.name : fileName, steps };
}

/** One step, checked and turned into what the runner does: a wait, a request, or a fault change. */
function toStep(raw, defaultDevice) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('a step must be an object');
  const expect = raw.expect;
  if (expect !== undefined && (typeof expect !== 'object' || expect === null)) throw new Error('"expect" must be an object');
  if ('wait_ms' in raw) {
    if (!isInt(raw.wait_ms, 0, 3_600_000)) throw new Error('"wait_ms" must be an integer from 0 to 3600000');
    return { kind: 'wait', label: `wait ${raw.wait_ms} ms`, ms: raw.wait_ms };
  }
  if ('sim' in raw) {
    const match = /^(GET|POST|PUT|PATCH|DELETE)\s+(\/\S*)$/.exec(String(raw.sim));
    if (!match) throw new Error(`"sim" must be "METHOD /sim/path" with METHOD one of ${METHODS.join(', ')}`);
    const relative = match[2].startsWith('/sim/') ? match[2] : `/sim${match[2]}`;
    if (relative.includes('{device}') && !isInt(defaultDevice, 1, Number.MAX_SAFE_INTEGER)) throw new Error('"{device}" in a path needs the scenario\'s "device"');
    const path = relative.replaceAll('{device}', String(defaultDevice));
    return { kind: 'request', label: `${match[1]} ${path}`, method: match[1], path, body: raw.body, expect };
  }
  const name = raw.step;
  if (typeof name !== 'string') throw new Error('a step needs "wait_ms", "sim" or "step"');
  const device = raw.device ?? defaultDevice;
  const needDevice = () => {
    if (!isInt(device, 1, Number.MAX_SAFE_INTEGER)) throw new Error(`"${name}" needs a device id ("device" on the step or the scenario)`);
    return device;
  };
  if (name in COMMANDS) {
    const id = needDevice();
    return { kind: 'request', label: `${name} device ${id}`, method: 'POST', path: `/sim/devices/${id}/commands`, body: { command: COMMANDS[name] }, expect };
  }
  if (name === 'drop') {
    const id = needDevice();
    return { kind: 'request', label: `drop the calls of device ${id}`, method: 'POST', path: `/sim/devices/${id}/media/drop`, expect };
  }
  if (FAULT_STEPS.includes(name)) {
    const id = needDevice();
    return { kind: 'faults', label: faultLabel(name, raw, id), device: id, change: faultChange(name, raw), expect };
  }
  if (name === 'fault') {
    const fault = without(raw, 'step', 'expect');
    if (typeof fault.path_prefix !== 'string' || !fault.path_prefix.startsWith('/')) throw new Error('"fault" needs a "path_prefix" starting with /');
    return { kind: 'request', label: `API fault on ${fault.path_prefix}${fault.status ? ` -> ${fault.status}` : ''}${'body' in fault ? ' -> 200 with a given body' : ''}${fault.latency_ms ? ` after ${fault.latency_ms} ms` : ''}`, method: 'POST', path: '/sim/faults', body: fault, expect };
  }
  if (name === 'clear_api_faults') return { kind: 'request', label: 'clear API faults', method: 'DELETE', path: '/sim/faults', expect };
  if (name === 'event') {
    const event = without(raw, 'step', 'expect');
    if (typeof event.event !== 'string' || typeof event.scope !== 'string') throw new Error('"event" needs "scope" and "event"');
    return { kind: 'request', label: `publish ${event.event} (${event.scope})`, method: 'POST', path: '/sim/events', body: { data: {}, ...event }, expect };
  }
  if (name === 'virtual_request') return virtualRequestStep(raw, expect);
  throw new Error(`unknown step "${name}"`);
}

/** A virtual request raised for a patient, as the hospital's systems would: its holders get the room notification. */
function virtualRequestStep(raw, expect) {
  if (!isInt(raw.patient, 1, Number.MAX_SAFE_INTEGER)) throw new Error('"virtual_request" needs "patient" (a patient id)');
  if (!REQUEST_KINDS.includes(raw.kind)) throw new Error(`"virtual_request" needs "kind" (${REQUEST_KINDS.join(', ')})`);
  if (raw.priority !== undefined && !['low', 'medium', 'high'].includes(raw.priority)) throw new Error('"priority" must be low, medium or high');
  if (raw.status !== undefined && !['open', 'denied'].includes(raw.status)) throw new Error('"status" must be open or denied');
  const body = { patient_id: raw.patient, kind: raw.kind, ...(raw.priority ? { priority: raw.priority } : {}), ...(raw.status ? { status: raw.status } : {}) };
  return { kind: 'request', label: `${raw.status === 'denied' ? 'denied ' : ''}${raw.kind} request for patient ${raw.patient}`, method: 'POST', path: '/sim/virtual_requests', body, expect };
}

const without = (object, ...keys) => Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

function faultChange(name, raw) {
  switch (name) {
    case 'freeze': return { freeze: true };
    case 'unfreeze': return { freeze: false };
    case 'black': return { black: true };
    case 'unblack': return { black: false };
    case 'clear_faults': return { ...NO_FAULTS };
    case 'packet_loss':
      if (!isInt(raw.percent, 0, 100)) throw new Error('"packet_loss" needs "percent" from 0 to 100');
      return { packet_loss: raw.percent };
    case 'slow_answer':
      if (!isInt(raw.ms, 0, 60_000)) throw new Error('"slow_answer" needs "ms" from 0 to 60000');
      return { answer_delay_ms: raw.ms };
    case 'refuse_join': return { refuse_join: raw.on ?? true };
    case 'wifi':
      if (raw.state === null) return { wifi_signal: null };
      if (!WIFI_STATES.includes(raw.state) || !isInt(raw.strength, -120, 0)) throw new Error(`"wifi" needs "state" (${WIFI_STATES.join(', ')}, or null) and "strength" in dBm from -120 to 0`);
      return { wifi_signal: { state: raw.state, strength: raw.strength } };
    default: throw new Error(`unknown fault step "${name}"`);
  }
}

function faultLabel(name, raw, device) {
  const detail = name === 'packet_loss' ? ` ${raw.percent}%` : name === 'slow_answer' ? ` ${raw.ms} ms` : name === 'wifi' ? ` ${raw.state} ${raw.strength ?? ''}`.trimEnd() : '';
  return `${name}${detail} on device ${device}`;
}

/** True when `actual` contains everything in `expected` (objects by key, the rest by value). */
export function contains(actual, expected) {
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected);
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([key, value]) => contains(actual[key], value));
}

/**
 * Runs the steps in order. Fault steps change the device's current fault set (kept per device
 * here, since the API replaces the whole set), so `freeze` then `packet_loss` keeps both.
 * Throws ScenarioError naming the step when a request fails or an expectation does not hold.
 */
export async function runScenario(scenario, { base, log = console.log, fetchImpl = fetch, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }) {
  const started = Date.now();
  const faults = new Map();
  const stamp = () => `+${((Date.now() - started) / 1000).toFixed(3)}s`;
  log(`${new Date().toISOString()} scenario "${scenario.name}": ${scenario.steps.length} steps against ${base}`);
  for (const [index, step] of scenario.steps.entries()) {
    const where = `step ${index + 1}/${scenario.steps.length} (${step.label})`;
    log(`[${stamp()}] ${where}`);
    if (step.kind === 'wait') {
      await sleep(step.ms);
      continue;
    }
    let request = step;
    if (step.kind === 'faults') {
      const next = { ...(faults.get(step.device) ?? NO_FAULTS), ...step.change };
      faults.set(step.device, next);
      request = { method: 'PUT', path: `/sim/devices/${step.device}/media/faults`, body: next };
    }
    let response;
    try {
      response = await fetchImpl(`${base.replace(/\/$/, '')}${request.path}`, {
        method: request.method,
        headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
    } catch (error) {
      throw new ScenarioError(`${where} failed: cannot reach ${base} (${error.cause?.code ?? error.message}). Is the simulator running?`);
    }
    const text = await response.text();
    let json = null;
    try { json = text ? JSON.parse(text) : null; } catch { /* not JSON: reported as text below */ }
    if (!response.ok) throw new ScenarioError(`${where} failed: ${request.method} ${request.path} answered ${response.status}: ${json?.error ?? text.slice(0, 300)}`);
    log(`[${stamp()}]   -> ${response.status}`);
    if (step.expect && !contains(json, step.expect)) {
      throw new ScenarioError(`${where} failed: expected the answer to contain ${JSON.stringify(step.expect)}, got ${text.slice(0, 500)}`);
    }
  }
  log(`[${stamp()}] scenario "${scenario.name}" done`);
}
