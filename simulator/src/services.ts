// Everything a handler may use, built once per app.
import type { FastifyBaseLogger } from 'fastify';
import { MllpListener } from './adt/listener.ts';
import { EmulatedAssistant } from './aimee/emulated-assistant.ts';
import { AimeeSessions } from './aimee/sessions.ts';
import { TRAINING_SCENARIO } from '@bedside/device-emulator/speech/training-scenario.ts';
import { TokenStore } from './auth/tokens.ts';
import type { SimulatorConfig } from './config.ts';
import { DeviceLink } from './device-link/device-link.ts';
import { Publisher } from './realtime/publisher.ts';
import { PusherHub } from './realtime/pusher-hub.ts';
import { Store } from './store/store.ts';

export interface Services {
  config: SimulatorConfig;
  store: Store;
  tokens: TokenStore;
  publisher: Publisher;
  hub: PusherHub;
  deviceLink: DeviceLink;
  /** Aimee's connected conversations, answered by the emulated assistant */
  aimee: AimeeSessions;
  /** the HL7 v2 MLLP listener: built here, started beside the HTTP server (server.ts) */
  mllp: MllpListener;
}

export function createServices(config: SimulatorConfig, log: FastifyBaseLogger): Services {
  const store = new Store(config.seed, config.size, config.devicesAwaitEmulator);
  const publisher = new Publisher(config.realtime);
  const assistant = new EmulatedAssistant();
  const services: Services = {
    config,
    store,
    tokens: new TokenStore(),
    publisher,
    hub: new PusherHub(config.realtime.key, config.realtime.secret),
    deviceLink: new DeviceLink(store, publisher, log),
    aimee: new AimeeSessions(() => assistant, (meetingId) => {
      // A training video's patient follows a known scenario: the emulated transcription is its lines.
      const meeting = meetingId === null ? undefined : services.deviceLink.calls.meetings.get(meetingId);
      return meeting && store.devicesById.get(meeting.device_id)?.kind === 'trainingvideo' ? TRAINING_SCENARIO : [];
    }),
  } as Services;
  services.mllp = new MllpListener(services, log);
  return services;
}
