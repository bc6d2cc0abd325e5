// Generated from the contract by `npm run gen:api`. Do not edit by hand.
export type paths = {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and a summary of the store */
        get: operations["simHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reseed the store (tokens, preferences and scenario faults are cleared)
         * @description Connected emulators are assigned the new devices, which show offline until they report (the health's devices_awaiting_status counts them). The body is optional; a JSON `null` is not its absence but a 400 naming `body` (rule `type`), and nothing is reset.
         */
        post: operations["simReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every seeded persona with its role and a permissions summary */
        get: operations["simListPersonas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mint an API token for a seeded user */
        post: operations["simCreateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A device as its emulator reports it */
        get: operations["simGetDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/commands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell an emulated device to go offline, come back online, fail, reboot or reboot its PTZ camera */
        post: operations["simSendDeviceCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A device's calls and media as its emulator reports them
         * @description Whether the device is in a call, has received a clinician's audio, how many video frames it
         *     has sent, and what the device itself is doing: PTZ position and presets, volume, TV state,
         *     whether it played the door knock, reboot counts and the control commands it received.
         */
        get: operations["simGetDeviceMedia"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/media/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a device's media faults (frozen or black video, packet loss, slow answer, refused join, Wi-Fi signal)
         * @description The whole set is replaced; a fault left out is off. `{}` clears them all.
         */
        put: operations["simSetDeviceMediaFaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices/{id}/media/drop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drop a device's calls abruptly, as a lost connection would (no leave) */
        post: operations["simDropDeviceCalls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish any realtime event on a user's or a hospital's channel
         * @description The data of an event of the realtime contract (openapi/realtime/events.yaml, EventMap) must be
         *     that event's payload, else a 400 naming the field (body.data.message) and nothing is
         *     published: a scenario plays the provider, which keeps the contract (the web drops a
         *     malformed event with a console warning and reads what is on screen again). With
         *     `off_contract: true` it is published as given: a provider that broke the contract, or
         *     outgrew it (a monitor status added after the web was built). An event outside the
         *     contract is published as given. `user_email` names the user of scope
         *     `user`, `hospital_id` the hospital of scopes `hospital` and `hospital_nudge`; each is
         *     required with its scopes and refused with the other.
         */
        post: operations["simPublishEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a virtual request for a patient as the hospital's systems would, notifying the users eligible for it
         * @description The type is the patient's organisation's enabled type of `kind` (or `virtual_request_type_id`);
         *     the priority defaults to the type's. With `status: denied` the request is stored denied and
         *     still announced, as when the hospital's side denies one in flight: the apps ask, learn it is
         *     denied and show nothing. Recorded in the request's revisions as raised by Scenario.
         */
        post: operations["simRaiseVirtualRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The faults in force, with the calls each has left */
        get: operations["simListFaults"];
        put?: never;
        /**
         * Make provider API calls answer with a status, an error text and type, a given 200 body, or a delay
         * @description Applies to `/api/v1` calls whose path (without `/api/v1` and the query) starts with
         *     `path_prefix`, optionally only for one method. With `status` the call is answered by the
         *     fault (after `latency_ms`); with `body` it is answered 200 with that JSON, whatever the
         *     contract says the operation returns (the provider answered something unexpected); with
         *     neither it is only delayed and then served normally. `status` and `body` exclude each other.
         *     The newest matching fault wins. It applies to `times` calls, or until cleared or reset.
         *     Examples: `{path_prefix: "/menu_sets", status: 401, type: "UserAuthenticator::InactivityTimeout"}`,
         *     `{path_prefix: "/notifications", status: 500, error: "Database is down"}`,
         *     `{path_prefix: "/video_reasons", method: "GET", body: {results: null}}`,
         *     `{path_prefix: "/menu_sets", latency_ms: 20000}`.
         */
        post: operations["simAddFault"];
        /** Clear every fault */
        delete: operations["simClearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/realtime/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop every realtime connection, as a restart of the realtime server would
         * @description Clients reconnect on their own and subscribe again (close code 4200). With `down_ms`, the server stays down that long: connections are refused (close code 4100, reconnect after a pause) and events published meanwhile reach nobody, as during a real restart.
         */
        post: operations["simRestartRealtime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Video metric records saved through POST /videos/save_metrics, oldest first */
        get: operations["simListVideoMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit entries recorded through POST /audit_logs, oldest first */
        get: operations["simListAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Error: {
            error: string;
            code?: string;
            details?: {
                field: string;
                rule: string;
                message: string;
            }[];
        };
        /**
         * @description demo is one realistic hospital; large adds 10,000+ devices and patients for benchmarks.
         * @enum {string}
         */
        SeedSize: "demo" | "large";
        ResetRequest: {
            /** @description PRNG seed; the same seed gives the same data. */
            seed?: number;
            size?: components["schemas"]["SeedSize"];
        };
        Health: {
            /** @constant */
            status: "ok";
            seed: number;
            size: components["schemas"]["SeedSize"];
            counts: {
                divisions: number;
                rooms: number;
                patients: number;
                devices: number;
                users: number;
                monitors: number;
                notifications: number;
            };
            /** @description Emulator processes connected over the device link. */
            emulators: number;
            /** @description Devices assigned to a connected emulator that have not reported their status yet (they show offline until they do). The stack is ready when an emulator is connected and this is 0. */
            devices_awaiting_status: number;
        };
        Persona: {
            /** @example nurse */
            key: string;
            email: string;
            name: string;
            role: string;
            organization_id: string;
            blocked: boolean;
            divisions: string[];
            permissions_summary: string[];
        };
        TokenRequest: {
            /** Format: email */
            email: string;
            /** @description Seconds; 12 hours when absent. */
            expires_in?: number;
        };
        TokenResponse: {
            token: string;
            /** Format: date-time */
            expires_at: string;
        };
        DeviceState: {
            id: number;
            name: string;
            /** @enum {string} */
            status: "offline" | "online" | "error";
            /** @description An emulator currently holds this device. */
            connected: boolean;
            emulator_id: string | null;
            reboot_count?: number;
        };
        DeviceCommandRequest: {
            /** @enum {string} */
            command: "go_offline" | "go_online" | "fail" | "reboot" | "reboot_ptz";
        };
        PublishRequest: {
            /** @enum {string} */
            scope: "user" | "hospital" | "hospital_nudge";
            /**
             * Format: email
             * @description The user whose channel: required for scope user, refused with the others.
             */
            user_email?: string;
            /** @description The hospital whose channel (scope hospital) or nudge channel (scope hospital_nudge): required for those scopes, refused with scope user. */
            hospital_id?: number;
            event: string;
            /** @description At most 10 KB once serialised (Pusher's limit on one event); larger is a 400. For an event of the realtime contract, its payload there unless off_contract. */
            data: {
                [key: string]: unknown;
            };
            /**
             * @description Publish an event of the realtime contract whose data is not its payload, as a provider off the contract would.
             * @default false
             */
            off_contract: boolean;
        };
        PublishResult: {
            channel: string;
            event: string;
        };
        /** @description One of kind and virtual_request_type_id names the type. */
        RaiseVirtualRequest: {
            patient_id: number;
            /** @enum {string} */
            kind?: "eicu" | "security" | "translation" | "virtual_nursing" | "virtual_scribe";
            virtual_request_type_id?: number;
            /** @enum {string} */
            priority?: "low" | "medium" | "high";
            /**
             * @default open
             * @enum {string}
             */
            status: "open" | "denied";
        };
        RaisedVirtualRequest: {
            id: number;
            /** @enum {string} */
            status: "open" | "denied";
            /** @description The emails of the users it was sent to. */
            notified: string[];
        };
        FaultRequest: {
            /** @description A provider API path prefix, e.g. /notifications (a leading /api/v1 is ignored). */
            path_prefix: string;
            /** @enum {string} */
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
            /** @description Answer with this status; without it the call is only delayed. */
            status?: number;
            /** @description The error text of the answer. */
            error?: string;
            /** @description The error type of the answer, e.g. UserAuthenticator::InactivityTimeout. */
            type?: string;
            /** @description The error code of the answer. */
            code?: string;
            /** @description Answer 200 with this JSON (any value, null included) instead of the operation's own answer; not with status, error, type or code, which describe an error answer. */
            body?: unknown;
            latency_ms?: number;
            /** @description How many calls; until cleared when absent. */
            times?: number;
        };
        Fault: {
            id: number;
            path_prefix: string;
            method: string | null;
            status: number | null;
            error: string | null;
            type: string | null;
            code: string | null;
            /** @description The JSON answered with 200; absent when the fault gives none (null is a body). */
            body?: unknown;
            latency_ms: number;
            /** @description Calls left; null means until cleared. */
            remaining: number | null;
        };
        ClearResult: {
            cleared: number;
        };
        RestartRequest: {
            /** @description How long the server refuses connections after dropping them. */
            down_ms?: number;
        };
        RestartResult: {
            /** @description Connections that were open. */
            disconnected: number;
        };
        /** @description A training video's scripted patient (kind trainingvideo) - what it heard from the call and how many scenario lines it said. */
        TrainingSpeech: {
            /** @description Turns of speech heard (voice activity). */
            heard_utterances: number;
            /** @description Voiced time heard. */
            heard_ms: number;
            /** @description The loudest 20 ms frame heard, in dBFS; null before any audio. */
            peak_db: number | null;
            said_lines: number;
        };
        DeviceMedia: {
            id: number;
            in_call: boolean;
            /** @description The newest call's meeting. */
            meeting_id: string | null;
            /** @description A clinician's audio has reached the device in a current call. */
            audio_received: boolean;
            audio_packets: number;
            frames_sent: number;
            calls: {
                meeting_id: string;
                peer_id: string;
                connection_state: string;
                audio_packets: number;
                frames_sent: number;
                /** @description Packets of the room's sound sent to this call (none while the browser holds it). */
                audio_sent: number;
                /** @description Keyframe requests of the browser (RTCP PLI: it lost the picture) answered with a keyframe. */
                keyframes_asked: number;
                /** @description When each step of connecting came on the device's side, ms after the join reached it: offer, answer (the browser's, applied), ice_connected, dtls_connected, first_video; a step not reached yet is absent. */
                steps_ms?: {
                    offer?: number;
                    answer?: number;
                    ice_connected?: number;
                    dtls_connected?: number;
                    first_video?: number;
                };
                speech?: components["schemas"]["TrainingSpeech"];
            }[];
            /** @description A training video's scripted patient in the newest call: what it heard (Aimee's voice) and said. */
            speech?: components["schemas"]["TrainingSpeech"];
            faults: {
                freeze: boolean;
                packet_loss: number;
                answer_delay_ms: number;
                refuse_join: boolean;
                black: boolean;
                wifi_signal: null | components["schemas"]["WifiSignal"];
            };
            ptz?: {
                /** @description Degrees, -170 to 170. */
                pan: number;
                /** @description Degrees, -30 to 90. */
                tilt: number;
                /** @description 0 to 10. */
                zoom: number;
                moving: boolean;
            };
            /** @description Saved PTZ positions by slot index. */
            presets?: {
                [key: string]: {
                    pan: number;
                    tilt: number;
                    zoom: number;
                };
            };
            volume?: number;
            tv?: {
                /** @enum {string} */
                power: "on" | "off";
                input: string;
                muted: boolean;
            };
            /** @description The door knock was played as audio on a call joined with play_greeting. */
            knock_played?: boolean;
            /** @description How many times the door knock was played, so a test can compare before and after. */
            knock_count?: number;
            reboot_count?: number;
            ptz_reboot_count?: number;
            ptz_rebooting?: boolean;
            /** @description Control-channel commands the device received. */
            commands_received?: number;
            /** @description The last control-channel command type (invalid for a bad message). */
            last_command?: string | null;
        };
        WifiSignal: {
            /** @enum {string} */
            state: "excellent" | "good" | "fair" | "poor";
            /** @description dBm. */
            strength: number;
        };
        MediaFaultsRequest: {
            /** @description Video stops reaching the browser; the call stays up. */
            freeze?: boolean;
            /** @description Percent of outgoing media packets dropped. */
            packet_loss?: number;
            /** @description The device waits this long before offering a call (the API times out after 10 s). */
            answer_delay_ms?: number;
            /** @description The device refuses calls (the join answers 502). */
            refuse_join?: boolean;
            /** @description The picture turns black; frames keep flowing. */
            black?: boolean;
            /** @description The Wi-Fi signal the device reports (at once, then every period) instead of its own. */
            wifi_signal?: null | components["schemas"]["WifiSignal"];
        };
        VideoMetricRecord: {
            /** Format: date-time */
            timestamp: string;
            /** @enum {string} */
            metric_type: "stats" | "warning";
            video_device_id: number;
            division_id: number;
            meeting_id: string | null;
            metrics: {
                [key: string]: unknown;
            };
            /** @description Who sent it. */
            user_id: number;
            /** Format: date-time */
            received_at: string;
        };
        /** @description An audit entry as the provider API stored it (see AuditLog in openapi.yaml). */
        AuditLogRecord: {
            id: number;
            user_id: number;
            /** Format: date-time */
            created_at: string;
            category: string;
            meeting_id?: string | null;
            video_type?: string | null;
            video_device_id?: number | null;
            patient_monitor_id?: number | null;
            patient_id?: number | null;
            source?: string | null;
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The request does not match this contract. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than the call accepts (1 MiB); `error` names the limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is not of a media type the call declares; `error` names the one it takes. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The device has no emulator connected. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        Id: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    simHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    simReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResetRequest"];
            };
        };
        responses: {
            /** @description Reseeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simListPersonas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Personas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Persona"][];
                };
            };
        };
    };
    simCreateToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The token, usable as a bearer token and as the web app's api_token parameter. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simGetDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceState"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    simSendDeviceCommand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeviceCommandRequest"];
            };
        };
        responses: {
            /** @description Sent to the device's emulator; the effect arrives as a status report. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceState"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simGetDeviceMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device's media state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceMedia"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The device's emulator did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simSetDeviceMediaFaults: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MediaFaultsRequest"];
            };
        };
        responses: {
            /** @description The device's media state with the faults in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceMedia"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device's emulator did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simDropDeviceCalls: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device's media state after the drop. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceMedia"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description The device's emulator did not answer in time. */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    simPublishEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishRequest"];
            };
        };
        responses: {
            /** @description Published. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simRaiseVirtualRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaiseVirtualRequest"];
            };
        };
        responses: {
            /** @description Raised; the users it was sent to. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaisedVirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simListFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active faults, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fault"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    simAddFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaultRequest"];
            };
        };
        responses: {
            /** @description The fault is in force. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fault"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simClearFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearResult"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    simRestartRealtime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RestartRequest"];
            };
        };
        responses: {
            /** @description Connections closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestartResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    simListVideoMetrics: {
        parameters: {
            query?: {
                video_device_id?: number;
                meeting_id?: string;
                metric_type?: "stats" | "warning";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching records (the simulator keeps the newest 10,000). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoMetricRecord"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    simListAuditLogs: {
        parameters: {
            query?: {
                category?: string;
                meeting_id?: string;
                video_device_id?: number;
                user_email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogRecord"][];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
}
