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
        /** Reseed the store (tokens, preferences and scenario faults are cleared) */
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
        /** Tell an emulated device to go offline, come back online, fail or reboot */
        post: operations["simSendDeviceCommand"];
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
        /** Publish any realtime event on a user's or a hospital's channel */
        post: operations["simPublishEvent"];
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
            command: "go_offline" | "go_online" | "fail" | "reboot";
        };
        PublishRequest: {
            /** @enum {string} */
            scope: "user" | "hospital" | "hospital_nudge";
            /**
             * Format: email
             * @description Required for scope user.
             */
            user_email?: string;
            event: string;
            data: {
                [key: string]: unknown;
            };
        };
        PublishResult: {
            channel: string;
            event: string;
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
        };
    };
}
