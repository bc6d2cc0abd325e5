// Simulator settings from the environment, with defaults that make `npm start` work on one origin.
// The default secrets are public (they are in this repository): they serve development on
// loopback, and startupRefusals keeps them from anywhere else.
import type { SeedSize } from './store/seed.ts';

export interface SimulatorConfig {
  port: number;
  /**
   * The HL7 v2 MLLP listener's port (MLLP_PORT; default the HTTP port + 1000, so 8080 gives 9080 and
   * each e2e stack, on a port of its own, has a listener of its own); 0 takes any free port.
   */
  mllpPort: number;
  /** the address to bind: loopback unless HOST opens it */
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
  /** the /sim control API answers callers off loopback too (SIM_API_OPEN=1) */
  simApiOpen: boolean;
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

/** Each secret with a public development default, and how to make a private one. */
const PUBLIC_DEFAULTS = {
  PUSHER_SECRET: { value: 'bedside-secret', make: 'a long random string (soketi must be given the same)' },
  PUSHER_ENCRYPTION_MASTER_KEY_BASE64: { value: DEV_MASTER_KEY, make: '32 random bytes in base64 (openssl rand -base64 32)' },
  DEVICE_LINK_SECRET: { value: 'dev-device-link-secret', make: 'a long random string (the device emulator must be given the same)' },
} satisfies Record<string, { value: string; make: string }>;

/** Where the MLLP listener sits by default: beside the HTTP port, clear of the e2e stacks' run of ports (8200 and up). */
export const MLLP_PORT_OFFSET = 1000;

const hostOf = (env: NodeJS.ProcessEnv): string => env.HOST || '127.0.0.1';

/** A loopback name or address: localhost, 127.0.0.0/8 (also IPv4-mapped, as sockets report it), ::1. */
export function isLoopback(address: string): boolean {
  return address === 'localhost' || address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * Why the simulator must not start with this environment; empty when it may. A public default
 * secret is refused where others can reach the simulator (a HOST off loopback) and in production.
 * SIM_ALLOW_DEFAULT_SECRETS=1 accepts them off loopback on a private network (docker compose,
 * whose ports are published on the host's loopback), never in production.
 */
export function startupRefusals(env: NodeJS.ProcessEnv = process.env): string[] {
  const host = hostOf(env);
  const exposure = env.NODE_ENV === 'production' ? 'NODE_ENV=production'
    : isLoopback(host) || env.SIM_ALLOW_DEFAULT_SECRETS === '1' ? null : `HOST=${host} is not a loopback address`;
  if (!exposure) return [];
  return Object.entries(PUBLIC_DEFAULTS)
    .filter(([name, { value }]) => !env[name] || env[name] === value)
    .map(([name, { make }]) => `${name} has its public development default (not allowed as ${exposure}); set it to ${make}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  const port = Number(env.PORT ?? 8080);
  const size = env.SIM_SIZE === 'large' ? 'large' : 'demo';
  const pusherHost = env.PUSHER_HOST ?? '';
  return {
    port,
    mllpPort: Number(env.MLLP_PORT ?? port + MLLP_PORT_OFFSET),
    host: hostOf(env),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    seed: Number(env.SIM_SEED ?? 1),
    size,
    webDist: env.WEB_DIST ?? null,
    deviceLinkSecret: env.DEVICE_LINK_SECRET || PUBLIC_DEFAULTS.DEVICE_LINK_SECRET.value,
    devicesAwaitEmulator: env.SIM_DEVICES_AWAIT_EMULATOR !== '0',
    validateResponses: env.SIM_VALIDATE_RESPONSES === '1',
    simApiOpen: env.SIM_API_OPEN === '1',
    realtime: {
      appId: env.PUSHER_APP_ID ?? 'bedside',
      key: env.PUSHER_KEY ?? 'bedside-key',
      secret: env.PUSHER_SECRET || PUBLIC_DEFAULTS.PUSHER_SECRET.value,
      encryptionMasterKeyBase64: env.PUSHER_ENCRYPTION_MASTER_KEY_BASE64 || DEV_MASTER_KEY,
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
