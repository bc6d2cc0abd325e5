// Generated from the contract by `npm run gen:api`. Do not edit by hand.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        PtzPosition: {
            pan: number;
            tilt: number;
            zoom: number;
        };
        /** @description Chosen by the browser; the ack repeats it. */
        CommandId: string;
        PtzStart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ptz_start";
            id: components["schemas"]["CommandId"];
            /**
             * @description -1 left, 1 right, 0 no pan.
             * @enum {integer}
             */
            pan: -1 | 0 | 1;
            /**
             * @description -1 down, 1 up, 0 no tilt.
             * @enum {integer}
             */
            tilt: -1 | 0 | 1;
        };
        /** @description One step (5 degrees on each axis given) in a direction, then the camera stands still. */
        PtzStep: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ptz_step";
            id: components["schemas"]["CommandId"];
            /**
             * @description -1 left, 1 right, 0 no pan.
             * @enum {integer}
             */
            pan: -1 | 0 | 1;
            /**
             * @description -1 down, 1 up, 0 no tilt.
             * @enum {integer}
             */
            tilt: -1 | 0 | 1;
        };
        PtzStop: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ptz_stop";
            id: components["schemas"]["CommandId"];
        };
        Zoom: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "zoom";
            id: components["schemas"]["CommandId"];
            /** @enum {string} */
            direction: "in" | "out";
        };
        PtzReset: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ptz_reset";
            id: components["schemas"]["CommandId"];
        };
        PresetSave: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "preset_save";
            id: components["schemas"]["CommandId"];
            preset_index: number;
        };
        PresetRecall: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "preset_recall";
            id: components["schemas"]["CommandId"];
            preset_index: number;
        };
        /** @description The browser's answer to the device's last `renegotiate` offer. */
        RenegotiateAnswer: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "renegotiate_answer";
            id: components["schemas"]["CommandId"];
            sdp: string;
        };
        /** @description The browser does not show this call's picture for now (a Patient Central tile out of sight, a background tab): while hold is true the device sends this call no video, so the browser decodes none; false starts it again from a keyframe. Audio and the other calls are not touched. */
        VideoHold: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "video_hold";
            id: components["schemas"]["CommandId"];
            hold: boolean;
        };
        /** @description The browser does not play this call's sound for now (a Patient Central tile whose room nobody listens to; a wall plays one room at a time): while hold is true the device sends this call none of the room's sound, so the browser receives and decodes none; false sends it again. Video, what the device hears from the browser (Talk), a training video's scripted patient and the other calls are not touched. */
        AudioHold: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "audio_hold";
            id: components["schemas"]["CommandId"];
            hold: boolean;
        };
        ControlCommand: components["schemas"]["PtzStart"] | components["schemas"]["PtzStep"] | components["schemas"]["PtzStop"] | components["schemas"]["Zoom"] | components["schemas"]["PtzReset"] | components["schemas"]["PresetSave"] | components["schemas"]["PresetRecall"] | components["schemas"]["RenegotiateAnswer"] | components["schemas"]["VideoHold"] | components["schemas"]["AudioHold"];
        ControlAck: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ack";
            /** @description The command's id, or an empty string when the message was not a valid command. */
            id: string;
            ok: boolean;
            /** @description Why the command was refused: not PTZ capable, unknown preset, invalid message. */
            error?: string;
            ptz: components["schemas"]["PtzPosition"];
        };
        PtzState: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ptz_state";
            ptz: components["schemas"]["PtzPosition"];
            moving: boolean;
        };
        /** @description A new offer from the device (same ICE and DTLS, new media directions). */
        Renegotiate: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "renegotiate";
            sdp: string;
        };
        ControlReply: components["schemas"]["ControlAck"] | components["schemas"]["PtzState"] | components["schemas"]["Renegotiate"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
