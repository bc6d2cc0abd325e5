// Simulator settings from the environment, with defaults that make `npm start` work on one origin.
import type { SeedSize } from './store/seed.ts';

export interface SimulatorConfig {
  port: number;
  host: string;
  /** the origin browsers use to reach the simulator (OIDC issuer and redirect URIs derive from it) */
  publicUrl: string;
  seed: number;
  size: SeedSize;
  webDist: string | null;
  deviceLinkSecret: string;
  /** powered devices start offline until an emulator claims them */
  devicesAwaitEmulator: boolean;
  validateResponses: boolean;
  realtime: {
    appId: string; key: string; secret: string; encryptionMasterKeyBase64: string;
    /** where the SDK publishes: the simulator itself unless PUSHER_HOST points at soketi */
    host: string; port: number; useTLS: boolean;
    /** what browsers connect to (config.json); 0/empty means the page's own origin */
    publicHost: string; publicPort: number; publicTLS: boolean;
  };
  organizationId: string;
  /** config.json `defaultIceServers`; null leaves it out (the web app's public STUN default) */
  defaultIceServers: string[] | null;
}

const DEV_MASTER_KEY = Buffer.from('bedside-dev-encryption-master-ky').toString('base64');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const port = Number(env.PORT ?? 8080);
  const size = env.SIM_SIZE === 'large' ? 'large' : 'demo';
  const pusherHost = env.PUSHER_HOST ?? '';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seed: Number(env.SIM_SEED ?? 1),
    size,
    webDist: env.WEB_DIST ?? null,
    deviceLinkSecret: env.DEVICE_LINK_SECRET ?? 'dev-device-link-secret',
    devicesAwaitEmulator: env.SIM_DEVICES_AWAIT_EMULATOR !== '0',
    validateResponses: env.SIM_VALIDATE_RESPONSES === '1',
    realtime: {
      appId: env.PUSHER_APP_ID ?? 'bedside',
      key: env.PUSHER_KEY ?? 'bedside-key',
      secret: env.PUSHER_SECRET ?? 'bedside-secret',
      encryptionMasterKeyBase64: env.PUSHER_ENCRYPTION_MASTER_KEY_BASE64 ?? DEV_MASTER_KEY,
      host: pusherHost || '127.0.0.1',
      port: Number(env.PUSHER_PORT ?? (pusherHost ? 6001 : port)),
      useTLS: env.PUSHER_USE_TLS === '1',
      publicHost: env.PUSHER_PUBLIC_HOST ?? '',
      publicPort: Number(env.PUSHER_PUBLIC_PORT ?? 0),
      publicTLS: env.PUSHER_PUBLIC_TLS === '1',
    },
    organizationId: env.ORGANIZATION_ID ?? 'mercy-general',
    // Space or comma separated; set but empty means no ICE servers at all.
    defaultIceServers: env.DEFAULT_ICE_SERVERS === undefined ? null : env.DEFAULT_ICE_SERVERS.split(/[\s,]+/).filter(Boolean),
  };
}
