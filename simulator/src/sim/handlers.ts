// The simulator's control API (openapi/sim.yaml): health, reset, personas, tokens, device commands
// and publishing any realtime event.
import type { operations } from '@bedside/openapi/sim';
import { ApiError, badRequest } from '../api-error.ts';
import { checkEventData, checkEventPayload } from '../api/realtime.ts';
import type { HandlerMap } from '../contract/handlers.ts';
import { hospitalChannel, hospitalNudgeChannel, userChannel } from '../realtime/channels.ts';
import { personaSeeds } from '../store/personas.ts';
import { roleById } from '../store/roles.ts';
import { deviceMediaHandlers } from './devices-media.ts';
import type { Services } from '../services.ts';
import { faultsOf } from './faults.ts';
import { recordHandlers } from './record-handlers.ts';
import { requestHandlers } from './request-handlers.ts';
import { scenarioHandlers } from './scenario-handlers.ts';

type SimHandlers = HandlerMap<operations, { services: Services }>;

function health(services: Services) {
  const data = services.store.data;
  return {
    status: 'ok' as const,
    seed: data.seed,
    size: data.size,
    counts: {
      divisions: data.divisions.length, rooms: data.rooms.length, patients: data.patients.length, devices: data.devices.length,
      users: data.users.length, monitors: data.monitors.length, notifications: data.notifications.length,
    },
    emulators: services.deviceLink.emulatorCount,
    devices_awaiting_status: services.deviceLink.devicesAwaitingStatus,
  };
}

function deviceState(services: Services, id: number) {
  const device = services.store.devicesById.get(id);
  if (!device) throw new ApiError(404, `Device ${id} not found`, 'not_found');
  const emulator = services.deviceLink.emulatorOf(id);
  return { id, name: device.name, status: device.status, connected: emulator !== null, emulator_id: emulator, reboot_count: services.deviceLink.rebootCounts.get(id) ?? 0 };
}

type PublishRequest = operations['simPublishEvent']['requestBody']['content']['application/json'];

/**
 * The channel a scope names: the user's own (user_email), or a hospital's or its nudge channel
 * (hospital_id). The hospital scopes published to user 1's hospital whatever was asked (QA); a
 * field of the other scope is refused rather than ignored, so no scenario means one channel and
 * reaches another.
 */
function publishChannel(services: Services, body: PublishRequest): string {
  if (body.scope === 'user') {
    if (body.hospital_id !== undefined) throw badRequest('body.hospital_id', 'scope', 'hospital_id is for scopes hospital and hospital_nudge; scope user names its user with user_email');
    if (!body.user_email) throw badRequest('body.user_email', 'required', 'user_email is required for scope user');
    const user = services.store.userByEmail(body.user_email);
    if (!user) throw new ApiError(404, `No seeded user has the email ${body.user_email}`, 'not_found');
    return userChannel(user.id);
  }
  if (body.user_email !== undefined) throw badRequest('body.user_email', 'scope', `user_email is for scope user; scope ${body.scope} names its hospital with hospital_id`);
  const hospitalId = body.hospital_id;
  if (hospitalId === undefined) throw badRequest('body.hospital_id', 'required', `hospital_id is required for scope ${body.scope}`);
  if (!services.store.data.hospitals.some((h) => h.id === hospitalId)) throw new ApiError(404, `No seeded hospital has the id ${hospitalId}`, 'not_found');
  return body.scope === 'hospital' ? hospitalChannel(hospitalId) : hospitalNudgeChannel(hospitalId);
}

export const simHandlers: SimHandlers = {
  ...deviceMediaHandlers,
  ...scenarioHandlers,
  ...recordHandlers,
  ...requestHandlers,
  simHealth: ({ services }) => health(services),
  simReset: ({ services, body, request }) => {
    services.store.reset(body?.seed, body?.size);
    services.tokens.clear();
    faultsOf(services).clear();
    // Meetings refer to the old data: forget them and fail joins still waiting for an offer.
    services.deviceLink.calls.clear();
    // The emulators ran the old devices: they are given the new ones.
    services.deviceLink.reassignEmulators();
    request.log.info({ seed: services.store.data.seed, size: services.store.data.size }, 'scenario: store reset');
    return health(services);
  },
  simListPersonas: ({ services }) => personaSeeds.map((persona) => {
    // As stored now: an administrator may have renamed a persona or changed its email.
    const user = services.store.userOfPersona(persona.key);
    const role = user ? services.store.roleOf(user) : roleById(persona.roleId);
    return {
      key: persona.key, email: user?.email ?? persona.email, name: user?.name ?? persona.name, role: role.name,
      organization_id: user?.organization_id ?? '', blocked: user?.blocked ?? false,
      divisions: (user?.division_ids ?? []).map((id) => services.store.divisionsById.get(id)?.name ?? String(id)),
      permissions_summary: role.permissions.map((p) => `${p.action} ${p.resource}`),
    };
  }),
  simCreateToken: ({ services, body }) => {
    const user = services.store.userByEmail(body.email);
    if (!user) throw new ApiError(404, `No seeded user has the email ${body.email}`, 'not_found');
    const { token, expiresAt } = services.tokens.mint(user.id, body.expires_in);
    return { token, expires_at: new Date(expiresAt).toISOString() };
  },
  simGetDevice: ({ services, params }) => deviceState(services, params.id),
  simSendDeviceCommand: ({ services, params, body, request }) => {
    const state = deviceState(services, params.id);
    if (!services.deviceLink.command(params.id, body.command)) {
      throw new ApiError(409, `Device ${params.id} has no emulator connected`, 'not_connected');
    }
    request.log.info({ device: params.id, command: body.command }, 'scenario: device command');
    return state;
  },
  simPublishEvent: async ({ services, body, request }) => {
    const channel = publishChannel(services, body);
    checkEventData(body.data);
    // A scenario may play a provider off the contract (its web drops the event, then reads again).
    if (!body.off_contract) checkEventPayload(body.event, body.data);
    await services.publisher.publishRaw(channel, body.event, body.data);
    request.log.info({ channel, event: body.event }, 'scenario: realtime event published');
    return { channel, event: body.event };
  },
};
