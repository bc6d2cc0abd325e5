#!/usr/bin/env node
// `npm run bench`: every benchmark, one after another (they share two cores), as JSON.
import { benchAimee } from './aimee.mjs';
import { benchBundle } from './bundle.mjs';
import { benchFirstVisit } from './first-visit.mjs';
import { benchRequests } from './requests.mjs';
import { benchRoomNotifications } from './room-notifications.mjs';
import { benchShell } from './shell.mjs';
import { benchStartup } from './startup.mjs';
import { benchTable } from './table.mjs';
import { benchVideo } from './video.mjs';

const only = process.argv[2];
const benches = { aimee: benchAimee, startup: benchStartup, requests: benchRequests, bundle: benchBundle, firstVisit: benchFirstVisit, shell: benchShell, table: benchTable, video: benchVideo, roomNotifications: benchRoomNotifications };
const results = {};
for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  console.error(`bench: ${name}…`);
  results[name] = await bench();
}
console.log(JSON.stringify(results, null, 2));
