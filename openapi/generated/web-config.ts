// Generated from the contract by `npm run gen:api`. Do not edit by hand.
export type paths = {
    "/config.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The web app's runtime configuration */
        get: operations["getWebConfig"];
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
        WebConfig: {
            /** @description Base URL of the provider API, e.g. /api/v1 or https://provider.example/api/v1. */
            apiBaseUrl: string;
            /** @example 2025.09.30 */
            buildLabel: string;
            realtime: {
                key: string;
                /** @description Realtime websocket host; empty means the page's own host. */
                host: string;
                /** @description Realtime websocket port; 0 means the page's own port. */
                port: number;
                forceTLS: boolean;
                cluster: string;
            };
            oidc: {
                /** @description Issuer URL; a path (e.g. /oidc) is taken relative to the page origin. */
                authority: string;
                clientId: string;
                /** @description Default organisation id sent as organization_id. */
                organizationId: string;
                scope: string;
            };
            /**
             * @description The ICE servers of a video call whose join gives no usable TURN server. `stun:` and
             *     `stuns:` URLs are used as they are; `turn:` and `turns:` URLs need user and password
             *     (turn:user:password@host:port) like the join's. Absent: the public STUN server. Empty:
             *     none, for a network where devices are reached directly and outbound UDP is blocked.
             */
            defaultIceServers?: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getWebConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebConfig"];
                };
            };
        };
    };
}
