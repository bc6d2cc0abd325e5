// GET /video_devices/export.csv: every matching device, written in chunks so that 10,000+ rows
// stream out without building the whole file (or blocking the event loop) first.
import { once } from 'node:events';
import { badRequest } from '../api-error.ts';
import { allDeviceColumns, defaultColumnIds, displayValue } from './video-device-columns.ts';
import { queryDevices } from './video-device-query.ts';
import type { ApiHandlers } from './types.ts';

const CHUNK_ROWS = 500;
const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;

export const videoDeviceCsvHandlers: ApiHandlers = {
  exportVideoDevicesCsv: async ({ auth, services, query, reply }) => {
    const devices = queryDevices({ auth, services }, query);
    const known = allDeviceColumns(services.store.data.customFields);
    const ids = query.columns?.length ? query.columns : defaultColumnIds;
    const columns = ids.map((id) => {
      const column = known.find((c) => c.id === id);
      if (!column) throw badRequest('query.columns', 'enum', `unknown column ${id}`, `Unknown column ${id}`);
      return column;
    });
    // The reply is written by hand: Fastify's serialisation and the JSON response check do not apply.
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store' });
    out.write(`${columns.map((c) => quote(c.title)).join(',')}\r\n`);
    for (let start = 0; start < devices.length; start += CHUNK_ROWS) {
      const lines = devices.slice(start, start + CHUNK_ROWS)
        .map((d) => columns.map((c) => quote(displayValue(c.value(d)))).join(','));
      if (!out.write(`${lines.join('\r\n')}\r\n`)) await once(out, 'drain');
      // Lets other requests run between chunks of a large export.
      await new Promise((resolve) => setImmediate(resolve));
    }
    out.end();
    return undefined;
  },
};
