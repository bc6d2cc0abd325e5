// Generated from the contract by `npm run gen:api`. Do not edit by hand.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @enum {string} */
        ChannelScope: "user" | "hospital" | "hospital_nudge";
        Empty: Record<string, never>;
        TimerReset: {
            /** Format: date-time */
            at?: string;
        };
        LogoutWithExpiration: {
            /** @enum {string} */
            reason: "inactivity" | "logout" | "other_tab";
            /** Format: date-time */
            expires_at?: string | null;
        };
        SessionExpired: {
            message?: string;
        };
        /** @description On the user's own channel only (their new session publishes it with trigger_user); the same event on another channel is about nobody's sessions. */
        UserAuthenticated: {
            /** @description The session that just signed in; older sessions of the user end. */
            session_id: string;
        };
        /** @description The user's account, role, divisions, flags, menus or mask_phi preference changed; their open apps reload what depends on them. */
        UserUpdated: {
            user_id: number;
        };
        Transfer: {
            transfer_id: number;
            /** @example virtual_nursing */
            staff_type?: string;
            patient_ids?: number[];
            from_user_name?: string | null;
            to_user_name?: string | null;
        };
        /**
         * @description A manager changed the user's own patients (care assignments): `patient_ids` are the patients
         *     newly in their care (none when patients left it); `from_user_name` the colleague who had
         *     them, for a reassignment (the assignment was transferred to the user), null for a new one.
         */
        MyHomeTransfer: {
            /** @example virtual_nursing */
            staff_type?: string;
            patient_ids?: number[];
            from_user_name?: string | null;
        };
        RequestBrowserRefresh: {
            /** @default Please refresh your browser */
            message: string;
        };
        /** @description On the hospital channel of the monitor's division. */
        CurtainToggled: {
            patient_monitor_id: number;
            closed: boolean;
            /** @description Who closed or opened it. */
            changed_by?: string | null;
        };
        /** @description On the hospital channel of the device's division. */
        DeviceStatusChanged: {
            video_device_id: number;
            /** @enum {string} */
            status: "offline" | "online" | "error";
            /** @enum {string} */
            previous_status: "offline" | "online" | "error";
            division_id: number;
            /** Format: date-time */
            state_updated_at: string;
        };
        /** @description On the hospital channel of the device's division. */
        WifiStats: {
            video_device_id: number;
            /** @enum {string|null} */
            wifi_signal_state?: "excellent" | "good" | "fair" | "poor" | null;
            wifi_signal_strength?: number | null;
            wifi_frequency?: number | null;
        };
        /** @description On the hospital channel of the monitor's division. */
        MonitorUpdated: {
            patient_monitor_id: number;
            /** @enum {string} */
            status: "stopped" | "pending" | "active" | "paused" | "created";
            /** @description The monitor's patient (their pages refresh). */
            patient_id?: number;
            /** @description The monitor's device (the video visit picker offers it again once stopped). */
            video_device_id?: number | null;
        };
        /** @description On the hospital channel of the device's division. */
        MeetingStatusChanged: {
            meeting_id: string;
            /** @enum {string} */
            status: "created" | "joined" | "left" | "ended";
            video_device_id?: number | null;
        };
        /** @description Who is in a visit with a device changed (a visit started or ended, a microphone was muted or opened), on the hospital channel of the device's division. Carries no names; clients read `GET /video_devices/{id}/participants`, which checks their divisions. */
        VideoParticipantsChanged: {
            video_device_id: number;
        };
        VideoRecordingAvailable: {
            recording_id: number;
            patient_monitor_id?: number | null;
        };
        /** @description On the hospital nudge channel of the monitor's division. */
        NudgeStateChanged: {
            patient_monitor_id: number;
            /** @enum {string} */
            state: "nudged" | "cleared";
            /** @description Who nudged or cleared it. */
            changed_by?: string | null;
        };
        /** @description A stat alarm was raised or documented, on the hospital channel of the monitor's division; viewers of the patient read the monitor's watch state again. */
        StatAlarmChanged: {
            stat_alarm_id: number;
            patient_monitor_id: number;
            /** @enum {string} */
            status: "open" | "documented";
        };
        RecordingAnalysisCompleted: {
            recording_id: number;
        };
        WakeWordDetected: {
            patient_monitor_id: number;
        };
        PatientEventsUpdated: {
            patient_id: number;
        };
        GroupNotification: {
            notification_id?: number;
        };
        /** @description Sent on the user channel of each user who holds the request's kind in its division; the app then calls receive and reads the request. Sent again to the same users when the request ends without an accept (denied, its patient discharged or without the room it named); the app, reading it no longer open, closes its snackbar. */
        RoomNotification: {
            virtual_request_id: number;
        };
        /** @description Broadcast on the hospital channel of the request's division when a user accepts a request; the apps that showed it close their snackbars for the patient and say who accepted it. */
        RoomNotificationAccepted: {
            virtual_request_id: number;
            /** @description The accepting user's name. */
            accepted_by: string;
            /** @description The accepting user (whose app opens the video visit instead). */
            accepted_by_user_id: number;
            patient_id?: number | null;
        };
        /** @description A background job of the hospital's organisation was queued, progressed or ended (at most about 4 a second per job). Carries no names; clients read the job with getBackgroundJob, which checks Manage System. */
        BackgroundJobUpdated: {
            background_job_id: number;
            /** @enum {string} */
            status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
            done: number;
            total: number;
        };
        /**
         * @description Every event name and its payload. The simulator refuses a scenario's event whose data is not
         *     its payload, and the web drops one that arrives so (generated/realtime-payloads.ts holds
         *     each payload's rules for it; the keywords it knows are listed in
         *     scripts/emit-realtime-payloads.mjs, and another fails generation).
         */
        EventMap: {
            "timer-reset": components["schemas"]["TimerReset"];
            logout: components["schemas"]["LogoutWithExpiration"];
            "session-expired": components["schemas"]["SessionExpired"];
            "user-authenticated": components["schemas"]["UserAuthenticated"];
            "user-updated": components["schemas"]["UserUpdated"];
            "my-home-transfer": components["schemas"]["MyHomeTransfer"];
            "transfer-needs-acknowledgment": components["schemas"]["Transfer"];
            "request-browser-refresh": components["schemas"]["RequestBrowserRefresh"];
            "curtain-toggled": components["schemas"]["CurtainToggled"];
            "device-status-changed": components["schemas"]["DeviceStatusChanged"];
            "wifi-stats": components["schemas"]["WifiStats"];
            "monitor-updated": components["schemas"]["MonitorUpdated"];
            "transfer-created": components["schemas"]["Transfer"];
            "transfer-accepted": components["schemas"]["Transfer"];
            "transfer-successful": components["schemas"]["Transfer"];
            "transfer-cancelled": components["schemas"]["Transfer"];
            "meeting-status-changed": components["schemas"]["MeetingStatusChanged"];
            "video-recording-available": components["schemas"]["VideoRecordingAvailable"];
            "nudge-state-changed": components["schemas"]["NudgeStateChanged"];
            "recording-analysis-completed": components["schemas"]["RecordingAnalysisCompleted"];
            "wake-word-detected": components["schemas"]["WakeWordDetected"];
            "patient-events-updated": components["schemas"]["PatientEventsUpdated"];
            "group-notification": components["schemas"]["GroupNotification"];
            "room-notification": components["schemas"]["RoomNotification"];
            "room-notification-accepted": components["schemas"]["RoomNotificationAccepted"];
            "video-participants-changed": components["schemas"]["VideoParticipantsChanged"];
            "background-job-updated": components["schemas"]["BackgroundJobUpdated"];
            "stat-alarm-changed": components["schemas"]["StatAlarmChanged"];
        };
        /** @description Pusher's rule for channel names. */
        ChannelName: string;
        EventName: string;
        /**
         * @description Any frame a client sends (Pusher protocol v7), at most 10 KB. `pusher:subscribe` and
         *     `pusher:unsubscribe` frames are also a `SubscribeFrame`/`UnsubscribeFrame`; `pusher:ping`
         *     is answered with `pusher:pong`; other events (client events, `pusher:pong`) are ignored.
         *     A frame of another shape is answered with `pusher:error` (code 4300) and changes nothing.
         */
        ClientFrame: {
            event: components["schemas"]["EventName"];
            channel?: components["schemas"]["ChannelName"];
            data?: unknown;
        };
        SubscribeFrame: {
            /** @constant */
            event: "pusher:subscribe";
            data: components["schemas"]["SubscribeData"];
        };
        UnsubscribeFrame: {
            /** @constant */
            event: "pusher:unsubscribe";
            data: components["schemas"]["UnsubscribeData"];
        };
        SubscribeData: {
            channel: components["schemas"]["ChannelName"];
            /** @description `{key}:{hex HMAC-SHA256}`, required for `private-` and `presence-` channels. */
            auth?: string;
            /** @description A JSON `PresenceMember`, for `presence-` channels (covered by `auth`). */
            channel_data?: string;
        };
        UnsubscribeData: {
            channel: components["schemas"]["ChannelName"];
        };
        PresenceMember: {
            user_id: string | number;
            user_info?: unknown;
        };
        /** @description One event to publish; `channel` or `channels` names where. */
        TriggerEvent: {
            name: components["schemas"]["EventName"];
            data: string;
            channel?: components["schemas"]["ChannelName"];
            channels?: components["schemas"]["ChannelName"][];
            /** @description The publishing client's socket, which does not receive the event. */
            socket_id?: string;
        };
        TriggerBatch: {
            batch: components["schemas"]["TriggerEvent"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
