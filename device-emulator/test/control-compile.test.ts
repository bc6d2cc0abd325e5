// The control channel's command schema is compiled when the emulator starts (contractValidator's
// compileNow), so the first command of the first call does not stall every device's calls.
import { describe, expect, it } from 'vitest';
import { contractValidator } from '@bedside/openapi/validator';
import { parseControl } from '../src/control/control-messages.ts';

describe('control command validation compiled up front', () => {
  it('compiles the named schemas at creation: a name the contract lacks fails there, not at first use', () => {
    expect(() => contractValidator('device-control', ['NoSuchCommand'])).toThrow(/NoSuchCommand/);
    const validate = contractValidator('device-control', ['ControlCommand']);
    expect(validate('ControlCommand', { type: 'video_hold', id: 'h1', hold: true })).toEqual({ ok: true, value: { type: 'video_hold', id: 'h1', hold: true } });
  });

  it('still refuses a bad command with its id', () => {
    expect(parseControl(JSON.stringify({ type: 'ptz_step', id: 'x', pan: 5, tilt: 0 }))).toMatchObject({ ok: false, id: 'x' });
  });
});
