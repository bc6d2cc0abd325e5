// The simulator's control API (openapi/sim.yaml): health, reset, personas, tokens, device commands
// and publishing any realtime event.
import type { operations } from '@bedside/openapi/sim';
import { ApiError, badRequest } from '../api-error.ts';
import { checkEventData } from '../api/realtime.ts';
import type { HandlerMap } from '../contract/handlers.ts';
import { channelFor } from '../realtime/channels.ts';
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
    let user = services.store.usersById.get(1);
    if (body.scope === 'user') {
      if (!body.user_email) throw badRequest('body.user_email', 'required', 'user_email is required for scope user');
      user = services.store.userByEmail(body.user_email);
      if (!user) throw new ApiError(404, `No seeded user has the email ${body.user_email}`, 'not_found');
    }
    if (!user) throw new ApiError(404, 'No seeded user', 'not_found');
    checkEventData(body.data);
    const channel = channelFor(body.scope, user);
    await services.publisher.publishRaw(channel, body.event, body.data);
    request.log.info({ channel, event: body.event }, 'scenario: realtime event published');
    return { channel, event: body.event };
  },
};
