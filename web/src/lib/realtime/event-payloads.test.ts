import { describe, expect, it } from 'vitest';
import { payloadProblem } from './event-payloads';

const deviceStatus = { video_device_id: 7, status: 'offline', previous_status: 'online', division_id: 1, state_updated_at: '2026-11-23T10:00:00Z' };

describe('payloadProblem', () => {
  it('accepts the payloads of the contract', () => {
    expect(payloadProblem('device-status-changed', deviceStatus)).toBeNull();
    expect(payloadProblem('transfer-successful', { transfer_id: 1, patient_ids: [1, 2], from_user_name: null })).toBeNull();
    expect(payloadProblem('user-authenticated', { session_id: 's-1' })).toBeNull();
    expect(payloadProblem('timer-reset', {})).toBeNull();
  });

  it('names the first field that breaks its rule: required, type, integer, enum, items, date-time, length', () => {
    expect(payloadProblem('device-status-changed', { video_device_id: 7, status: 'offline' })).toBe('previous_status is missing');
    expect(payloadProblem('room-notification', {})).toBe('virtual_request_id is missing');
    expect(payloadProblem('room-notification', { virtual_request_id: '5' })).toBe('virtual_request_id must be integer');
    expect(payloadProblem('room-notification', { virtual_request_id: 5.5 })).toBe('virtual_request_id must be integer');
    expect(payloadProblem('monitor-updated', { patient_monitor_id: 1, status: 'gone' })).toBe('status must be one of stopped, pending, active, paused, created');
    expect(payloadProblem('transfer-successful', { transfer_id: 1, patient_ids: [1, '2'] })).toBe('patient_ids.1 must be integer');
    expect(payloadProblem('device-status-changed', { ...deviceStatus, state_updated_at: 'yesterday' })).toBe('state_updated_at must be a date-time');
    expect(payloadProblem('user-authenticated', { session_id: '' })).toBe('session_id must have at least 1 characters');
    expect(payloadProblem('request-browser-refresh', { message: ['a'] })).toBe('message must be string');
  });

  it('refuses data that is no object', () => {
    for (const data of [null, undefined, 'text', 3, [{ session_id: 's-1' }]]) expect(payloadProblem('user-authenticated', data)).toBe('data must be an object');
  });
});
