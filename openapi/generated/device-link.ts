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
        };
        DeviceMessage: components["schemas"]["Hello"] | components["schemas"]["StatusReport"] | components["schemas"]["CommandAck"];
        AssignedDevice: {
            id: number;
            name: string;
            serial_number: string | null;
            /** @enum {string} */
            kind: "fixed" | "mobilecart" | "mobile3rdparty" | "trainingvideo";
            room_name: string | null;
            /** @description The status the device should come up in. */
            status: components["schemas"]["DeviceStatus"];
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
        DeviceCommandName: "go_offline" | "go_online" | "fail" | "reboot";
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
        BackendMessage: components["schemas"]["Assign"] | components["schemas"]["Command"];
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
