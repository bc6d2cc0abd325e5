// Generated from the contract by `npm run gen:api`. Do not edit by hand.
export type paths = {
    "/device-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upgrade to the device-link websocket */
        get: operations["openDeviceLink"];
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
        /** @enum {string} */
        DeviceStatus: "offline" | "online" | "error";
        Hello: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hello";
            emulator_id: string;
            /** @description How many devices this process may run. */
            capacity: number;
        };
        StatusReport: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "status";
            device_id: number;
            status: components["schemas"]["DeviceStatus"];
            reboot_count?: number;
            /** @description The room TV (devices with TV IR). */
            tv?: components["schemas"]["TvReport"];
        };
        CommandAck: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ack";
            device_id: number;
            command_id: string;
            ok: boolean;
            error?: string;
            /** @description The room TV after a tv_ir command. */
            tv?: components["schemas"]["TvReport"];
        };
        IceCandidate: {
            candidate: string;
            sdpMid?: string | null;
            sdpMLineIndex?: number | null;
            usernameFragment?: string | null;
        };
        Offer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "offer";
            device_id: number;
            meeting_id: string;
            /** @description The device's offer with its gathered candidates. */
            sdp: string;
            ice_candidates: components["schemas"]["IceCandidate"][];
        };
        JoinFailed: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "join_failed";
            device_id: number;
            meeting_id: string;
            /** @description Why the device could not take the call (shown to a person). */
            error: string;
        };
        CallEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "call_ended";
            device_id: number;
            meeting_id: string;
            /** @enum {string} */
            reason: "left" | "failed" | "device_offline";
        };
        CallMedia: {
            meeting_id: string;
            peer_id: string;
            /** @enum {string} */
            connection_state: "new" | "connecting" | "connected" | "disconnected" | "failed" | "closed";
            /** @description Opus packets received from the browser. */
            audio_packets: number;
            /** @description Video frames sent to the browser. */
            frames_sent: number;
            /** @description Packets of the room's sound sent to the browser (none while the browser holds it: audio_hold). */
            audio_sent: number;
            /** @description Keyframe requests of the browser (RTCP PLI: it lost the picture) answered with a keyframe; the camera answers only while its cached keyframe is not yet sent, otherwise its encoder's next one comes. */
            keyframes_asked: number;
            /** @description When each step of connecting came, ms after the call was made; a step not reached yet is absent. */
            steps_ms?: {
                offer?: number;
                answer?: number;
                ice_connected?: number;
                dtls_connected?: number;
                first_video?: number;
            };
            speech?: components["schemas"]["TrainingSpeech"];
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
        MediaState: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "media_state";
            device_id: number;
            query_id: string;
            in_call: boolean;
            /** @description The newest call's meeting. */
            meeting_id: string | null;
            /** @description Audio from a clinician has reached the device in a call. */
            audio_received: boolean;
            audio_packets: number;
            frames_sent: number;
            calls: components["schemas"]["CallMedia"][];
            faults: components["schemas"]["MediaFaults"];
            /** @description The newest call's */
            speech?: components["schemas"]["TrainingSpeech"];
            device?: components["schemas"]["DeviceReport"];
        };
        PtzReport: {
            /** @description Degrees, 0 straight ahead. */
            pan: number;
            tilt: number;
            zoom: number;
            moving: boolean;
        };
        TvReport: {
            /** @enum {string} */
            power: "on" | "off";
            /** @description The TV input last switched to, e.g. input_hdmi1. */
            input: string;
            muted: boolean;
        };
        /** @description What the device itself is doing, so tests check the effect of a command, not the call. */
        DeviceReport: {
            ptz: components["schemas"]["PtzReport"];
            /** @description Saved PTZ positions by slot index (as a string key). */
            presets: {
                [key: string]: {
                    pan: number;
                    tilt: number;
                    zoom: number;
                };
            };
            volume: number;
            tv: components["schemas"]["TvReport"];
            /** @description The door knock was played as audio on a call joined with play_greeting. */
            knock_played: boolean;
            /** @description How many times the door knock was played, so a test can compare before and after. */
            knock_count: number;
            reboot_count: number;
            ptz_reboot_count: number;
            /** @description The camera head is restarting (about a second); PTZ commands are refused. */
            ptz_rebooting: boolean;
            /** @description Control-channel commands received (valid or not). */
            commands_received: number;
            /** @description The type of the last control-channel command, or invalid. */
            last_command: string | null;
        };
        /** @enum {string} */
        WifiSignalState: "excellent" | "good" | "fair" | "poor";
        WifiSignal: {
            state: components["schemas"]["WifiSignalState"];
            /** @description dBm. */
            strength: number;
        };
        WifiStatsReport: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "wifi_stats";
            device_id: number;
            wifi_signal_state: components["schemas"]["WifiSignalState"];
            wifi_signal_strength: number;
            /** @description MHz. */
            wifi_frequency: number;
            net_wlan_ip: string | null;
        };
        /** @description Media faults a device is told to show (scenarios); each stays until changed. */
        MediaFaults: {
            /** @description Video stops reaching the browser (the call stays up). */
            freeze: boolean;
            /** @description Percent of outgoing media packets dropped. */
            packet_loss: number;
            /** @description How long the device waits before offering a call. */
            answer_delay_ms: number;
            /** @description The device answers a join with join_failed. */
            refuse_join: boolean;
            /** @description The picture turns black; frames keep flowing. */
            black: boolean;
            /** @description Overrides the Wi-Fi signal the device reports (null reports its own). */
            wifi_signal: null | components["schemas"]["WifiSignal"];
        };
        DeviceMessage: components["schemas"]["Hello"] | components["schemas"]["StatusReport"] | components["schemas"]["CommandAck"] | components["schemas"]["Offer"] | components["schemas"]["JoinFailed"] | components["schemas"]["CallEnded"] | components["schemas"]["MediaState"] | components["schemas"]["WifiStatsReport"];
        AssignedDevice: {
            id: number;
            name: string;
            serial_number: string | null;
            /** @enum {string} */
            kind: "fixed" | "mobilecart" | "mobile3rdparty" | "trainingvideo";
            room_name: string | null;
            /** @description The status the device should come up in. */
            status: components["schemas"]["DeviceStatus"];
            /** @description The device has a PTZ camera (absent means it has). */
            ptz_enabled?: boolean;
            /** @description wlan0 for a device on Wi-Fi (it reports wifi_stats), eth0 on a cable. */
            network_interface?: string | null;
            wifi_frequency?: number | null;
            /** @description dBm, the level the device reports around. */
            wifi_signal_strength?: number | null;
            /** @description The state the device reports while not overridden. */
            wifi_signal_state?: components["schemas"]["WifiSignalState"] | null;
            net_wlan_ip?: string | null;
            /** @description The TV input the device switches to. */
            tv_input?: string | null;
            volume?: number;
        };
        Assign: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assign";
            devices: components["schemas"]["AssignedDevice"][];
        };
        /** @enum {string} */
        DeviceCommandName: "go_offline" | "go_online" | "fail" | "reboot" | "reboot_ptz";
        Command: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "command";
            device_id: number;
            command_id: string;
            command: components["schemas"]["DeviceCommandName"];
        };
        SetVolume: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "set_volume";
            device_id: number;
            command_id: string;
            volume: number;
        };
        TvIr: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tv_ir";
            device_id: number;
            command_id: string;
            /** @description power_on turns the TV on, power_off turns it off, mute toggles mute, any other action switches to that input (e.g. input_hdmi1). */
            action: string;
        };
        Join: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "join";
            device_id: number;
            meeting_id: string;
            /** @description The browser peer this call is for. */
            peer_id: string;
            /** @enum {string} */
            video_type: "meeting" | "monitoring" | "test";
            ptz: boolean;
            play_greeting: boolean;
            preview: boolean;
        };
        Answer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "answer";
            device_id: number;
            meeting_id: string;
            sdp: string;
        };
        Ice: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ice";
            device_id: number;
            meeting_id: string;
            ice_candidates: components["schemas"]["IceCandidate"][];
        };
        Leave: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "leave";
            device_id: number;
            meeting_id: string;
        };
        MediaQuery: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "media_query";
            device_id: number;
            query_id: string;
        };
        SetMediaFaults: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "media_faults";
            device_id: number;
            /** @description Answered by a media_state with the same id. */
            query_id: string;
            faults: components["schemas"]["MediaFaults"];
        };
        DropCalls: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "drop_calls";
            device_id: number;
            /** @description Answered by a media_state with the same id. */
            query_id: string;
        };
        BackendMessage: components["schemas"]["Assign"] | components["schemas"]["Command"] | components["schemas"]["Join"] | components["schemas"]["Answer"] | components["schemas"]["Ice"] | components["schemas"]["Leave"] | components["schemas"]["MediaQuery"] | components["schemas"]["SetMediaFaults"] | components["schemas"]["DropCalls"] | components["schemas"]["SetVolume"] | components["schemas"]["TvIr"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    openDeviceLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols; messages follow. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or wrong device link secret. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
