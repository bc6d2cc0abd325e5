// Generated from the contract by `npm run gen:api`. Do not edit by hand.
export type paths = {
    "/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sessions/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Keep the signed-in session alive (Stay Logged In)
         * @description Called when the user confirms the Still There? dialog. The session's inactivity timer
         *     restarts, and every tab and device of the user hears `timer-reset` on the user channel.
         */
        post: operations["refreshSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/menu_sets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configurable menu sets enabled for the caller (the sidebar's) */
        get: operations["listEnabledMenuSets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Notifications of the current user */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Global search across patients, rooms, monitoring sessions, units, groups and devices */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All preferences of the current user */
        get: operations["listUserPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_preferences/delete_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reset every preference of the current user */
        delete: operations["deleteAllUserPreferences"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user_preferences/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        /** One preference; a 404 means empty settings */
        get: operations["getUserPreference"];
        /** Save one preference */
        put: operations["putUserPreference"];
        post?: never;
        /** Reset one preference */
        delete: operations["deleteUserPreference"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/table_user_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved views visible to the current user
         * @description The caller's own views and the system views of their organisation: a system view is seen by everyone and saved, changed or deleted only with Manage System (issue 12, which widens shell §6).
         */
        get: operations["listTableUserSettings"];
        put?: never;
        /** Save a view */
        post: operations["createTableUserSetting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/table_user_settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Update a saved view */
        put: operations["updateTableUserSetting"];
        post?: never;
        /** Delete a saved view */
        delete: operations["deleteTableUserSetting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custom fields of the caller's organisation, paged, sorted and filtered
         * @description Custom fields belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listCustomFields"];
        put?: never;
        /** Add a custom field to a model of the caller's organisation (audited) */
        post: operations["createCustomField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom_fields/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every custom field matching the filters, streamed as CSV */
        get: operations["exportCustomFieldsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom_fields/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One custom field of the caller's organisation */
        get: operations["getCustomField"];
        /** Change a custom field's label, kind or options (audited); its model and key stay as created */
        put: operations["updateCustomField"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom_fields/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a custom field, newest first */
        get: operations["listCustomFieldRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custom_fields/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Custom field definitions keyed by model, then key */
        get: operations["listAllCustomFields"];
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
        get?: never;
        put?: never;
        /** Record an audit entry */
        post: operations["createAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pusher/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authorise a private or private-encrypted realtime channel subscription
         * @description Form-encoded, as pusher-js sends it. The signature is
         *     `key:HMAC-SHA256(secret, "socket_id:channel_name")`. Encrypted channels also get the
         *     channel's `shared_secret`. A user may subscribe to their own user channel, to their
         *     hospital's hospital and hospital-nudge channels, and to those channels' division variants
         *     (`…-division-{divisionId}`) of their own divisions only.
         */
        post: operations["authorizeRealtimeChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pusher/trigger_hospital": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Broadcast an event on the current user's hospital channel
         * @description A client's own event to the others of its hospital. An event of the realtime contract
         *     (openapi/realtime/events.yaml `EventMap`: state changes, sign-outs, refresh requests) is
         *     published by the server when what it reports happens, never by a client: 400 naming `body.event`.
         */
        post: operations["triggerHospitalEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pusher/trigger_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Broadcast an event on the current user's own channel (for example to other tabs)
         * @description An event of the realtime contract (`EventMap`, e.g. `user-authenticated` after a sign-in)
         *     must carry that event's payload, as the screens handling it read it: 400 naming `body.data`.
         */
        post: operations["triggerUserEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Video devices of a division (or all divisions), paged, sorted and filtered
         * @description The devices screen's data, network identifiers included; needs View VideoDevice (the live video device picker has its own call, listVideoDevicePicker).
         */
        get: operations["listVideoDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every video device matching the filters, streamed as CSV (all values quoted) */
        get: operations["exportVideoDevicesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a video device filter or form field offers
         * @description `version` answers names; `room` answers rooms as key (id) and value (name).
         */
        get: operations["listVideoDevicesDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/picker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The devices a live video visit with a patient may pick (live video spec, step 1)
         * @description Only free (no running monitor), in-service carts and tablets (kinds mobilecart and mobile3rdparty) of the patient's division, sorted by name, with only what the picker shows and the visit then needs: no network identifiers, serial number or version (least data, for users who may not read the devices screen). `division_id` is taken as on every call; the patient's division decides which devices are offered.
         */
        get: operations["listVideoDevicePicker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One video device of the user's divisions */
        get: operations["getVideoDevice"];
        /** Change a device's name, room, kind, service status or description (audited) */
        put: operations["updateVideoDevice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a device, newest first */
        get: operations["listVideoDeviceRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}/frame_processing": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set how a device processes frames (audited) */
        post: operations["setVideoDeviceFrameProcessing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}/frame_upload_interval": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set how often a device uploads a frame, in seconds (audited)
         * @description Only devices that upload frames (frame processing not off) take an interval.
         */
        post: operations["setVideoDeviceFrameUploadInterval"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/join_meeting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a video visit with a patient through a bedside device
         * @description The backend asks the device (over the device link) to join; the device creates the WebRTC
         *     offer, which is returned here. The browser answers through `POST /videos/signal`.
         *     Publishes `meeting-status-changed` (created) on the hospital channel.
         */
        post: operations["joinMeeting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/join_testing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a test video session with a device (no patient and no video reason)
         * @description The device must be one of the user's divisions, as for a visit; a device of another
         *     division or organisation answers 404 as a missing one.
         */
        post: operations["joinTesting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/join_monitoring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Watch a monitored patient's room (live video spec §4, session type monitoring)
         * @description The monitor must be one of the user's divisions and active (a paused, pending or stopped
         *     monitor answers 409 `monitor_not_active`: no video while paused), with a device. The
         *     session is muted: the room hears nothing and no door knock plays.
         */
        post: operations["joinMonitoring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/signal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Relay the browser's SDP answer or ICE candidates to the device */
        post: operations["signalVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Leave a video meeting; the device closes its peer connection */
        put: operations["leaveMeeting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/mic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Report whether the caller's microphone is open or muted in their own meeting
         * @description The browser reports every mute and unmute, so that other clinicians in a visit with the
         *     same room see whose microphone is open. Only the caller's own meeting: another user's
         *     meeting answers 404 as a missing one. A preview stays muted (409), except a monitoring
         *     session, whose viewer may Talk (Patient Central): its meeting then counts as announced.
         *     Publishes `video-participants-changed`.
         */
        put: operations["setMeetingMic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}/participants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Who is in a visit with this device's room now, and whether their microphone is open
         * @description One entry per open visit (created or joined) with the device, oldest first, the caller's
         *     own included (`you`). Staff only: no patient data. While a visit that is not a preview is
         *     open, `POST /videos/join_meeting` plays no door knock: the patient was announced to. A device of another division or organisation
         *     answers 404 as a missing one. Changes are announced by `video-participants-changed` on
         *     the hospital channel (the device id only); clients read the list again here.
         */
        get: operations["listVideoDeviceParticipants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}/volume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the speaker volume of a device (60 to 100)
         * @description The device is told over the device link; the stored config follows.
         */
        post: operations["setVideoDeviceVolume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_devices/{id}/send_tv_ir_command": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an infrared command to the room TV through the device
         * @description `ir_action` is `power_on`, `power_off`, `mute`, or the input action configured on the device (`config.tv.ir.ld_input_action`). Answers once the device has acknowledged it; the TV state it reports is then the device's `state.tv`. 409 `tv_ir_disabled` when TV IR is not enabled on the device, `device_not_connected` when it is not connected or does not answer within 5 s.
         */
        post: operations["sendTvIrCommand"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Patients of a division (or all divisions), paged, sorted and filtered */
        get: operations["listPatients"];
        put?: never;
        /**
         * Admit or register a patient in one division (audited)
         * @description `division_id` must name one division of the user. display_name, mrn and status are required; the MRN is unique in the hospital.
         */
        post: operations["createPatient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every patient matching the filters, streamed as CSV (masked columns masked when the caller's mask_phi is on) */
        get: operations["exportPatientsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a patient filter or form field offers
         * @description `room` answers the rooms of the division as key (id) and value (name).
         */
        get: operations["listPatientsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a patient, newest first */
        get: operations["listPatientRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}/monitoring_sessions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Every monitor of a patient, newest first (live video spec §7) */
        get: operations["listPatientMonitoringSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The patient's time machine, newest first
         * @description Monitoring (started, paused with its reason, resumed, stopped), alarms, talk and video sessions, and record changes, from the audit trail and the monitors' event logs.
         */
        get: operations["listPatientTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dynamic_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The values of a configurable field (live video spec §7), e.g. table_name=patients, field_name=status */
        get: operations["listDynamicFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Patient monitors of a division (or all divisions), paged, sorted and filtered */
        get: operations["listPatientMonitors"];
        put?: never;
        /**
         * Tie a patient to a device (status pending until started; audited)
         * @description The room follows the device. A device has at most one monitor that is not stopped: another one answers 400 naming `body.patient_monitor.video_device_id`.
         */
        post: operations["createPatientMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every monitor matching the filters, streamed as CSV */
        get: operations["exportPatientMonitorsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a monitor filter or form field offers
         * @description `room` answers rooms, `patient` admitted patients (masked names are masked by the web), `video_device` in-service devices of the division, each as key (id) and value (name).
         */
        get: operations["listPatientMonitorsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/acuity_scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Acuity scores of the given monitors (live video spec §7), keyed by monitor id
         * @description A monitor that is not the caller's to see (another division, or none with that id) is left out, as if it had no score. Scores run from 1 (stable) to 5 (most acute).
         */
        get: operations["listPatientMonitorAcuityScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/multipause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause several active monitors at once, all or none (each audited and published) */
        post: operations["multiPausePatientMonitors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/multiresume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume several paused monitors at once, all or none (each audited and published) */
        post: operations["multiResumePatientMonitors"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One monitor of the user's divisions */
        get: operations["getPatientMonitor"];
        /** Move a monitor to another device (audited) */
        put: operations["updatePatientMonitor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a monitor, newest first */
        get: operations["listPatientMonitorRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The monitor's event log (created, started, paused with reason, resumed, stopped, device changed), newest first */
        get: operations["listPatientMonitorEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start monitoring (pending or stopped → active; the device must be free) */
        post: operations["startPatientMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pause an active monitor with a reason */
        post: operations["pausePatientMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a paused monitor */
        post: operations["resumePatientMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/stop": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a monitor (from any other status) */
        post: operations["stopPatientMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rooms of a division (or all divisions), paged, sorted and filtered */
        get: operations["listRooms"];
        put?: never;
        /** Add a room to a unit of one division (audited) */
        post: operations["createRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every room matching the filters, streamed as CSV */
        get: operations["exportRoomsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a room filter or form field offers
         * @description `unit` answers the units of the division as key (id) and value (name).
         */
        get: operations["listRoomsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One room of the user's divisions */
        get: operations["getRoom"];
        /** Rename a room or move it to another unit of its division (audited) */
        put: operations["updateRoom"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rooms/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a room, newest first */
        get: operations["listRoomRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Care assignments of a division (or all divisions), paged, sorted and filtered */
        get: operations["listCareAssignments"];
        put?: never;
        /**
         * Assign a staff member to a patient for one staff type (audited)
         * @description The patient is one of the division asked for, the assignee holds the staff type and that division; one assignee per patient and staff type (422 `assignment_conflict` naming body.care_assignment.staff_kind). The assignee is told on their own channel (my-home-transfer).
         */
        post: operations["createCareAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_assignments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every care assignment matching the filters, streamed as CSV */
        get: operations["exportCareAssignmentsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_assignments/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a care assignment filter or field offers
         * @description `patient`: the admitted patients of the division asked for; `assignee`: its users who hold a staff type (value: name and staff types); `unit`: its units.
         */
        get: operations["listCareAssignmentsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One care assignment of the user's divisions */
        get: operations["getCareAssignment"];
        /**
         * Reassign (audited) to a new assignee of the same staff type and division, told on their channel (my-home-transfer)
         * @description The previous assignee's patients change too (my-home-transfer without patients).
         */
        put: operations["updateCareAssignment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_assignments/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a care assignment, newest first */
        get: operations["listCareAssignmentRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my_care_assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own assignments (every division they hold) and the transfers waiting on them or on a colleague */
        get: operations["getMyCareAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_transfers/colleagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who may take the caller's assignments of a staff type
         * @description Other users of the organisation holding the staff type and every division of the caller's patients of that type; key is the user id, value the name.
         */
        get: operations["listCareTransferColleagues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transfer the caller's assignments of a staff type to a colleague of that staff type
         * @description The transfer waits for the colleague's acknowledgment (status pending): the caller gets
         *     transfer-created, the colleague transfer-needs-acknowledgment, on their own channels. 422
         *     (`assignment_rule`, naming the field) when the caller holds no assignment of the staff type,
         *     already has a transfer of it waiting, or names themselves, a user without the staff type or
         *     without a division of the patients.
         */
        post: operations["createCareTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_transfers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The colleague acknowledges a transfer to them; the assignments move at once
         * @description The sender gets transfer-accepted, the colleague transfer-successful. A transfer that is not the caller's to acknowledge answers 404, one no longer pending 422.
         */
        post: operations["acceptCareTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/care_transfers/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sender withdraws a pending transfer, or the colleague declines it
         * @description Both get transfer-cancelled; the assignments stay with the sender. A transfer of neither answers 404, one no longer pending 422.
         */
        post: operations["cancelCareTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Units of a division (or all divisions), paged, sorted and filtered */
        get: operations["listUnits"];
        put?: never;
        /** Add a unit to one division (audited) */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every unit matching the filters, streamed as CSV */
        get: operations["exportUnitsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a unit filter offers
         * @description `division` answers the divisions asked for (division_id) as key (id) and value (name).
         */
        get: operations["listUnitsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One unit of the user's divisions */
        get: operations["getUnit"];
        /** Rename a unit (audited); it stays in its division */
        put: operations["updateUnit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a unit, newest first */
        get: operations["listUnitRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One patient of the user's divisions, with monitors and the running monitor's device */
        get: operations["getPatient"];
        /** Change a patient (audited); the quick edit sends only patient_status_id */
        put: operations["updatePatient"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/reboot": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reboot the video device of a patient monitor
         * @description 409 when the monitor has no device, or the device is offline, a training video device, or has no credentials.
         */
        post: operations["rebootPatientMonitorDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/reboot_ptz": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reboot the PTZ camera of a patient monitor's video device
         * @description The conditions of a device reboot, and the device must have PTZ enabled.
         */
        post: operations["rebootPatientMonitorPtz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ptz_presets/for_device/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The PTZ presets of a video device, by preset index
         * @description Needs the `ptz_presets` feature flag.
         */
        get: operations["listPtzPresetsForDevice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ptz_presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a PTZ preset in the device's lowest free slot
         * @description Allowed while the device has 6 or fewer presets (7 at most); otherwise 422 `preset_limit`. A name the device's presets already have, in any case, is a 400 naming `body.ptz_preset.name` (rule `unique`). Needs the `ptz_presets` feature flag.
         */
        post: operations["createPtzPreset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ptz_presets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Rename a PTZ preset
         * @description A name another preset of the device has, in any case, is a 400 naming `body.ptz_preset.name` (rule `unique`). Needs the `ptz_presets` feature flag.
         */
        put: operations["updatePtzPreset"];
        post?: never;
        /**
         * Delete a PTZ preset (its slot becomes free)
         * @description Needs the `ptz_presets` feature flag.
         */
        delete: operations["deletePtzPreset"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/save_metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Store queued connection statistics and warnings of video sessions
         * @description The web flushes its queue every 5 minutes and ignores failures. At most 500 records per call. Each record's video device must be one the caller may see, and its division one of the caller's organisation (400 naming the record's field otherwise).
         */
        post: operations["saveVideoMetrics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles of the caller's organisation, paged, sorted and filtered
         * @description Roles belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listRoles"];
        put?: never;
        /** Add a role to the caller's organisation (audited) */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every role matching the filters, streamed as CSV */
        get: operations["exportRolesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a role filter or form field offers
         * @description `role` answers the roles of the organisation as key (id) and value (name).
         */
        get: operations["listRolesDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One role of the caller's organisation */
        get: operations["getRole"];
        /** Rename a role, set its admin menu flag or replace its permission rules (audited; its users are told with user-updated) */
        put: operations["updateRole"];
        post?: never;
        /** Remove a role that no user holds (audited) */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a role, newest first */
        get: operations["listRoleRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app_modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Menu sets of the caller's organisation (App Modules), paged, sorted and filtered
         * @description Every set, enabled or not and whatever its roles (the sidebar's own call is listEnabledMenuSets). Menu sets belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listMenuSets"];
        put?: never;
        /** Add a menu set to the caller's organisation (audited; the users it targets are told with user-updated) */
        post: operations["createMenuSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app_modules/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every menu set matching the filters, streamed as CSV */
        get: operations["exportMenuSetsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app_modules/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a menu set form field offers
         * @description `role` answers the roles of the organisation as key (id) and value (name): the choices of a set's Roles.
         */
        get: operations["listMenuSetsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app_modules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One menu set of the caller's organisation */
        get: operations["getMenuSet"];
        /** Change a menu set's title, icon, state, roles or items (audited; the users it targets before and after are told with user-updated) */
        put: operations["updateMenuSet"];
        post?: never;
        /** Remove a menu set (audited; the users it targeted are told with user-updated) */
        delete: operations["deleteMenuSet"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app_modules/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a menu set, newest first */
        get: operations["listMenuSetRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature_flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's feature flags, paged, sorted and filtered */
        get: operations["listFeatureFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature_flags/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every feature flag matching the filters, streamed as CSV */
        get: operations["exportFeatureFlagsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature_flags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One feature flag of the caller's organisation */
        get: operations["getFeatureFlag"];
        /** Turn a feature on or off for the organisation, or change its description (audited; every user of the organisation is told with user-updated) */
        put: operations["updateFeatureFlag"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feature_flags/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a feature flag, newest first */
        get: operations["listFeatureFlagRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's API partners, paged, sorted and filtered */
        get: operations["listPartners"];
        put?: never;
        /** Add an API partner with new credentials; the answer holds its client secret, shown this once */
        post: operations["createPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every partner matching the filters, streamed as CSV (no secret) */
        get: operations["exportPartnersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One partner of the caller's organisation (never its secret) */
        get: operations["getPartner"];
        /** Change a partner's name, description, scopes or enabled (audited; a disabled partner's secret is refused at once) */
        put: operations["updatePartner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a partner, newest first (a rotation is recorded by its time, never the secret) */
        get: operations["listPartnerRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partners/{id}/rotate_secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a partner a new client secret; the old one is refused from now on (audited by time, never the secret) */
        post: operations["rotatePartnerSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a partner's client credentials for an access token (OAuth 2 client credentials)
         * @description The token is sent as `Authorization: Bearer` for an hour. It calls, across every division of the partner's organisation, only the operations its scopes grant (patients:read lists and reads patients, patient_monitors:read monitors, video_devices:read devices, virtual_requests:write raises virtual requests); any other operation is answered 403. Disabling the partner or rotating its secret ends its tokens (401).
         */
        post: operations["createPartnerToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation's background jobs, newest first, paged, sorted and filtered */
        get: operations["listBackgroundJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every job matching the filters, streamed as CSV */
        get: operations["exportBackgroundJobsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/csv_exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export a table's matching rows to a CSV file in the background
         * @description The rows are those the synchronous export of the same table, query and columns would give the caller (their divisions, the table's permission), PHI masked when the caller's mask_phi is on when the job starts. Only the caller downloads the file.
         */
        post: operations["startCsvExportJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/bulk_discharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discharge the selected patients in the background
         * @description Each patient is discharged as a single edit of its status would do it (Edit Patient, the patient's divisions, the same rules, a revision and an audit entry); a patient that cannot be discharged is logged with the reason and the others go on. The job then ends failed, and Retry runs the failed patients again.
         */
        post: operations["startBulkDischargeJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One job of the caller's organisation, with its log */
        get: operations["getBackgroundJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a failed job again (a bulk job runs its failed items only), as the caller */
        post: operations["retryBackgroundJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a queued or running job after the item in hand (what was done stays done) */
        post: operations["cancelBackgroundJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/background_jobs/{id}/result.csv": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The file a succeeded export wrote, for the user who started it */
        get: operations["downloadBackgroundJobResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/divisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Hospitals (divisions) of the caller's organisation, paged, sorted and filtered
         * @description Hospitals are the organisation's divisions, not of one division; division_id is accepted and ignored.
         */
        get: operations["listHospitalDivisions"];
        put?: never;
        /** Add a hospital (division) to the caller's organisation (audited); it joins the divisions of the caller and of every user who held all the others */
        post: operations["createHospitalDivision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/divisions/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every hospital matching the filters, streamed as CSV */
        get: operations["exportHospitalDivisionsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/divisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One hospital of the caller's organisation */
        get: operations["getHospitalDivision"];
        /** Rename a hospital or change its colour, time zone or address (audited) */
        put: operations["updateHospitalDivision"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/divisions/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a hospital, newest first */
        get: operations["listHospitalDivisionRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attributes (tags) of the caller's organisation, paged, sorted and filtered
         * @description Attributes belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listTags"];
        put?: never;
        /** Add an attribute (tag) to the caller's organisation (audited) */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every attribute matching the filters, streamed as CSV */
        get: operations["exportTagsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One attribute of the caller's organisation */
        get: operations["getTag"];
        /** Rename an attribute or change its colour, description or whether Aimee is told of it (audited) */
        put: operations["updateTag"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tags/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a attribute, newest first */
        get: operations["listTagRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health_system_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's health system preferences (one record), as a page
         * @description Organisation-wide; division_id is accepted and ignored.
         */
        get: operations["listHealthSystemPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health_system_preferences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The preferences of the caller's health system (id is the hospital id of the current user) */
        get: operations["getHealthSystemPreference"];
        /** Change the health system's preferences (audited; every signed-in user of it is told, user-updated) */
        put: operations["updateHealthSystemPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health_system_preferences/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of the health system's preferences, newest first */
        get: operations["listHealthSystemPreferenceRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/division_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The preferences of the caller's divisions (of division_id, or all of them), as a page */
        get: operations["listDivisionPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/division_preferences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The preferences of one of the caller's divisions (id is the division id) */
        get: operations["getDivisionPreference"];
        /** Change a division's preferences (audited) */
        put: operations["updateDivisionPreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/division_preferences/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a division's preferences, newest first */
        get: operations["listDivisionPreferenceRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/division_homepages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home pages of the caller's divisions (of division_id, or all of them), as a page */
        get: operations["listDivisionHomepages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/division_homepages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The home page of one of the caller's divisions (id is the division id) */
        get: operations["getDivisionHomepage"];
        /** Change what a division's home page shows (audited; its signed-in users are told, user-updated) */
        put: operations["updateDivisionHomepage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/division_homepages/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a division's home page, newest first */
        get: operations["listDivisionHomepageRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/page_preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's health system's page preferences (one record), as a page
         * @description Organisation-wide; division_id is accepted and ignored.
         */
        get: operations["listPagePreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/page_preferences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The page preferences of the caller's health system (id is the hospital id of the current user) */
        get: operations["getPagePreference"];
        /** Change how the health system's pages open (audited; every signed-in user of it is told, user-updated) */
        put: operations["updatePagePreference"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/page_preferences/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of the health system's page preferences, newest first */
        get: operations["listPagePreferenceRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/log_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit entries of the caller's organisation, newest first by default, filtered */
        get: operations["listLogEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/log_entries/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every audit entry matching the filters, streamed as CSV */
        get: operations["exportLogEntriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/log_entries/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a log filter offers
         * @description `user` answers the users of the organisation as key (id) and value (name); `category` the categories recorded so far.
         */
        get: operations["listLogEntriesDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/log_entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One audit entry of the caller's organisation */
        get: operations["getLogEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Video reasons of the caller's organisation, paged, sorted and filtered
         * @description Video reasons belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listVideoReasons"];
        put?: never;
        /** Add a video reason to the caller's organisation (audited) */
        post: operations["createVideoReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_reasons/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every video reason matching the filters, streamed as CSV */
        get: operations["exportVideoReasonsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_reasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One video reason of the caller's organisation */
        get: operations["getVideoReason"];
        /** Rename a video reason, move it in the select or enable or disable it (audited) */
        put: operations["updateVideoReason"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_reasons/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a video reason, newest first */
        get: operations["listVideoReasonRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/video_reasons/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Video reasons for the Video Reason select
         * @description The live video spec's call (§7: no payload; a video reason is id and name): the enabled video reasons of the caller's organisation, by sort order then name. Not the convention's dropdown kind (no `field`), which video reasons do not declare.
         */
        get: operations["listVideoReasonChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff types of the caller's organisation (one per staff kind), paged, sorted and filtered
         * @description Staff types belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listStaffTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff_types/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff type matching the filters, streamed as CSV */
        get: operations["exportStaffTypesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff_types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One staff type of the caller's organisation */
        get: operations["getStaffType"];
        /** Change how the organisation names and describes a staff kind (audited) */
        put: operations["updateStaffType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff_types/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a staff type, newest first */
        get: operations["listStaffTypeRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The users of the caller's organisation, paged, sorted and filtered
         * @description Users belong to the organisation (each holds some of its divisions); division_id is accepted and ignored. No password or its hash is ever answered.
         */
        get: operations["listUsers"];
        put?: never;
        /** Add a user to the caller's organisation, with a password (audited; the password is never recorded) */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user matching the filters, streamed as CSV */
        get: operations["exportUsersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a user filter or form field offers
         * @description `role` answers the organisation's roles the caller may give (key id, value name): those
         *     whose permissions the caller holds (a role beyond them is refused on save); `division` the caller's own
         *     divisions (the ones they may give or take away); `staff_type` and `virtual_request_type` the
         *     organisation's staff types (key the staff kind, value its display name; virtual request types
         *     leave out virtual_observer, which takes no requests).
         */
        get: operations["listUsersDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One user of the caller's organisation */
        get: operations["getUser"];
        /** Change a user, or set a new password (audited; the user's signed-in app reloads them at once with user-updated) */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a user, newest first (a password change shows as changed, never its value) */
        get: operations["listUserRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved_views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own saved table views and their organisation's system views, paged, sorted and filtered
         * @description The records of /table_user_settings, for administration; another user's own views are never listed. division_id is accepted and ignored.
         */
        get: operations["listSavedViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved_views/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every saved view matching the filters, streamed as CSV */
        get: operations["exportSavedViewsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved_views/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One saved view */
        get: operations["getSavedView"];
        /** Rename a saved view, or set its Default or Is System (audited); a system view, or Is System, needs Manage System (403) */
        put: operations["updateSavedView"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved_views/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a saved view, newest first */
        get: operations["listSavedViewRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dynamic_field_values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The values of the configurable fields of the caller's organisation's hospitals, paged, sorted and filtered
         * @description The records GET /dynamic_fields answers, for administration. division_id is accepted and ignored.
         */
        get: operations["listDynamicFieldValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dynamic_field_values/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every dynamic field value matching the filters, streamed as CSV */
        get: operations["exportDynamicFieldValuesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dynamic_field_values/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One dynamic field value */
        get: operations["getDynamicFieldValue"];
        /** Relabel, enable or disable, or reorder a value (audited) */
        put: operations["updateDynamicFieldValue"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dynamic_field_values/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a dynamic field value, newest first */
        get: operations["listDynamicFieldValueRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests the provider API answered for the caller's organisation, newest first by default, filtered */
        get: operations["listInboundRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbound_requests/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every logged request matching the filters, streamed as CSV */
        get: operations["exportInboundRequestsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adt_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ADT messages received for the caller's organisation, newest first by default, filtered */
        get: operations["listAdtMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adt_messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One ADT message of the caller's organisation */
        get: operations["getAdtMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adt_messages/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ADT message matching the filters, streamed as CSV */
        get: operations["exportAdtMessagesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adt_test_feed/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ADT message of this event filled with a seeded patient and room of the division (or the ones named) */
        get: operations["getAdtTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/adt_test_feed/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an HL7 v2 message over MLLP to the simulator's own listener and answer the ACK it got back */
        post: operations["sendAdtMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nurse_calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Nurse calls of the caller's divisions, newest first by default, filtered */
        get: operations["listNurseCalls"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nurse_calls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One nurse call of the caller's divisions */
        get: operations["getNurseCall"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nurse_calls/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every nurse call matching the filters, streamed as CSV */
        get: operations["exportNurseCallsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nurse_call_test/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rooms of the caller's divisions (or the one asked for), each with its current patient and monitor */
        get: operations["listNurseCallRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/nurse_call_test/raise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a call from a room as its nurse call system would
         * @description Stores the call and raises the organisation's enabled virtual nursing request (source nurse_call) for the room's patient at the call type's priority, notified as any other. A room of another division reads as a missing one.
         */
        post: operations["raiseNurseCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices_uptime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uptime of each video device of the caller's divisions over the last 24 hours and 7 days */
        get: operations["listDevicesUptime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/devices_uptime/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every device uptime matching the filters, streamed as CSV */
        get: operations["exportDevicesUptimeCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access_browser/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users of the caller's organisation, to pick one, by name */
        get: operations["listAccessBrowserUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access_browser/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * What one user of the caller's organisation can see, per hospital, unit and room of the caller's divisions, and why
         * @description Only the divisions the caller may see (the one asked for, or all of theirs for *) are answered; a user of another organisation answers 404 like a missing one.
         */
        get: operations["getUserAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/access_browser/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Who of the caller's organisation can see one room of the caller's, and why
         * @description A room the caller cannot see answers 404 like a missing one. Blocked users are left out (they cannot sign in).
         */
        get: operations["getRoomAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system_overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live counts of the caller's divisions (devices, calls, monitors) and organisation (realtime connections, API requests) */
        get: operations["getSystemOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_request_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Virtual request types of the caller's organisation, paged, sorted and filtered
         * @description They belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listVirtualRequestTypes"];
        put?: never;
        /** Add a virtual request type to the caller's organisation (audited) */
        post: operations["createVirtualRequestType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_request_types/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every virtual request type matching the filters, streamed as CSV */
        get: operations["exportVirtualRequestTypesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_request_types/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a virtual request type form field or filter offers
         * @description `video_reason` answers the enabled video reasons of the caller's organisation as key (id) and value (name), by sort order.
         */
        get: operations["listVirtualRequestTypesDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_request_types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One virtual request type of the caller's organisation */
        get: operations["getVirtualRequestType"];
        /** Change a virtual request type (audited) */
        put: operations["updateVirtualRequestType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_request_types/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a virtual request type, newest first */
        get: operations["listVirtualRequestTypeRevisions"];
        put?: never;
        post?: never;
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
        /** Virtual requests of a division (or all divisions), paged, sorted and filtered */
        get: operations["listVirtualRequests"];
        put?: never;
        /** Raise a virtual request for a patient (audited); the users holding its kind in the patient's division are notified (room-notification) */
        post: operations["createVirtualRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every virtual request matching the filters, streamed as CSV */
        get: operations["exportVirtualRequestsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a virtual request form field or filter offers
         * @description `patient` answers the active patients of the divisions asked for, `virtual_request_type` the enabled types of the caller's organisation, `division` the divisions asked for; each as key (id) and value (name).
         */
        get: operations["listVirtualRequestsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/create_for_aimee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aimee raises a request of a kind for the patient of a monitor (live video §4, §7)
         * @description The organisation's enabled type of the kind `key`, at its default priority, for the monitor's patient; notified as any other. A monitor of another division reads as a missing one. The same `call_id` again (Aimee's call delivered twice) answers the request it raised, once the monitor is found to be the caller's and of the same patient; a `call_id` used for another patient is a 409 (`call_id_used`).
         */
        post: operations["createVirtualRequestForAimee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One virtual request of the user's divisions, with what its notification needs */
        get: operations["getVirtualRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a virtual request (raised, received, accepted, dismissed), newest first */
        get: operations["listVirtualRequestRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/{id}/receive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the server this user's app received the notification (live video §4)
         * @description Answers the request as it stands: a denied one is answered with status denied and the app shows nothing. A request of a kind the caller does not hold answers 404, as one of another division.
         */
        post: operations["receiveVirtualRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the request: it becomes accepted with the caller as assignee, and room-notification-accepted goes to the hospital channel
         * @description Only an open request can be accepted: a second accept, or one of a denied or dismissed request, answers 409 naming its status (and who accepted it). A request whose patient is discharged, or has lost the room it named, answers 409 saying so, whatever its status; one whose visit could not connect, the patient's running monitor's camera not being online, answers 409 naming the camera and changes nothing (it stays open for everyone). A request of a kind the caller does not hold answers 404, as one of another division.
         */
        post: operations["acceptVirtualRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/virtual_requests/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The caller dismisses the notification; the request becomes dismissed once every user it was sent to has dismissed it
         * @description An accepted or denied request answers 409 naming its status. A request of a kind the caller does not hold answers 404, as one of another division.
         */
        post: operations["dismissVirtualRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Groups of a division (or all divisions), paged, sorted and filtered */
        get: operations["listGroups"];
        put?: never;
        /** Add a group to one division (audited) */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every group matching the filters, streamed as CSV */
        get: operations["exportGroupsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a group form field or filter offers
         * @description `division` answers the divisions asked for (division_id); `member`, `room` and `unit` the users, rooms and units of those divisions; each as key (id) and value (name), sorted by name.
         */
        get: operations["listGroupsDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One group of the user's divisions */
        get: operations["getGroup"];
        /** Change a group (audited); it stays in its division */
        put: operations["updateGroup"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a group, newest first */
        get: operations["listGroupRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Forms of the caller's organisation, paged, sorted and filtered
         * @description Forms belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listForms"];
        put?: never;
        /** Add a form to the caller's organisation (audited) */
        post: operations["createForm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every form matching the filters, streamed as CSV */
        get: operations["exportFormsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One form of the caller's organisation */
        get: operations["getForm"];
        /** Change a form's title, description, enabled or fields (audited) */
        put: operations["updateForm"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/forms/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a form, newest first */
        get: operations["listFormRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patients/{id}/form_submissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * The patient's Forms tab - the organisation's enabled forms to fill, and the patient's submissions, newest first
         * @description A clinician without Edit FormBuilder reads the enabled forms here, with their fields, to fill them.
         */
        get: operations["listPatientFormSubmissions"];
        put?: never;
        /**
         * Fill an enabled form for the patient (audited)
         * @description Each value is checked by its field's kind and required rule; a broken one answers 400 naming body.submission.values.<key>.
         */
        post: operations["createPatientFormSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Aimee prompts of the caller's organisation, paged, sorted and filtered
         * @description Aimee prompts belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listAimeePrompts"];
        put?: never;
        /** Add an Aimee prompt to the caller's organisation at version 1 (audited) */
        post: operations["createAimeePrompt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_prompts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every Aimee prompt matching the filters, streamed as CSV */
        get: operations["exportAimeePromptsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_prompts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One Aimee prompt of the caller's organisation */
        get: operations["getAimeePrompt"];
        /** Change an Aimee prompt; a new greeting or new instructions make the next version (audited) */
        put: operations["updateAimeePrompt"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_prompts/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a Aimee prompt, newest first */
        get: operations["listAimeePromptRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aimee conversations of the caller's division, paged, sorted and filtered */
        get: operations["listAimeeConversations"];
        put?: never;
        /**
         * Connect Aimee to a visit - the browser's WebRTC offer in, the assistant's answer out (live video §4, §7)
         * @description The offer is answered by the emulated assistant (or, where configured, by an OpenAI-Realtime-compatible service the backend reaches). Once the `oai-events` data channel opens, the browser sends `greeting_payload` on it and Aimee speaks the prompt's greeting. A patient_monitor_id that is missing, null or not active is only logged: the conversation starts without a monitor (and so can raise no virtual request). Without a prompt_id the organisation's first enabled prompt (by name) is used.
         */
        post: operations["startAimeeConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One Aimee conversation of the caller's division, with its transcript */
        get: operations["getAimeeConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_conversations/{id}/update_transcript": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /** Save the transcript so far (after auto_save seconds of silence); it replaces the one saved before */
        put: operations["updateAimeeConversationTranscript"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/aimee_conversations/{id}/end_conversation": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the conversation and save its transcript; ending again saves again
         * @description The assistant's connection is closed. Ending always saves, so a second end (a retry) by the user who started the conversation answers 200 with the transcript it carried; anyone else's second end is a 409 (`conversation_ended`) and changes nothing.
         */
        post: operations["endAimeeConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family_members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Family members allowed to connect to a patient's room, of the divisions asked for, paged, sorted and filtered */
        get: operations["listFamilyMembers"];
        put?: never;
        /** Allow a family member to connect to a patient's room (audited) */
        post: operations["createFamilyMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family_members/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every family member matching the filters, streamed as CSV (the patient masked when the caller's mask_phi is on) */
        get: operations["exportFamilyMembersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family_members/dropdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Values a family member form field or filter offers
         * @description `patient` answers the admitted patients of the divisions asked for (masked names are masked by the web), each as key (id) and value (name), sorted by name.
         */
        get: operations["listFamilyMembersDropdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family_members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One family member of the caller's divisions */
        get: operations["getFamilyMember"];
        /** Change a family member's contact, patient or access (audited) */
        put: operations["updateFamilyMember"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/family_members/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a family member, newest first */
        get: operations["listFamilyMemberRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labelers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Labeling users of the caller's organisation, paged, sorted and filtered
         * @description Labelers belong to the organisation, not to a division; division_id is accepted and ignored.
         */
        get: operations["listLabelers"];
        put?: never;
        /** Add a labeling user to the caller's organisation (audited) */
        post: operations["createLabeler"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labelers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every labeler matching the filters, streamed as CSV */
        get: operations["exportLabelersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labelers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** One labeler of the caller's organisation */
        get: operations["getLabeler"];
        /** Change a labeler's name, email, annotation kinds or access (audited) */
        put: operations["updateLabeler"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/labelers/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** The audit trail of a labeler, newest first */
        get: operations["listLabelerRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stat_alarms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a stat alarm for a monitored patient (live video §7; the app shows its toast for 5 s)
         * @description The monitor must be one of the caller's divisions (another division's reads as a missing
         *     one), of the query's division_id when it names one (not `*`), and active; each answers 422
         *     naming `body.patient_monitor_id`. A monitor has at most
         *     one open alarm (409 `alarm_open` names who raised it). Aimee's stat_alarm function call sends
         *     its `call_id`: the same call id again answers the alarm it raised (201, nothing new, nothing
         *     audited again), so a call delivered twice acts once. Audited (`stat_alarms.create`, with
         *     the monitoring source) and published as `stat-alarm-changed` on the hospital channel of the
         *     monitor's division, so every viewer of the patient sees the banner until it is documented.
         */
        post: operations["createStatAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stat_alarms/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Document what happened after a stat alarm, which clears its banner for every viewer
         * @description An alarm of another division answers 404 as a missing one; a documented one 409 `alarm_documented` naming who documented it. Audited (`stat_alarms.document`) and published as `stat-alarm-changed`.
         */
        post: operations["documentStatAlarm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/watch_states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What viewers of each monitor share now (privacy curtain, nudge, open stat alarm)
         * @description One state per asked monitor of the caller's divisions, in the order asked; monitors of other divisions (or missing) are left out, naming nothing.
         */
        get: operations["listPatientMonitorWatchStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/curtain": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Close or open the privacy curtain of a monitor (its video blurs for every viewer)
         * @description Audited (`patient_monitors.curtain_closed` or `.curtain_opened`, with the monitoring source) and published as `curtain-toggled` on the hospital channel of the monitor's division. Setting the state it already has changes nothing and publishes nothing.
         */
        put: operations["setPatientMonitorCurtain"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patient_monitors/{id}/nudge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Nudge the viewers of a monitor (its tile is highlighted for everyone) or clear the nudge
         * @description Audited (`patient_monitors.nudged` or `.cleared`, with the monitoring source) and published as `nudge-state-changed` on the hospital nudge channel of the monitor's division. Setting the state it already has changes nothing and publishes nothing.
         */
        put: operations["setPatientMonitorNudge"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager_view/observers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Manager View: the observers of the division's monitored patients, their load and their stat alarms
         * @description An observer is a user who watches an active monitor of the division now (an open monitoring
         *     session) or is assigned its patient (a care assignment), or who raised a stat alarm there
         *     in the last 24 hours (or one still undocumented). Their patient load counts the distinct monitored patients they watch
         *     or are assigned; alarms count those they raised in the last 24 hours, the last one, and
         *     those still undocumented. Only the asked division (or all of the caller's).
         */
        get: operations["listManagerViewObservers"];
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
        /** @description The one error shape of every failed call. */
        Error: {
            /** @description Human-readable text, shown to the user as is. */
            error: string;
            /** @description A machine-readable error type, e.g. UserAuthenticator::InactivityTimeout. */
            type?: string;
            /** @description A machine-readable code. */
            code?: string;
            details?: components["schemas"]["ValidationIssue"][];
        };
        ValidationIssue: {
            /** @description Where the problem is, e.g. query.per_page or body.name. */
            field: string;
            /** @description The rule that failed, e.g. enum, minimum, required, type. */
            rule: string;
            message: string;
        };
        /** @description A division id, or `*` for all divisions. */
        DivisionSelector: string;
        Division: {
            id: number;
            name: string;
            color: components["schemas"]["DivisionColor"];
        };
        /** @enum {string} */
        DivisionColor: "orange" | "yellow" | "green" | "turquoise" | "cyan" | "blue" | "purple" | "red";
        Permission: {
            resource: components["schemas"]["PermissionResource"];
            action: components["schemas"]["PermissionAction"];
        };
        /**
         * @description What a permission rule is about (shell §6).
         * @enum {string}
         */
        PermissionResource: "Patient" | "PatientMonitor" | "Meeting" | "Room" | "Unit" | "VideoDevice" | "Group" | "Hospital" | "Division" | "Homepage" | "User" | "Role" | "FamilyConnect" | "Labeler" | "LabeledImage" | "FormBuilder" | "PatientCentral" | "PatientMonitorAssignment" | "InfinityWatch" | "AuditLog" | "SystemMonitoring" | "Reporting" | "Recording" | "AimeeConversation" | "AimeePrompt" | "Aimee" | "System";
        /**
         * @description What a permission rule allows on its resource; not every action applies to every resource (the roles editor offers the pairs that do).
         * @enum {string}
         */
        PermissionAction: "View" | "Edit" | "Manage" | "AccessLiveVideo" | "ManageSharedViews" | "Receive" | "ViewManagement" | "Export" | "Use";
        /**
         * @description What a partner's token may do.
         * @enum {string}
         */
        PartnerScope: "patients:read" | "patient_monitors:read" | "video_devices:read" | "virtual_requests:write";
        Partner: {
            id: number;
            name: string;
            description: string;
            scopes: components["schemas"]["PartnerScope"][];
            /** @description A disabled partner's secret is refused (401). */
            enabled: boolean;
            client_id: string;
            /** @description Only in the answers to createPartner and rotatePartnerSecret: stored as a hash, never answered, recorded or exported again. */
            readonly client_secret?: string;
            /**
             * Format: date-time
             * @description When the current secret was issued.
             */
            secret_rotated_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        PartnerFilters: {
            name?: string;
        };
        PartnerPage: {
            results: components["schemas"]["Partner"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        PartnerWrite: {
            partner: {
                name?: string;
                /** @description Empty (null) clears it. */
                description?: string | null;
                scopes?: components["schemas"]["PartnerScope"][];
                enabled?: boolean;
            };
        };
        PartnerTokenRequest: {
            /** @enum {string} */
            grant_type: "client_credentials";
            client_id: string;
            client_secret: string;
        };
        PartnerToken: {
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /** @description Seconds. */
            expires_in: number;
            /** @description The partner's scopes, space separated. */
            scope: string;
        };
        /** @enum {string} */
        BackgroundJobKind: "csv_export" | "bulk_discharge";
        /** @enum {string} */
        BackgroundJobStatus: "queued" | "running" | "succeeded" | "failed" | "cancelled";
        BackgroundJob: {
            id: number;
            kind: components["schemas"]["BackgroundJobKind"];
            /** @description What it does, e.g. "Patients CSV export" or "Discharge 3 patients". */
            title: string;
            requested_by: {
                id: number;
                name: string;
            };
            status: components["schemas"]["BackgroundJobStatus"];
            /** @description Items (rows or records) handled so far, failed ones included. */
            done: number;
            total: number;
            /** @description Items that could not be done (a bulk job's, each logged with its reason). */
            failed: number;
            percent: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            finished_at: string | null;
            /** @description A succeeded export's file name (downloadBackgroundJobResult). */
            result_file: string | null;
        };
        BackgroundJobLogLine: {
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            level: "info" | "error";
            message: string;
        };
        BackgroundJobDetail: components["schemas"]["BackgroundJob"] & {
            /** @description Oldest first, the last 500 lines. */
            log: components["schemas"]["BackgroundJobLogLine"][];
        };
        BackgroundJobFilters: {
            kind?: components["schemas"]["BackgroundJobKind"][];
            status?: components["schemas"]["BackgroundJobStatus"][];
            requested_by?: string;
        };
        BackgroundJobPage: {
            results: components["schemas"]["BackgroundJob"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        /** @description The table's sort, visible columns (their ids, in order; the default ones when absent) and division selector, as its synchronous export takes them. */
        CsvExportQuery: {
            order_by?: components["schemas"]["OrderBy"];
            columns?: string[];
            division_id?: components["schemas"]["DivisionSelector"];
        };
        CsvExportJobWrite: {
            /** @description Which table, with the filters of that table's own export. */
            csv_export: (components["schemas"]["CsvExportQuery"] & {
                /** @constant */
                table: "patients";
                filters?: components["schemas"]["PatientFilters"];
            }) | (components["schemas"]["CsvExportQuery"] & {
                /** @constant */
                table: "log_entries";
                filters?: components["schemas"]["LogEntryFilters"];
            });
        };
        BulkDischargeJobWrite: {
            bulk_discharge: {
                patient_ids: number[];
            };
        };
        /**
         * @description The features a flag switches (live video spec §5, in-call controls).
         * @enum {string}
         */
        FeatureFlagKey: "ptz_presets" | "connection_quality_indicator" | "screen_sharing";
        FeatureFlag: {
            id: number;
            key: components["schemas"]["FeatureFlagKey"];
            name: string;
            description: string;
            /** @description On for the whole organisation; a user's own enabled_flags apply only while it is on. */
            enabled: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        FeatureFlagFilters: {
            name?: string;
        };
        FeatureFlagPage: {
            results: components["schemas"]["FeatureFlag"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        FeatureFlagWrite: {
            /** @description A flag's key and name are the product's; an administrator turns it on or off and describes it. */
            feature_flag: {
                enabled?: boolean;
                description?: string;
            };
        };
        LogEntry: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /** @description What happened: a record change (roles.update) or video activity as the web reported it. */
            category: string;
            user: {
                id: number;
                name: string;
            };
            session_id: string | null;
            patient_monitor_id: number | null;
            patient_id: number | null;
            video_device_id: number | null;
            video_type: string | null;
            meeting_id: string | null;
            source: string | null;
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case). */
        LogEntryFilters: {
            category?: string;
            user?: string;
            created_at?: components["schemas"]["DateTimeRange"];
        };
        LogEntryPage: {
            results: components["schemas"]["LogEntry"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        /**
         * @description OTHER stands for a method HTTP allows but the API has no use for (the request was answered 404).
         * @enum {string}
         */
        RequestMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS" | "OTHER";
        /** @enum {string} */
        StatusClass: "1xx" | "2xx" | "3xx" | "4xx" | "5xx";
        InboundRequest: {
            id: number;
            /**
             * Format: date-time
             * @description When the answer was sent.
             */
            created_at: string;
            method: components["schemas"]["RequestMethod"];
            /** @description The contract path the request matched (/rooms/{id}); null for a path the API does not have. */
            route: string | null;
            /** @description The path as sent, with every query value replaced by … (a search text may name a patient). */
            path: string;
            status: number;
            status_class: components["schemas"]["StatusClass"];
            /** @description From the request's arrival to its answer, in milliseconds (one decimal). */
            latency_ms: number;
            /** @description The caller's email, or anonymous when the request had no valid token. */
            user: string;
            /** @description The division the request named (division_id), All divisions for *, null when it named none. */
            division: string | null;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        InboundRequestFilters: {
            status_class?: components["schemas"]["StatusClass"][];
            method?: components["schemas"]["RequestMethod"][];
            path?: string;
            user?: string;
            created_at?: components["schemas"]["DateTimeRange"];
        };
        InboundRequestPage: {
            results: components["schemas"]["InboundRequest"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        /**
         * @description The ADT trigger events the listener applies (A01 admit, A02 transfer, A03 discharge, A04 register, A08 update, A11/A12/A13 cancel A01/A02/A03).
         * @enum {string}
         */
        AdtEvent: "A01" | "A02" | "A03" | "A04" | "A08" | "A11" | "A12" | "A13";
        /**
         * @description MSA-1 of the answer - AA accepted and applied, AE application error (understood, not applied), AR rejected (not a message the listener takes).
         * @enum {string}
         */
        AdtAckCode: "AA" | "AE" | "AR";
        /**
         * @description parsed - read by the HL7 library; unparseable - the frame was not an HL7 message.
         * @enum {string}
         */
        AdtParseStatus: "parsed" | "unparseable";
        AdtMessage: {
            id: number;
            /** Format: date-time */
            received_at: string;
            /** @description MSH-9 as sent (ADT^A02^ADT_A02); null when the frame did not parse. */
            message_type: string | null;
            /** @description The trigger event (MSH-9.2). */
            event: string | null;
            /** @description MSH-10, echoed in the ACK's MSA-2. */
            control_id: string | null;
            /** @description MSH-4. */
            sending_facility: string | null;
            /** @description The patient the message named (PID-5), as the message named them. */
            patient_name: string | null;
            /** @description PID-3 (the MR identifier). */
            patient_mrn: string | null;
            parse_status: components["schemas"]["AdtParseStatus"];
            ack_code: components["schemas"]["AdtAckCode"];
            /** @description MSA-3: OK, or the reason it was not applied. */
            ack_text: string;
            /** @description What the message changed, or "Nothing changed". */
            effect: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        AdtMessageFilters: {
            ack_code?: components["schemas"]["AdtAckCode"][];
            parse_status?: components["schemas"]["AdtParseStatus"][];
            message_type?: string;
            control_id?: string;
            received_at?: components["schemas"]["DateTimeRange"];
        };
        AdtMessagePage: {
            results: components["schemas"]["AdtMessage"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        AdtTemplate: {
            event: components["schemas"]["AdtEvent"];
            /** @description The HL7 v2 message, segments separated by carriage returns. */
            message: string;
        };
        AdtSend: {
            /** @description An HL7 v2 message; segments may be separated by carriage returns or new lines. */
            message: string;
        };
        AdtAck: {
            /** @description MSA-1 as answered (AA, AE, AR). */
            ack_code: string;
            /** @description MSA-3. */
            ack_text: string;
            /** @description MSA-2, the control id of the message it answers. */
            control_id: string | null;
            /** @description The whole ACK message, segments separated by carriage returns. */
            ack: string;
        };
        /**
         * @description What the room's nurse call system signalled: patient_call (the pillow speaker's call button, low), bed_exit (the bed's exit alarm, medium), bath_call (the bathroom or toilet pull cord, medium: a fall risk), staff_assist (a colleague in the room asks for help, high), code_blue (cardiac or respiratory arrest, high).
         * @enum {string}
         */
        NurseCallType: "patient_call" | "bed_exit" | "bath_call" | "staff_assist" | "code_blue";
        /**
         * @description The call's virtual request as it stands: open (waiting, within the answer window), accepted, dismissed (by everyone it was sent to), denied, or unanswered (still open past the answer window, or sent to nobody: no one on duty takes virtual nursing requests in the division).
         * @enum {string}
         */
        NurseCallOutcome: "open" | "accepted" | "dismissed" | "denied" | "unanswered";
        NurseCall: {
            id: number;
            /** Format: date-time */
            raised_at: string;
            call_type: components["schemas"]["NurseCallType"];
            priority: components["schemas"]["VirtualRequestPriority"];
            outcome: components["schemas"]["NurseCallOutcome"];
            room: {
                id: number;
                name: string;
            };
            patient: {
                id: number;
                name: string;
            };
            division: {
                id: number;
                name: string;
            };
            /** @description Who accepted the call's request; null until someone does. */
            accepted_by: null | {
                name: string;
            };
            /** Format: date-time */
            accepted_at: string | null;
            /** @description Seconds from raised to accepted; null until accepted. */
            response_time_sec: number | null;
            /** @description How many staff the request was sent to. */
            notified_count: number;
            /** @description Who raised it: the user on Test Nurse Call, or Nurse Call System for the hospital's own. */
            raised_by: string;
            virtual_request_id: number;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        NurseCallFilters: {
            outcome?: components["schemas"]["NurseCallOutcome"][];
            call_type?: components["schemas"]["NurseCallType"][];
            priority?: components["schemas"]["VirtualRequestPriority"][];
            room?: string;
            raised_at?: components["schemas"]["DateTimeRange"];
        };
        NurseCallPage: {
            results: components["schemas"]["NurseCall"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        NurseCallRoom: {
            id: number;
            name: string;
            division: {
                id: number;
                name: string;
            };
            /** @description The admitted patient in the room; null for an empty room. */
            patient: null | {
                id: number;
                name: string;
            };
            /** @description The patient's running monitor (not stopped); null for none. */
            monitor: null | {
                id: number;
                status: components["schemas"]["MonitorStatus"];
            };
        };
        NurseCallRaise: {
            nurse_call: {
                room_id: number;
                call_type: components["schemas"]["NurseCallType"];
            };
        };
        /** @enum {string} */
        UptimeWindow: "24h" | "7d";
        DeviceUptime: {
            /** @description The row: the device id times two, less one for the 24 hour window. */
            id: number;
            video_device_id: number;
            name: string;
            division: {
                id: number;
                name: string;
            };
            room: string | null;
            window: components["schemas"]["UptimeWindow"];
            status: components["schemas"]["DeviceStatus"];
            /** @description Share of the observed part of the window the device was online, in percent (two decimals); null while the device has not reported yet. */
            uptime_percent: number | null;
            /** @description Times the device went from online to offline or error within the window. */
            outages: number;
            /**
             * Format: date-time
             * @description The device's last status change; null when none was seen.
             */
            last_change_at: string | null;
            /**
             * Format: date-time
             * @description Where the window's observation starts: its start, or when the simulator began recording the device's status if later; null while the device has not reported yet.
             */
            observed_since: string | null;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        DeviceUptimeFilters: {
            window?: components["schemas"]["UptimeWindow"][];
            name?: string;
            status?: components["schemas"]["DeviceStatus"][];
        };
        DeviceUptimePage: {
            results: components["schemas"]["DeviceUptime"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        AccessNamed: {
            id: number;
            name: string;
        };
        AccessUser: {
            id: number;
            name: string;
            role: components["schemas"]["AccessNamed"];
            blocked: boolean;
        };
        /** @description One link of the reason chain, as a person reads it. */
        AccessReason: {
            kind: components["schemas"]["AccessReasonKind"];
            /** @description e.g. "Role Nurse grants View Patient", "Group North Tower Rapid Response gives room N-301" */
            text: string;
        };
        /**
         * @description role_grants or role_lacks (a View rule of the user's role), division (the room's division is one of the user's), group_room or group_unit (a group the user is a member of lists the room, or its unit), no_access (neither), blocked (the user cannot sign in).
         * @enum {string}
         */
        AccessReasonKind: "role_grants" | "role_lacks" | "division" | "group_room" | "group_unit" | "no_access" | "blocked";
        AccessPatient: {
            id: number;
            display_name: string;
        };
        AccessRoom: {
            id: number;
            name: string;
            /** @description The room's record (View Room and the room in scope). */
            sees_room: boolean;
            /** @description The room's patients (View Patient and the room in scope). */
            sees_patients: boolean;
            reasons: components["schemas"]["AccessReason"][];
            /** @description The patients in the room now. */
            patients: components["schemas"]["AccessPatient"][];
        };
        AccessUnit: {
            id: number;
            name: string;
            sees_unit: boolean;
            reasons: components["schemas"]["AccessReason"][];
            rooms: components["schemas"]["AccessRoom"][];
        };
        AccessDivision: {
            id: number;
            name: string;
            /** @description The division is one of the user's. */
            assigned: boolean;
            units: components["schemas"]["AccessUnit"][];
        };
        UserAccess: {
            user: components["schemas"]["AccessUser"];
            /** @description What the user's role grants or lacks of View Room, View Unit and View Patient. */
            permissions: components["schemas"]["AccessReason"][];
            divisions: components["schemas"]["AccessDivision"][];
        };
        RoomAccessUser: {
            user: components["schemas"]["AccessUser"];
            sees_room: boolean;
            sees_patients: boolean;
            reasons: components["schemas"]["AccessReason"][];
        };
        RoomAccess: {
            room: components["schemas"]["AccessNamed"];
            unit: components["schemas"]["AccessNamed"];
            division: components["schemas"]["AccessNamed"];
            patients: components["schemas"]["AccessPatient"][];
            /** @description Users with the room in scope (their division, or a group of theirs), sorted by name. */
            users: components["schemas"]["RoomAccessUser"][];
        };
        SystemOverview: {
            /** @description Video devices of the caller's divisions (the ones asked for) by status. */
            devices: {
                online: number;
                offline: number;
                error: number;
            };
            calls: {
                /** @description Open video calls (asked, started or joined) on devices of those divisions. */
                active: number;
            };
            monitors: {
                active: number;
                paused: number;
            };
            realtime: {
                /** @description Realtime connections subscribed to the caller's hospital channel; null when the realtime server is an external one (soketi) whose connections the simulator does not see. */
                connections: number | null;
            };
            /** @description Provider API requests of the caller's organisation answered in the last 60 seconds (the Inbound Requests log). */
            requests: {
                per_minute: number;
                /** @description Share of them answered 5xx, in percent (one decimal); null with no requests. */
                error_rate: number | null;
            };
            /** Format: date-time */
            generated_at: string;
        };
        CurrentUserRole: {
            id: number;
            name: string;
            show_admin_menu: boolean;
        };
        Role: {
            id: number;
            name: string;
            /** @description The static admin menu needs it (shell §6). */
            show_admin_menu: boolean;
            permissions: components["schemas"]["Permission"][];
            /** @description Users of the organisation holding the role. */
            user_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        RoleFilters: {
            name?: string;
        };
        RolePage: {
            results: components["schemas"]["Role"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        RoleWrite: {
            /** @description On create name is required; the name is unique in the organisation. permissions replaces every rule at once; each pair must be one the product knows. */
            role: {
                name?: string;
                show_admin_menu?: boolean;
                permissions?: components["schemas"]["Permission"][];
            };
        };
        /** @description A hospital of the health system, which the product calls a division (the hospital picker lists them with their colours). */
        HospitalDivision: {
            id: number;
            name: string;
            color: components["schemas"]["DivisionColor"];
            timezone: components["schemas"]["DivisionTimezone"];
            /** @description The street address staff and visitors are sent to. */
            address: string | null;
            unit_count: number;
            room_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description The hospital's local time zone (IANA name), one of the four the product offers (shell §9 "Time zones offered").
         * @enum {string}
         */
        DivisionTimezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Los_Angeles";
        /** @description TEXT filters match when the value contains the text (any case); ENUM filters when equal to one of the values. */
        HospitalDivisionFilters: {
            name?: string;
            color?: components["schemas"]["DivisionColor"][];
            timezone?: components["schemas"]["DivisionTimezone"][];
        };
        HospitalDivisionPage: {
            results: components["schemas"]["HospitalDivision"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        HospitalDivisionWrite: {
            /** @description On create name, color and timezone are required; the name is unique in the organisation (any case). An empty or null address is none. */
            hospital_division: {
                name?: string;
                color?: components["schemas"]["DivisionColor"];
                timezone?: components["schemas"]["DivisionTimezone"];
                address?: string | null;
            };
        };
        /** @description An attribute (the spec's tag) the organisation gives patients, such as Fall Risk; those shared with Aimee go with a visit's aimee_tags. */
        Tag: {
            id: number;
            name: string;
            color: components["schemas"]["DivisionColor"];
            description: string | null;
            /** @description Whether Aimee is told of the attribute (aimee_tags of a visit with a patient who has it). */
            share_with_aimee: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case); ENUM filters when equal to one of the values. */
        TagFilters: {
            name?: string;
            color?: components["schemas"]["DivisionColor"][];
        };
        TagPage: {
            results: components["schemas"]["Tag"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        TagWrite: {
            /** @description On create name and color are required and share_with_aimee defaults to false; the name is unique in the organisation (any case). An empty or null description is none. */
            tag: {
                name?: string;
                color?: components["schemas"]["DivisionColor"];
                description?: string | null;
                share_with_aimee?: boolean;
            };
        };
        /** @description What a health system sets for all its users. Logo and footer logo are shown in the header and footer of its signed-in users (the provider's logo when null); mrn_length, when set, is the exact length of a new patient's MRN; connect_all_interval_ms is the pause between tile connections of Connect All; inactivity_timeout_min is the default inactivity timeout of its users. */
        HealthSystemPreference: {
            /** @description The hospital id of its users (current user hospital.id). */
            id: number;
            name: string;
            logo_url: string | null;
            footer_logo_url: string | null;
            meeting_preview_enabled: boolean;
            mrn_length: number | null;
            connect_all_interval_ms: number;
            inactivity_timeout_min: number;
            /** Format: date-time */
            updated_at: string;
        };
        HealthSystemPreferenceFilters: {
            name?: string;
        };
        HealthSystemPreferencePage: {
            results: components["schemas"]["HealthSystemPreference"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        HealthSystemPreferenceWrite: {
            /** @description A logo URL starts with https:// or http://; an empty or null one is none (the provider's logo). An empty or null mrn_length is no length rule. The inactivity timeout is at least 10 minutes (the session warns 5 minutes before it). */
            health_system_preference: {
                logo_url?: string | null;
                footer_logo_url?: string | null;
                meeting_preview_enabled?: boolean;
                mrn_length?: number | null;
                connect_all_interval_ms?: number;
                inactivity_timeout_min?: number;
            };
        };
        /** @description A division's own settings. Its time zone is shown here and edited in Health System › Hospitals. */
        DivisionPreference: {
            /** @description The division's id. */
            id: number;
            division: {
                id: number;
                name: string;
            };
            name: string;
            timezone: components["schemas"]["DivisionTimezone"];
            /** @description Preview visits need this and the health system's meeting_preview_enabled. */
            meeting_preview_enabled: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        DivisionPreferenceFilters: {
            name?: string;
        };
        DivisionPreferencePage: {
            results: components["schemas"]["DivisionPreference"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        DivisionPreferenceWrite: {
            division_preference: {
                meeting_preview_enabled?: boolean;
            };
        };
        /** @description What the home page shows to the users of a division, under the welcome heading. */
        DivisionHomepage: {
            /** @description The division's id. */
            id: number;
            division: {
                id: number;
                name: string;
            };
            name: string;
            welcome_message: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        DivisionHomepageFilters: {
            name?: string;
        };
        DivisionHomepagePage: {
            results: components["schemas"]["DivisionHomepage"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        DivisionHomepageWrite: {
            /** @description An empty or null message is none. */
            division_homepage: {
                welcome_message?: string | null;
            };
        };
        /** @description What the home page shows in one of the user's divisions (Hospitals › Homepage). */
        CurrentUserHomepage: {
            division_id: number;
            welcome_message: string | null;
        };
        /** @description How the health system's pages open for its users. */
        PagePreference: {
            /** @description The hospital id of its users (current user hospital.id). */
            id: number;
            name: string;
            /** @description Rows per page of a table for a user who has not chosen their own: 10, 25, 50 or 100. */
            default_per_page: number;
            /** Format: date-time */
            updated_at: string;
        };
        PagePreferenceFilters: {
            name?: string;
        };
        PagePreferencePage: {
            results: components["schemas"]["PagePreference"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        PagePreferenceWrite: {
            /** @description default_per_page is one of the table's choices, 10, 25, 50 or 100. */
            page_preference: {
                default_per_page?: number;
            };
        };
        VideoReason: {
            id: number;
            name: string;
            /** @description Place in the Video Reason select: lowest first, ties by name. */
            sort_order: number;
            /** @description Only enabled reasons are offered in Video Meeting Settings. */
            enabled: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        VideoReasonChoice: {
            id: number;
            name: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        VideoReasonFilters: {
            name?: string;
        };
        VideoReasonPage: {
            results: components["schemas"]["VideoReason"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        VideoReasonWrite: {
            /** @description On create name is required and enabled defaults to true; the name is unique in the organisation (any case). A null or absent sort_order on create, or null on update, places the reason after the others. */
            video_reason: {
                name?: string;
                sort_order?: number | null;
                enabled?: boolean;
            };
        };
        StaffType: {
            id: number;
            kind: components["schemas"]["StaffKind"];
            /** @description How the organisation names the staff kind. */
            display_name: string;
            description: string | null;
            /** @description Users of the organisation of this staff kind. */
            user_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case); ENUM when equal to one of the values. */
        StaffTypeFilters: {
            display_name?: string;
            kind?: components["schemas"]["StaffKind"][];
        };
        StaffTypePage: {
            results: components["schemas"]["StaffType"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        StaffTypeWrite: {
            /** @description The kind is fixed (shell §3); the display name is unique in the organisation (any case). */
            staff_type: {
                display_name?: string;
                description?: string | null;
            };
        };
        /**
         * @description The colour behind a user's initials; null on a user means the default,
         * @enum {string}
         */
        AvatarColor: "#1E88E5" | "#43A047" | "#F4511E" | "#E53935" | "#8E24AA" | "#00897B" | "#3949AB" | "#546E7A";
        User: {
            id: number;
            /** @description The name shown for the user (their display name); initials come from it. */
            name: string;
            /** @description Unique among all users: sign-in finds the user by it. */
            email: string;
            role: {
                id: number;
                name: string;
            };
            divisions: {
                id: number;
                name: string;
            }[];
            staff_types: components["schemas"]["UserStaffType"][];
            /** @description The request kinds the user is notified of (shell §6); kept as staff kinds, as the current user carries them. */
            virtual_request_types: components["schemas"]["UserStaffType"][];
            /** @description Minutes without activity before sign-out (the warning comes 5 minutes earlier); null is the product's default (the warning after 55 minutes). */
            inactivity_timeout_min: number | null;
            /**
             * @description 24 means 24-hour time.
             * @enum {integer}
             */
            time_format: 12 | 24;
            avatar_color: components["schemas"]["AvatarColor"] | null;
            /** Format: date-time */
            updated_at: string;
        };
        UserStaffType: {
            kind: components["schemas"]["StaffKind"];
            /** @description The organisation's display name of the kind (Health System, Staff Types). */
            name: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        UserFilters: {
            name?: string;
            email?: string;
            role?: string;
        };
        UserPage: {
            results: components["schemas"]["User"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        UserWrite: {
            /**
             * @description On create name, email, role_id, division_ids and password are required. The email is a
             *     valid address, unique among all users (any case). The role is one of the organisation's,
             *     and nobody changes their own. Divisions are given or taken away only by someone who
             *     belongs to them. The password follows the product's rule (shell §5) and is stored hashed;
             *     on update it is optional (sent: a new password).
             */
            user: {
                name?: string;
                email?: string;
                role_id?: number;
                division_ids?: number[];
                staff_types?: components["schemas"]["StaffKind"][];
                virtual_request_types?: components["schemas"]["StaffKind"][];
                inactivity_timeout_min?: number | null;
                /** @enum {integer} */
                time_format?: 12 | 24;
                avatar_color?: components["schemas"]["AvatarColor"] | null;
                password?: string;
            };
        };
        SavedView: {
            id: number;
            table_id: components["schemas"]["TableId"];
            /** @description The table's name as its page is titled (Video Devices); the table_id for a table without a resource. */
            table: string;
            name: string;
            /** @description Opens with its table for its owner; always false for a system view. */
            is_default: boolean;
            /** @description Seen by everyone of the organisation; edited only with Manage System. */
            is_system: boolean;
            /** @description The name of the user who saved it. */
            owner: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        SavedViewFilters: {
            name?: string;
            table?: string;
        };
        SavedViewPage: {
            results: components["schemas"]["SavedView"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        SavedViewWrite: {
            /** @description A system view, or is_system sent as a change, needs Manage System (403). A system view's is_default is always false (shell §4); a default view clears its owner's other default of the table. A name (or Is System) that would give the view a name another of the owner's own views of the table has, or for a system view another system view of the table, in any case, is a 400 naming `body.saved_view.name` (rule `unique`). */
            saved_view: {
                /** @description As on create (TableUserSettingWrite): a blank name is refused; the view menu would show an empty entry. */
                name?: string;
                is_default?: boolean;
                is_system?: boolean;
            };
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        DynamicFieldValueFilters: {
            label?: string;
        };
        DynamicFieldValuePage: {
            results: components["schemas"]["DynamicFieldValue"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        DynamicFieldValueWrite: {
            /** @description The label is unique among the values of its field and hospital (any case). A null sort_order places the value after the others. */
            dynamic_field_value: {
                label?: string;
                is_enabled?: boolean;
                sort_order?: number | null;
            };
        };
        Hospital: {
            id: number;
            name: string;
            organization_id: string;
            main_division_id: number;
            meeting_preview_enabled: boolean;
            logo_url: string | null;
            footer_logo_url: string | null;
            /** @description Rows per page of a table for a user who has not chosen their own (Health System › Page Preferences). */
            default_per_page?: number;
            /** @description The pause between two tiles when Patient Central's Connect All opens their video (Health System › Preferences). */
            connect_all_interval_ms?: number;
        };
        /** @enum {string} */
        StaffKind: "eicu" | "security" | "translation" | "virtual_nursing" | "virtual_scribe" | "virtual_observer";
        CurrentUser: {
            id: number;
            name: string;
            display_name: string;
            /** Format: email */
            email: string;
            role: components["schemas"]["CurrentUserRole"];
            hospital: components["schemas"]["Hospital"];
            hospital_id: number;
            divisions: components["schemas"]["Division"][];
            /** @description What the home page shows in each of the user's divisions that has something to show. */
            division_homepages?: components["schemas"]["CurrentUserHomepage"][];
            preferred_division_id: number | null;
            /** @example America/Chicago */
            timezone: string;
            /**
             * @description 24 means 24-hour time.
             * @enum {integer}
             */
            time_format: 12 | 24;
            /** @enum {string} */
            avatar_type: "initials" | "image";
            avatar_color: string | null;
            avatar_url: string | null;
            permissions: components["schemas"]["Permission"][];
            staff_types: {
                kind: components["schemas"]["StaffKind"];
            }[];
            virtual_request_types: components["schemas"]["StaffKind"][];
            audio_ping_enabled: boolean;
            inactivity_timeout_sec: number | null;
            enabled_flags: string[];
            /** @description Tiles across a monitoring wall: the patient_central preference, else 3. */
            grid_column_number: number;
            helpdesk_signature?: string | null;
        };
        /** @enum {string} */
        PageKind: "patients_list" | "patient_monitors" | "central_monitoring" | "assignments" | "infinity_watch" | "team_mode" | "nursing_station" | "shift_report" | "patient_tracker" | "operational_live_view" | "patient_timeline" | "advanced_reporting" | "recordings" | "care_assignments" | "my_home";
        MenuItem: {
            id: number;
            label: string;
            icon: string;
            enabled: boolean;
            page?: components["schemas"]["PageKind"];
            /** @enum {string} */
            pageType: "group" | "item";
            menu_items?: components["schemas"]["MenuItem"][];
        };
        MenuSet: {
            id: number;
            title: string;
            icon: string;
            expanded: boolean;
            enabled: boolean;
            /** @description Role ids allowed to see the set; empty means all roles. */
            roles: number[];
            /** @description The names of `roles`, in the same order. */
            role_names: string[];
            menu_items: components["schemas"]["MenuItem"][];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        MenuSetFilters: {
            title?: string;
        };
        MenuSetPage: {
            results: components["schemas"]["MenuSet"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        MenuSetWrite: {
            /** @description On create title is required. roles are role ids of the caller's organisation (empty means every role). menu_items replaces every item at once, in their order; a group holds items, an item opens a page. */
            menu_set: {
                title?: string;
                icon?: string | null;
                expanded?: boolean;
                enabled?: boolean;
                roles?: number[];
                menu_items?: components["schemas"]["MenuItemWrite"][];
            };
        };
        /** @description A top-level item: a group (no page; its menu_items are items) or an item (a page, no menu_items). id: kept when it is one of the set's items, otherwise a new one is given. */
        MenuItemWrite: {
            id?: number;
            label: string;
            icon?: string | null;
            enabled?: boolean;
            page?: components["schemas"]["PageKind"];
            /** @enum {string} */
            pageType: "group" | "item";
            menu_items?: components["schemas"]["MenuItemChildWrite"][];
        };
        /** @description An item of a group; groups are one level deep. */
        MenuItemChildWrite: {
            id?: number;
            label: string;
            icon?: string | null;
            enabled?: boolean;
            page?: components["schemas"]["PageKind"];
            /** @enum {string} */
            pageType: "item";
        };
        Notification: {
            id: number;
            message: string;
            archived: boolean;
            /** Format: date-time */
            created_at: string;
            division_id: number;
            related_to: {
                patient_monitor_id: number | null;
            };
        };
        NotificationList: {
            results: components["schemas"]["Notification"][];
        };
        /** @enum {string} */
        MonitorStatus: "stopped" | "pending" | "active" | "paused" | "created";
        PatientHit: {
            id: number;
            division_id: number;
            display_name: string;
            mrn: string;
            /** Format: date */
            dob: string | null;
            room: {
                name: string;
            } | null;
            /**
             * @example active
             * @example discharged
             */
            status: string;
            division_color: components["schemas"]["DivisionColor"];
            division_name: string;
        };
        RoomHit: {
            id: number;
            name: string;
            patient_name: string | null;
        };
        MonitoringSessionHit: {
            id: number;
            display_name: string;
            mrn: string;
            status: components["schemas"]["MonitorStatus"];
            /** Format: date-time */
            monitor_started_at: string | null;
            /** Format: date-time */
            monitor_ended_at: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        NamedHit: {
            id: number;
            name: string;
            status?: string;
        };
        SearchGroup: {
            /** @enum {string} */
            groupId: "patients" | "rooms" | "monitoring_sessions" | "units" | "groups" | "video_devices";
            groupName: string;
            total: number;
            items: (components["schemas"]["PatientHit"] | components["schemas"]["RoomHit"] | components["schemas"]["MonitoringSessionHit"] | components["schemas"]["NamedHit"])[];
        };
        SearchResponse: {
            groups: components["schemas"]["SearchGroup"][];
        };
        /** @description Known keys: mask_phi, audio_ping, patient_central, table, patient_overview, live_dashboard, infinity_watch, time_machine, quickview, stretch_pages. patient_central holds grid_column_number (1 to 8), served as the current user's grid_column_number; another value is a 400 on body.user_preference.settings.grid_column_number. */
        PreferenceKey: string;
        UserPreference: {
            key: components["schemas"]["PreferenceKey"];
            settings: {
                [key: string]: unknown;
            };
        };
        UserPreferenceWrite: {
            user_preference: {
                settings: {
                    [key: string]: unknown;
                };
            };
        };
        TableId: string;
        OrderBy: {
            field: string;
            /**
             * @default asc
             * @enum {string}
             */
            direction: "asc" | "desc";
        };
        /**
         * @default 10
         * @enum {integer}
         */
        PerPage: 10 | 25 | 50 | 100;
        ColumnSetting: {
            is_sticky?: boolean;
            is_wrapped?: boolean;
        };
        TableViewMetadata: {
            filters?: {
                [key: string]: unknown;
            };
            order?: components["schemas"]["OrderBy"];
            per_page?: components["schemas"]["PerPage"];
            visible_columns?: string[];
            available_columns?: string[];
            column_settings?: {
                [key: string]: components["schemas"]["ColumnSetting"];
            };
            division_id?: components["schemas"]["DivisionSelector"];
        };
        TableUserSetting: {
            id: number;
            table_id: components["schemas"]["TableId"];
            name: string;
            is_default: boolean;
            is_system: boolean;
            metadata: components["schemas"]["TableViewMetadata"];
        };
        TableUserSettingWrite: {
            /** @description The name is unique, in any case and spaces around it aside, among the owner's own views of the table, and a system view's among the organisation's system views of the table: a taken one is a 400 naming `body.table_user_setting.name` (rule `unique`), on create and on update. An own view may share a system view's name: the table's view menu shows that one as 'Name (system)'. The metadata's filters and order are checked as the table's own list call checks its `filters` and `order_by` (its contract schema, a sortable column, ranges in order, the organisation's custom fields; empty filters aside, which the table never sends): a refused one is a 400 naming the field under `body.table_user_setting.metadata` (`filters.<id>`, `order.field`). Its division_id is `*` or a division of the caller's organisation: any other is a 400 naming `body.table_user_setting.metadata.division_id`, the same for one of another organisation as for none. The table_id on create is the key of a resource with a list (video_devices, patient_monitors...): any other is a 400 naming `body.table_user_setting.table_id`; an update keeps the view's table. */
            table_user_setting: {
                table_id: components["schemas"]["TableId"];
                name: string;
                /** @description false when absent on create; unchanged when absent on update. */
                is_default?: boolean;
                /** @description false when absent on create; unchanged when absent on update. */
                is_system?: boolean;
                metadata?: components["schemas"]["TableViewMetadata"];
            };
        };
        /**
         * @description The records that take custom fields (patient, video_device).
         * @enum {string}
         */
        CustomFieldModel: "patient" | "video_device";
        /**
         * @description The input of the field and the values it holds: text and textarea any text; number a decimal number; select and radio one of the options; checkbox Yes or No; datetime an ISO 8601 date-time.
         * @enum {string}
         */
        CustomFieldKind: "text" | "textarea" | "number" | "select" | "radio" | "checkbox" | "datetime";
        /** @description One field of a form, in the order the form shows it. Its kind is a custom field's (shell §3). */
        FormField: {
            /** @description The name of its value in a submission (snake_case, unique in the form, kept across edits). */
            key: string;
            label: string;
            kind: components["schemas"]["CustomFieldKind"];
            required: boolean;
            /** @description The choices of a select or radio field, in the order offered; absent for the other kinds. */
            options?: string[];
        };
        /** @description A form of the organisation (System, Form Builder). */
        Form: {
            id: number;
            title: string;
            description: string | null;
            /** @description Only enabled forms are offered on a patient's Forms tab. */
            enabled: boolean;
            fields: components["schemas"]["FormField"][];
            /** @description Times the form was filled, for any patient of the organisation. */
            submission_count: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        FormFilters: {
            title?: string;
        };
        FormPage: {
            results: components["schemas"]["Form"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        FormWrite: {
            /** @description On create title is required, enabled defaults to true and fields to none; the title is unique in the organisation (any case). Fields replace the form's list as sent: a field without a key is new and gets one from its label; a field's label is required; select and radio need at least one option, each distinct, and the other kinds have none. */
            form: {
                title?: string;
                description?: string | null;
                enabled?: boolean;
                fields?: {
                    key?: string;
                    label: string;
                    kind: components["schemas"]["CustomFieldKind"];
                    required?: boolean;
                    options?: string[] | null;
                }[];
            };
        };
        /** @description A form filled for a patient. Its fields are the form's as they were when it was filled, so a later edit of the form does not change what was recorded. */
        FormSubmission: {
            id: number;
            form: {
                id: number;
                title: string;
            };
            fields: components["schemas"]["FormField"][];
            /** @description Each field's value by key, as text (a checkbox Yes or No, a date-time ISO 8601); null when left empty. */
            values: {
                [key: string]: string | null;
            };
            /** @description Who filled it. */
            username: string;
            /** Format: date-time */
            created_at: string;
        };
        FormToFill: {
            id: number;
            title: string;
            description: string | null;
            fields: components["schemas"]["FormField"][];
        };
        PatientFormSubmissions: {
            /** @description The organisation's enabled forms, by title. */
            forms: components["schemas"]["FormToFill"][];
            /** @description The patient's submissions, newest first. */
            submissions: components["schemas"]["FormSubmission"][];
        };
        FormSubmissionWrite: {
            submission: {
                /** @description An enabled form of the patient's organisation. */
                form_id: number;
                /** @description Each field's value by key (text; a number as digits, a checkbox Yes or No, a date-time ISO 8601, a choice one of the options). Keys the form does not have are refused. */
                values: {
                    [key: string]: string | null;
                };
            };
        };
        /** @description A custom field of the organisation (shell §3), keyed by model then key. */
        CustomField: {
            id: number;
            model: components["schemas"]["CustomFieldModel"];
            /** @description The field's name in custom_fields of its model's records (snake_case). */
            key: string;
            kind: components["schemas"]["CustomFieldKind"];
            label: string;
            /** @description The choices of a select or radio field, in the order offered; absent for the other kinds. */
            options?: string[];
        };
        /** @description TEXT filters match when the value contains the text (any case); ENUM filters when equal to one of the values. */
        CustomFieldFilters: {
            label?: string;
            key?: string;
            model?: components["schemas"]["CustomFieldModel"][];
            kind?: components["schemas"]["CustomFieldKind"][];
        };
        CustomFieldPage: {
            results: components["schemas"]["CustomField"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        CustomFieldWrite: {
            /** @description On create model, key, kind and label are required; the key is snake_case (a lowercase letter, then lowercase letters, digits or underscores), not `constructor` (reserved: query strings drop it), and unique per model in the organisation. Model and key cannot change after create (sending the stored value is accepted). Options are required for select and radio (at least one, each distinct in any case) and refused for the other kinds; changing the kind to one without options drops them. */
            custom_field: {
                model?: components["schemas"]["CustomFieldModel"];
                key?: string;
                kind?: components["schemas"]["CustomFieldKind"];
                label?: string;
                options?: string[] | null;
            };
        };
        /** @description Definitions keyed by model (e.g. video_device), then by field key. */
        CustomFieldsByModel: {
            [key: string]: {
                [key: string]: components["schemas"]["CustomField"];
            };
        };
        /** @enum {string} */
        MonitoringSource: "infinity_watch" | "team_mode" | "central_monitoring";
        /** @description A write names only these fields (the simulator answers 400 naming any other: AuditLog extends this schema, so it cannot say additionalProperties false). The patient, monitor and device it names must be of the caller's organisation. A client audits video activity (live video §7: video_started, video_connected...); the categories the server writes itself are `<area>.<action>` (rooms.update, stat_alarms.create, patient_monitors.nudged...), and a write of a category with a dot is a 400 naming `body.audit_log.category` (rule `server_owned`). */
        AuditEntry: {
            category: string;
            session_id?: string | null;
            patient_monitor_id?: number | null;
            /** @enum {string|null} */
            video_type?: "meeting" | "monitoring" | "test" | null;
            meeting_id?: string | null;
            patient_id?: number | null;
            ptz_enabled?: boolean | null;
            video_reasons?: number[] | null;
            video_device_id?: number | null;
            source?: components["schemas"]["MonitoringSource"] | null;
        };
        AuditLogWrite: {
            audit_log: components["schemas"]["AuditEntry"];
        };
        AuditLog: components["schemas"]["AuditEntry"] & {
            id: number;
            user_id: number;
            /** Format: date-time */
            created_at: string;
        };
        ChannelAuthRequest: {
            socket_id: string;
            channel_name: string;
        };
        ChannelAuth: {
            auth: string;
            /** @description Base64 key of a private-encrypted channel. */
            shared_secret?: string;
            channel_data?: string;
        };
        TriggerRequest: {
            event: string;
            /** @description At most 10 KB once serialised (Pusher's limit on one event); larger is a 400. */
            data: {
                [key: string]: unknown;
            };
        };
        TriggerResult: {
            channel: string;
            event: string;
        };
        /** @enum {string} */
        DeviceStatus: "offline" | "online" | "error";
        /** @enum {string} */
        DeviceKind: "fixed" | "mobilecart" | "mobile3rdparty" | "trainingvideo";
        /** @enum {string} */
        ServiceStatus: "in_service" | "decommissioned";
        /** @enum {string} */
        FrameProcessing: "off" | "upload" | "upload_and_pipeline";
        DeviceMetrics: {
            net_wlan_ip?: string | null;
            wifi_country_code?: string | null;
            wifi_dfs_channels_disabled?: boolean | null;
            wifi_frequency?: number | null;
            /** @enum {string|null} */
            wifi_signal_state?: "excellent" | "good" | "fair" | "poor" | null;
            /** @description dBm */
            wifi_signal_strength?: number | null;
        };
        VideoDevice: {
            id: number;
            name: string;
            status: components["schemas"]["DeviceStatus"];
            kind: components["schemas"]["DeviceKind"];
            service_status: components["schemas"]["ServiceStatus"];
            room: {
                id: number;
                name: string;
            } | null;
            version: string | null;
            state: {
                pending_software_update?: string | null;
                frame_upload_interval?: number | null;
                kiosk_mode?: boolean | null;
                metrics?: components["schemas"]["DeviceMetrics"];
                /** @description The room TV as the device last reported it (devices with TV IR); absent or null until it reports. */
                tv?: null | components["schemas"]["TvState"];
            };
            /** Format: date-time */
            state_updated_at: string | null;
            ip_address: string | null;
            serial_number: string | null;
            mac_address: string | null;
            description: string | null;
            division: {
                id: number;
                name: string;
            };
            hospital_name: string;
            config: {
                webrtc?: {
                    primary_camera?: {
                        video_encoder_profile_name?: string | null;
                    };
                };
                tv?: {
                    ir?: {
                        enabled?: boolean;
                        ld_input_action?: string | null;
                    };
                };
                device?: {
                    volume?: number;
                };
            };
            ptz_enabled: boolean;
            /** Format: date-time */
            credentials_generated_at: string | null;
            patient_monitors: {
                id: number;
                status: components["schemas"]["MonitorStatus"];
                room_name: string | null;
            }[];
            frame_processing: components["schemas"]["FrameProcessing"];
            /**
             * @example wlan0
             * @example eth0
             */
            network_interface: string | null;
            /**
             * @example 2.4
             * @example 5
             */
            wifi_frequency_band: string | null;
            video_url: string | null;
            /** @description Custom field values by key (model video_device); null when empty. */
            custom_fields?: {
                [key: string]: string | null;
            };
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text; NUMBER, ENUM and DATE when equal; DATERANGE and DATETIMERANGE when between from and to (inclusive). */
        VideoDeviceFilters: {
            name?: string;
            id?: number;
            status?: components["schemas"]["DeviceStatus"][];
            kind?: components["schemas"]["DeviceKind"][];
            service_status?: components["schemas"]["ServiceStatus"][];
            room?: string;
            version?: string;
            ip_address?: string;
            serial_number?: string;
            mac_address?: string;
            /** Format: date */
            state_updated_on?: string;
            state_updated_at?: components["schemas"]["DateTimeRange"];
            credentials_generated_at?: components["schemas"]["DateRange"];
            /** @description true: a patient monitor of the device is not stopped (the device is in use); false: every monitor of the device is stopped, or it has none. */
            in_use?: boolean;
            /** @description By custom field key (model video_device); text fields contain, others equal. */
            custom_fields?: {
                [key: string]: string;
            };
        };
        DateRange: {
            /** Format: date */
            from?: string;
            /** Format: date */
            to?: string;
        };
        DateTimeRange: {
            /** Format: date-time */
            from?: string;
            /** Format: date-time */
            to?: string;
        };
        PageMetadata: {
            /** @description Number of matching records across all pages. */
            count: number;
            per_page: components["schemas"]["PerPage"];
            page: number;
        };
        VideoDevicePage: {
            results: components["schemas"]["VideoDevice"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        /** @description A device as a video visit uses it: what the picker lists and the visit's settings, TV, reboot, volume and Wi-Fi conditions read. Every field has the meaning and shape it has in VideoDevice, of which this is a part; network identifiers, serial number and version stay with the devices screen (View VideoDevice). */
        CallDevice: {
            id: number;
            name: string;
            kind: components["schemas"]["DeviceKind"];
            status: components["schemas"]["DeviceStatus"];
            room: {
                id: number;
                name: string;
            } | null;
            division: {
                id: number;
                name: string;
            };
            ptz_enabled: boolean;
            /**
             * Format: date-time
             * @description Reboot needs credentials.
             */
            credentials_generated_at: string | null;
            state: {
                kiosk_mode?: boolean | null;
                metrics?: {
                    /** @enum {string|null} */
                    wifi_signal_state?: "excellent" | "good" | "fair" | "poor" | null;
                    /** @description dBm */
                    wifi_signal_strength?: number | null;
                };
            };
            config: {
                tv?: {
                    ir?: {
                        enabled?: boolean;
                        ld_input_action?: string | null;
                    };
                };
                device?: {
                    volume?: number;
                };
            };
        };
        VideoDevicePickerPage: {
            results: components["schemas"]["CallDevice"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        /** @description A filter or form choice, either a name or a key with its shown value. */
        DropdownOption: {
            name?: string;
            key?: string;
            value?: string;
        };
        VideoDeviceWrite: {
            video_device: {
                name?: string;
                room_id?: number | null;
                kind?: components["schemas"]["DeviceKind"];
                service_status?: components["schemas"]["ServiceStatus"];
                description?: string | null;
                /** @description Values by custom field key (model video_device), checked against the field's kind; null empties one. */
                custom_fields?: {
                    [key: string]: string | null;
                };
            };
        };
        /** @description One audited change of a record. */
        Revision: {
            id: number;
            /** @enum {string} */
            action: "create" | "update";
            /** @description Field to [old, new] (on create, field to its first value). */
            audited_changes: {
                [key: string]: unknown;
            };
            username: string;
            /** Format: date-time */
            created_at: string;
        };
        IceCandidate: {
            candidate: string;
            sdpMid?: string | null;
            sdpMLineIndex?: number | null;
            usernameFragment?: string | null;
        };
        JoinMeetingRequest: {
            device_id: number;
            patient_id: number;
            /**
             * @description The device plays a door knock before the call, unless a visit that is not a preview is already open with it (see `GET /video_devices/{id}/participants`).
             * @default false
             */
            play_greeting: boolean;
            /**
             * @description The visit steers the camera.
             * @default false
             */
            ptz: boolean;
            /**
             * @description A muted preview visit.
             * @default false
             */
            preview: boolean;
            video_reason_ids?: number[];
        };
        JoinTestingRequest: {
            device_id: number;
            /** @default false */
            ptz: boolean;
        };
        JoinMonitoringRequest: {
            patient_monitor_id: number;
        };
        JoinMeetingResponse: {
            meeting_id: string;
            /** @description The browser's peer id in the meeting. */
            peer_id: string;
            /**
             * @description The device's peer id (device-<id>): the video device id is the last dash-separated segment.
             * @example device-12
             */
            device_id: string;
            /** @description The device's SDP offer. */
            sdp: string;
            ice_candidates: components["schemas"]["IceCandidate"][];
            /** @description TURN URLs with scheme, user, password and host (turn:user:password@host:port); empty on the simulator. */
            turn_servers: string[];
        };
        VideoSignal: {
            /** @enum {string} */
            video_type: "meeting" | "monitoring" | "test";
            /** @enum {string} */
            signal_type: "sdp-answer" | "ice-candidates";
            /** @description Required for sdp-answer. */
            sdp?: string;
            /** @description Required for ice-candidates. */
            ice_candidates?: components["schemas"]["IceCandidate"][];
            patient_monitor_id?: number | null;
            video_device_id: number;
            meeting_id: string;
            ptz?: boolean;
        };
        PatientMonitorSummary: {
            id: number;
            status: components["schemas"]["MonitorStatus"];
            video_device_id: number | null;
            room_name: string | null;
        };
        /** @description A patient as the live video overlay and the overview read it. */
        PatientDetail: components["schemas"]["Patient"] & {
            division: {
                id: number;
                name: string;
                /** @description Preview visits need this and the hospital's meeting_preview_enabled. */
                meeting_preview_enabled: boolean;
            };
            patient_monitors: components["schemas"]["PatientMonitorSummary"][];
            /** @description The device of the patient's running monitor (one that is not stopped), as a visit uses it; null when there is none (the web then offers the device picker). */
            video_device: components["schemas"]["CallDevice"] | null;
        };
        Room: {
            id: number;
            name: string;
            unit: {
                id: number;
                name: string;
            };
            division: {
                id: number;
                name: string;
            };
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case). */
        RoomFilters: {
            name?: string;
            unit?: string;
            /** @description The rooms of one unit (its record page lists them). */
            unit_id?: number;
        };
        RoomPage: {
            results: components["schemas"]["Room"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        RoomWrite: {
            /** @description On create name and unit_id are required; the name is unique in its unit. */
            room: {
                name?: string;
                /** @description A unit of the room's division. */
                unit_id?: number;
            };
        };
        CareAssignment: {
            id: number;
            division: {
                id: number;
                name: string;
            };
            patient: {
                id: number;
                display_name: string;
            };
            room_name: string | null;
            unit_name: string | null;
            staff_kind: components["schemas"]["StaffKind"];
            assignee: {
                id: number;
                name: string;
            };
            /** Format: date-time */
            assigned_at: string;
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case); ENUM when equal to one of the values. */
        CareAssignmentFilters: {
            patient?: string;
            unit?: string;
            staff_kind?: components["schemas"]["StaffKind"][];
            assignee?: string;
        };
        CareAssignmentPage: {
            results: components["schemas"]["CareAssignment"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        CareAssignmentWrite: {
            /** @description On create all three are required; an update changes the assignee only (patient and staff type are the assignment's identity). */
            care_assignment: {
                patient_id?: number;
                staff_kind?: components["schemas"]["StaffKind"];
                user_id?: number;
            };
        };
        /** @enum {string} */
        CareTransferStatus: "pending" | "successful" | "cancelled";
        CareTransfer: {
            id: number;
            staff_kind: components["schemas"]["StaffKind"];
            status: components["schemas"]["CareTransferStatus"];
            from_user: components["schemas"]["UserRef"];
            to_user: components["schemas"]["UserRef"];
            patients: {
                id: number;
                display_name: string;
            }[];
            /** Format: date-time */
            created_at: string;
        };
        UserRef: {
            id: number;
            name: string;
        };
        CareTransferCreate: {
            care_transfer: {
                staff_kind: components["schemas"]["StaffKind"];
                to_user_id: number;
            };
        };
        MyCareAssignments: {
            assignments: components["schemas"]["CareAssignment"][];
            /** @description Pending transfers waiting for the caller's acknowledgment. */
            incoming: components["schemas"]["CareTransfer"][];
            /** @description The caller's pending transfers, waiting for a colleague. */
            outgoing: components["schemas"]["CareTransfer"][];
        };
        Unit: {
            id: number;
            name: string;
            division: {
                id: number;
                name: string;
            };
            /** @description The rooms of the unit. */
            room_count: number;
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case). */
        UnitFilters: {
            name?: string;
            division?: string;
        };
        UnitPage: {
            results: components["schemas"]["Unit"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        UnitWrite: {
            /** @description On create the name is required; it is unique in the unit's division (the division_id of the create). */
            unit: {
                name?: string;
            };
        };
        /**
         * @description The staff kinds that take virtual requests (shell §3; a virtual observer takes none).
         * @enum {string}
         */
        VirtualRequestKind: "eicu" | "security" | "translation" | "virtual_nursing" | "virtual_scribe";
        /**
         * @description Live video §3; the notification's colour: low info, medium warning, high danger.
         * @enum {string}
         */
        VirtualRequestPriority: "low" | "medium" | "high";
        /**
         * @description The sound a room notification plays (live video §4 - seven topic sounds plus an eICU request sound); the sound files are the web app's.
         * @enum {string}
         */
        NotificationSound: "chime" | "bell" | "ding" | "pulse" | "ripple" | "beacon" | "siren" | "eicu_request";
        VirtualRequestType: {
            id: number;
            kind: components["schemas"]["VirtualRequestKind"];
            name: string;
            default_priority: components["schemas"]["VirtualRequestPriority"];
            notification_sound: components["schemas"]["NotificationSound"];
            /** @description How many times the sound plays (live video §4). */
            sound_repeat_count: number;
            /** @description The video reason of a visit opened from the request; null for none. */
            video_reason: null | {
                id: number;
                name: string;
            };
            /** @description A disabled type raises no notifications. */
            enabled: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case); ENUM filters match any of the values. */
        VirtualRequestTypeFilters: {
            name?: string;
            kind?: components["schemas"]["VirtualRequestKind"][];
            default_priority?: components["schemas"]["VirtualRequestPriority"][];
        };
        VirtualRequestTypePage: {
            results: components["schemas"]["VirtualRequestType"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        VirtualRequestTypeWrite: {
            /** @description On create kind, name, default_priority and notification_sound are required; sound_repeat_count defaults to 1 and enabled to true. The name is unique in the organisation (any case); the video reason is one of the organisation's. */
            virtual_request_type: {
                kind?: components["schemas"]["VirtualRequestKind"];
                name?: string;
                default_priority?: components["schemas"]["VirtualRequestPriority"];
                notification_sound?: components["schemas"]["NotificationSound"];
                /** @description Null or absent - once. */
                sound_repeat_count?: number | null;
                video_reason_id?: number | null;
                enabled?: boolean;
            };
        };
        /**
         * @description Open until someone accepts it, or every user it was sent to dismissed it; denied by the hospital's side (a denied request notifies nobody: the app ignores it on receive). An open request is also denied once nobody can serve it: its patient was discharged, or lost the room it named (the revision says which).
         * @enum {string}
         */
        VirtualRequestStatus: "open" | "accepted" | "dismissed" | "denied";
        VirtualRequest: {
            id: number;
            /** @description The type's name (what the notification reads). */
            type: string;
            kind: components["schemas"]["VirtualRequestKind"];
            virtual_request_type_id: number;
            /** @description How the notification is announced, and the video reason of a visit opened from it. */
            type_details: {
                notification_sound: components["schemas"]["NotificationSound"];
                sound_repeat_count: number;
                video_reason_id: number | null;
            };
            priority: components["schemas"]["VirtualRequestPriority"];
            status: components["schemas"]["VirtualRequestStatus"];
            patient: {
                id: number;
                name: string;
            };
            /** @description The patient's room when the request was raised; null for none. */
            room: null | {
                name: string;
            };
            division: {
                id: number;
                name: string;
            };
            /** @description Who the request is assigned to (the raiser's choice, then whoever accepted it); null for nobody yet. */
            assignee: null | {
                name: string;
            };
            /**
             * @description What raised it.
             * @enum {string}
             */
            source?: "staff" | "aimee" | "nurse_call" | "scenario";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case); ENUM filters match any of the values. */
        VirtualRequestFilters: {
            type?: string;
            status?: components["schemas"]["VirtualRequestStatus"][];
            priority?: components["schemas"]["VirtualRequestPriority"][];
            room?: string;
            division?: string;
        };
        VirtualRequestPage: {
            results: components["schemas"]["VirtualRequest"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        VirtualRequestWrite: {
            /** @description The patient (an active one of the caller's divisions) and the type (an enabled one of the organisation) are required; the priority defaults to the type's. */
            virtual_request: {
                patient_id?: number;
                virtual_request_type_id?: number;
                priority?: components["schemas"]["VirtualRequestPriority"];
            };
        };
        VirtualRequestForAimee: {
            key: components["schemas"]["VirtualRequestKind"];
            monitor_id: number;
            /** @description The Realtime function call's call_id (not blank, as a stat alarm's). A call id already used in the organisation answers the request it raised (200) instead of raising another, so a call delivered twice acts once. */
            call_id?: string;
        };
        GroupMember: {
            id: number;
            name: string;
        };
        Group: {
            id: number;
            name: string;
            description: string | null;
            division: {
                id: number;
                name: string;
            };
            /** @description Users of the group's division, by name. */
            members: components["schemas"]["GroupMember"][];
            /** @description Rooms of the group's division, by name. */
            rooms: components["schemas"]["GroupMember"][];
            /** @description Units of the group's division, by name. */
            units: components["schemas"]["GroupMember"][];
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case). */
        GroupFilters: {
            name?: string;
            division?: string;
        };
        GroupPage: {
            results: components["schemas"]["Group"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        GroupWrite: {
            /** @description On create the name is required; it is unique in the group's division (the division_id of the create), and members, rooms and units are of that division. */
            group: {
                name?: string;
                description?: string | null;
                member_ids?: number[];
                room_ids?: number[];
                unit_ids?: number[];
            };
        };
        /**
         * @description active: admitted; discharged: left the hospital (shell §5: active shows green, any other red).
         * @enum {string}
         */
        PatientStatus: "active" | "discharged";
        Patient: {
            id: number;
            display_name: string;
            mrn: string;
            /** Format: date */
            dob: string | null;
            status: components["schemas"]["PatientStatus"];
            /** @description The Virtual Patient Status (a dynamic field value of patients.status); null is N/A. */
            patient_status_id: number | null;
            patient_status: {
                id: number;
                label: string;
            } | null;
            room: {
                id: number;
                name: string;
            } | null;
            division: {
                id: number;
                name: string;
            };
            /** @description The status of the patient's monitor that is not stopped; null when every monitor is stopped or there is none. */
            monitor_status: components["schemas"]["MonitorStatus"] | null;
            /** Format: date-time */
            admitted_at: string | null;
            /** Format: date-time */
            discharged_at: string | null;
            /** @description Custom field values by key (model patient). */
            custom_fields?: {
                [key: string]: string | null;
            };
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case); ENUM and DATE when equal; DATERANGE when between from and to (inclusive). */
        PatientFilters: {
            display_name?: string;
            mrn?: string;
            /** Format: date */
            dob?: string;
            status?: components["schemas"]["PatientStatus"][];
            /** @description Virtual Patient Status ids; 0 stands for N/A (no status). */
            patient_status_id?: number[];
            monitor_status?: components["schemas"]["MonitorStatus"][];
            room?: string;
            division?: string;
            admitted_at?: components["schemas"]["DateRange"];
            /** @description By custom field key (model patient); text fields contain, others equal. */
            custom_fields?: {
                [key: string]: string;
            };
        };
        PatientPage: {
            results: components["schemas"]["Patient"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        PatientWrite: {
            /** @description On create display_name, mrn and status are required; on update only the fields sent change. */
            patient: {
                display_name?: string;
                /** @description Letters, digits and dashes; unique in the hospital. */
                mrn?: string;
                /**
                 * Format: date
                 * @description Not in the future.
                 */
                dob?: string | null;
                /** @description A room of the patient's division. */
                room_id?: number | null;
                status?: components["schemas"]["PatientStatus"];
                /** @description An enabled Virtual Patient Status; null is N/A. */
                patient_status_id?: number | null;
                /** @description Values by custom field key (model patient), checked against the field's kind; null empties one. */
                custom_fields?: {
                    [key: string]: string | null;
                };
            };
        };
        DynamicFieldValue: {
            id: number;
            label: string;
            /** @description Only enabled values are offered (the Patient quick edit). */
            is_enabled: boolean;
            /** @description Place among the values of its field: lowest first. */
            sort_order: number;
            /** @description The configurable field the value belongs to, as administrators name it (Virtual Patient Status). */
            field: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @enum {string} */
        TimelineKind: "admitted" | "discharged" | "record_changed" | "monitor_created" | "monitor_started" | "monitor_paused" | "monitor_resumed" | "monitor_stopped" | "monitor_moved" | "video_visit" | "talk" | "alarm";
        TimelineEntry: {
            /** @description Unique within the timeline. */
            id: string;
            kind: components["schemas"]["TimelineKind"];
            /** Format: date-time */
            at: string;
            /** @description What happened, without patient identifiers (e.g. "Monitoring paused: Patient care"). */
            text: string;
            username: string | null;
            patient_monitor_id?: number | null;
        };
        PatientMonitor: {
            id: number;
            status: components["schemas"]["MonitorStatus"];
            patient: {
                id: number;
                display_name: string;
                mrn: string;
            };
            room: {
                id: number;
                name: string;
                /** @description The room's unit (the Nursing Station wall is a unit's). */
                unit: {
                    id: number;
                    name: string;
                };
                /** @description The room's alerts, shown on its Patient Central tile. */
                alerts: components["schemas"]["RoomAlert"][];
            } | null;
            video_device: {
                id: number;
                name: string;
            } | null;
            division: {
                id: number;
                name: string;
            };
            /** Format: date-time */
            monitor_started_at: string | null;
            /** Format: date-time */
            monitor_ended_at: string | null;
            pause_reason: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        /** @enum {string} */
        StatAlarmType: "alarm";
        /** @enum {string} */
        StatAlarmStatus: "open" | "documented";
        PersonRef: {
            id: number;
            name: string;
        };
        StatAlarmWrite: {
            alarm_type: components["schemas"]["StatAlarmType"];
            patient_monitor_id: number;
            /** @description Where the alarm was raised (shell §3, derived from the route); kept in the audit entry. */
            source?: components["schemas"]["MonitoringSource"] | null;
            /** @description Aimee's stat_alarm function call's call_id (Realtime protocol): the same call id again answers the alarm it raised, even when that one is documented, so a call delivered twice acts once. */
            call_id?: string;
        };
        StatAlarmDocument: {
            /** @description What was done about the alarm. */
            note: string;
            source?: components["schemas"]["MonitoringSource"] | null;
        };
        StatAlarm: {
            id: number;
            alarm_type: components["schemas"]["StatAlarmType"];
            status: components["schemas"]["StatAlarmStatus"];
            patient_monitor_id: number;
            patient_id: number;
            division_id: number;
            source: components["schemas"]["MonitoringSource"] | null;
            raised_by: components["schemas"]["PersonRef"];
            /** Format: date-time */
            raised_at: string;
            documented_by: components["schemas"]["PersonRef"] | null;
            /** Format: date-time */
            documented_at: string | null;
            note: string | null;
            /** @description The function call that raised it (Aimee's), else null. */
            call_id: string | null;
        };
        /** @enum {string} */
        NudgeState: "nudged" | "cleared";
        MonitorCurtainWrite: {
            closed: boolean;
            source?: components["schemas"]["MonitoringSource"] | null;
        };
        MonitorNudgeWrite: {
            state: components["schemas"]["NudgeState"];
            source?: components["schemas"]["MonitoringSource"] | null;
        };
        /** @description What every viewer of a monitor shares; who changed the curtain or nudge last, and when. */
        MonitorWatchState: {
            patient_monitor_id: number;
            curtain_closed: boolean;
            curtain_changed_by: string | null;
            /** Format: date-time */
            curtain_changed_at: string | null;
            nudge_state: components["schemas"]["NudgeState"];
            nudge_changed_by: string | null;
            /** Format: date-time */
            nudge_changed_at: string | null;
            /** @description The open stat alarm, if any. */
            stat_alarm: components["schemas"]["StatAlarm"] | null;
        };
        MonitorWatchStateList: {
            results: components["schemas"]["MonitorWatchState"][];
        };
        ObservedPatient: {
            patient_monitor_id: number;
            patient_name: string;
            room_name: string | null;
            /** @description An open monitoring session of the observer's shows this patient now. */
            watching: boolean;
            /** @description The patient is assigned to the observer (a care assignment). */
            assigned: boolean;
        };
        ManagerViewObserver: {
            user: components["schemas"]["PersonRef"];
            /** @description Distinct monitored patients watched or assigned. */
            patient_load: number;
            patients: components["schemas"]["ObservedPatient"][];
            /** @description Stat alarms raised in the last 24 hours. */
            alarm_count: number;
            /** Format: date-time */
            last_alarm_at: string | null;
            undocumented_alarms: number;
        };
        ManagerViewObserverList: {
            results: components["schemas"]["ManagerViewObserver"][];
        };
        /** @description TEXT and AUTOCOMPLETE filters match when the value contains the text (any case); ENUM and NUMBER when equal; DATETIMERANGE when between from and to (inclusive). */
        PatientMonitorFilters: {
            status?: components["schemas"]["MonitorStatus"][];
            patient?: string;
            mrn?: string;
            room?: string;
            video_device?: string;
            /** @description One patient's monitors. */
            patient_id?: number;
            /** @description The monitors of one unit's rooms (the Nursing Station wall). */
            unit_id?: number;
            /** @description true: only the monitors of patients the caller has a care assignment for (the Team Mode wall). */
            assigned_to_me?: boolean;
            monitor_started_at?: components["schemas"]["DateTimeRange"];
        };
        PatientMonitorPage: {
            results: components["schemas"]["PatientMonitor"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        PatientMonitorList: {
            results: components["schemas"]["PatientMonitor"][];
        };
        PatientMonitorWrite: {
            /** @description On create patient_id and video_device_id are required; the room follows the device. */
            patient_monitor: {
                /** @description An admitted patient of the division (create only). */
                patient_id?: number;
                /** @description An in-service device of the division without another monitor that is not stopped. */
                video_device_id?: number;
            };
        };
        /**
         * @example Patient care
         * @example Patient privacy
         * @example Procedure
         */
        PauseReason: string;
        MonitorPause: {
            reason: components["schemas"]["PauseReason"];
        };
        MonitorBulkPause: {
            ids: number[];
            reason: components["schemas"]["PauseReason"];
        };
        MonitorBulkResume: {
            ids: number[];
        };
        /** @enum {string} */
        MonitorEventKind: "created" | "started" | "paused" | "resumed" | "stopped" | "moved";
        /** @description Monitor id (as text) to its acuity score. */
        AcuityScores: {
            [key: string]: components["schemas"]["AcuityScore"];
        };
        AcuityScore: number;
        /** @enum {string} */
        RoomAlertKind: "fall_risk" | "contact_precaution" | "npo" | "food_allergy";
        /** @description An alert posted for a room (shell §3 room alert kinds): fall_risk high or very_high; contact_precaution partial or full; npo on; food_allergy low_risk or high_risk. */
        RoomAlert: {
            kind: components["schemas"]["RoomAlertKind"];
            /** @enum {string} */
            level: "high" | "very_high" | "partial" | "full" | "on" | "low_risk" | "high_risk";
        };
        MonitorEvent: {
            id: number;
            kind: components["schemas"]["MonitorEventKind"];
            /** @description The pause reason, or the device moved to. */
            reason: string | null;
            /** @description Null for seeded history and system actions. */
            username: string | null;
            /** Format: date-time */
            created_at: string;
        };
        PtzPreset: {
            id: number;
            name: string;
            video_device_id: number;
            /** @description The device slot (from 0). */
            preset_index: number;
        };
        /** @description At most 20 characters; surrounding spaces are trimmed. */
        PresetName: string;
        PtzPresetCreate: {
            ptz_preset: {
                name: components["schemas"]["PresetName"];
                video_device_id: number;
            };
        };
        PtzPresetUpdate: {
            ptz_preset: {
                name: components["schemas"]["PresetName"];
            };
        };
        MicState: {
            /** @description true when the caller muted their microphone. */
            muted: boolean;
        };
        /** @description A clinician in a visit with a device's room (staff, not patient data). */
        RoomParticipant: {
            user_id: number;
            /** @example Nora Lindqvist */
            name: string;
            /** @example Nurse */
            role_name: string | null;
            /** @description The clinician's microphone is open: the room can hear them. A preview is always muted. */
            mic_open: boolean;
            /** @description A muted preview: the clinician watches, the patient was not announced to (no door knock). */
            preview: boolean;
            /** @description A monitoring session (live-video §4, session type monitoring): the clinician watches the room from a monitoring wall (Patient Central, Team Mode, the Nursing Station), muted until they press Talk; not a video visit. */
            monitoring: boolean;
            /** @description A visit of the caller: their own call, or one in another window. */
            you: boolean;
            /** @description The meeting of a visit of the caller (`you`), so a window tells its own calls (a visit, a wall tile) from those of another window; null for other clinicians' visits. */
            meeting_id: string | null;
        };
        VolumeWrite: {
            volume: number;
        };
        TvIrCommand: {
            /**
             * @example power_on
             * @example power_off
             * @example mute
             * @example hdmi_2
             */
            ir_action: string;
        };
        TvState: {
            /** @enum {string} */
            power: "on" | "off";
            /** @description The input the TV was last switched to, e.g. hdmi_2. */
            input: string;
            muted: boolean;
        };
        CommandSent: {
            /** @constant */
            ok: true;
        };
        VideoMetricRecord: {
            /** Format: date-time */
            timestamp: string;
            /** @enum {string} */
            metric_type: "stats" | "warning";
            video_device_id: number;
            division_id: number;
            meeting_id: string | null;
            /** @description The line's figures (numbers, a quality score, the issues of a warning). Bounded so that stored records cannot grow without limit. */
            metrics: {
                [key: string]: (number | boolean | null) | string | string[];
            };
        };
        VideoMetricsWrite: {
            video_device_metrics: components["schemas"]["VideoMetricRecord"][];
        };
        /**
         * @description The synthesized voice Aimee speaks with.
         * @enum {string}
         */
        AimeeVoice: "alloy" | "coral" | "sage" | "verse";
        /**
         * @description Live video §4 - not connected (the browser's state before the offer), connected, ended.
         * @enum {string}
         */
        AimeeConversationStatus: "connected" | "ended";
        /** @enum {string} */
        AimeeSpeaker: "assistant" | "patient";
        AimeeTranscriptLine: {
            role: components["schemas"]["AimeeSpeaker"];
            text: string;
            /**
             * Format: date-time
             * @description When the line was said (its completion event).
             */
            at: string;
        };
        AimeeTranscriptWrite: {
            /** @description The whole transcript so far, in order; it replaces the one saved before. */
            transcript: components["schemas"]["AimeeTranscriptLine"][];
        };
        AimeeConversationStart: {
            /** @description The browser's WebRTC offer: audio sendrecv and a data channel (label oai-events). */
            sdp: string;
            /** @description The patient's active monitor; absent or not active is only logged. */
            patient_monitor_id?: number | null;
            /** @description The video visit Aimee joins. */
            meeting_id?: string | null;
            /** @enum {string} */
            source: "web";
            /** @description An enabled Aimee prompt of the organisation; the first enabled one by name when absent. */
            prompt_id?: number | null;
            /** @description The patient's attributes shared with Aimee (names), which she is told of. */
            aimee_tags?: string[];
        };
        /** @description The OpenAI Realtime client event the browser sends on the oai-events channel once it opens, so that Aimee speaks first. */
        AimeeGreetingPayload: {
            /** @enum {string} */
            type: "response.create";
            response: {
                /** @description What Aimee is to say first (the prompt's greeting). */
                instructions: string;
            };
        };
        AimeeConversationStarted: {
            aimee_conversation_id: number;
            /** @description The assistant's WebRTC answer. */
            sdp: string;
            greeting_payload: components["schemas"]["AimeeGreetingPayload"];
        };
        AimeeConversation: {
            id: number;
            division: {
                id: number;
                name: string;
            };
            status: components["schemas"]["AimeeConversationStatus"];
            /** @enum {string} */
            source: "web";
            /** @description The monitored patient, when the conversation had an active monitor. The MRN and date of birth are there so that a reader with mask_phi on can mask them where the transcript says them. */
            patient: null | {
                id: number;
                display_name: string;
                mrn: string;
                /** Format: date */
                dob: string | null;
            };
            patient_monitor_id: number | null;
            meeting_id: string | null;
            /** @description The prompt and the version of it the conversation used. */
            prompt: {
                id: number;
                name: string;
                version: number;
            };
            aimee_tags: string[];
            started_by: components["schemas"]["UserRef"];
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            ended_at: string | null;
            /**
             * Format: date-time
             * @description When the transcript was last saved.
             */
            saved_at: string | null;
            transcript: components["schemas"]["AimeeTranscriptLine"][];
        };
        /** @description ENUM filters match when the value is one of those given; TEXT filters when it contains the text (any case). */
        AimeeConversationFilters: {
            status?: components["schemas"]["AimeeConversationStatus"][];
            prompt?: string;
            started_at?: components["schemas"]["DateTimeRange"];
        };
        AimeeConversationPage: {
            results: components["schemas"]["AimeeConversation"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        AimeePrompt: {
            id: number;
            name: string;
            /** @description Aimee's first words when she connects. */
            greeting: string;
            /** @description The script Aimee follows in the conversation. */
            instructions: string;
            voice: components["schemas"]["AimeeVoice"];
            /** @description Only enabled prompts are offered for a conversation. */
            enabled: boolean;
            /** @description 1 on create; one more on each save that changes the greeting or the instructions. */
            version: number;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case); ENUM filters when the value is one of those given. */
        AimeePromptFilters: {
            name?: string;
            voice?: components["schemas"]["AimeeVoice"][];
        };
        AimeePromptPage: {
            results: components["schemas"]["AimeePrompt"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        AimeePromptWrite: {
            /** @description On create name, greeting, instructions and voice are required and enabled defaults to true; the name is unique in the organisation (any case). */
            aimee_prompt: {
                name?: string;
                greeting?: string;
                instructions?: string;
                voice?: components["schemas"]["AimeeVoice"];
                enabled?: boolean;
            };
        };
        /** @enum {string} */
        FamilyRelationship: "spouse" | "partner" | "parent" | "child" | "sibling" | "guardian" | "friend" | "other";
        FamilyMember: {
            id: number;
            name: string;
            email: string | null;
            phone: string | null;
            relationship: components["schemas"]["FamilyRelationship"];
            /** @description The patient whose room the family member may connect to; the name is PHI (masked with mask_phi). */
            patient: {
                id: number;
                display_name: string;
            };
            division: {
                id: number;
                name: string;
            };
            /** @description Only an active family member may connect. */
            active: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case); ENUM filters when the value is one of those given. */
        FamilyMemberFilters: {
            name?: string;
            relationship?: components["schemas"]["FamilyRelationship"][];
            patient?: string;
        };
        FamilyMemberPage: {
            results: components["schemas"]["FamilyMember"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        FamilyMemberWrite: {
            /** @description On create name, relationship and patient_id are required, with an email or a phone (or both), and active defaults to true. The patient is an admitted patient of the division asked for (of the record's division on update). */
            family_member: {
                name?: string;
                email?: string | null;
                phone?: string | null;
                relationship?: components["schemas"]["FamilyRelationship"];
                patient_id?: number;
                active?: boolean;
            };
        };
        /**
         * @description What a labeler marks on an image (shell §3).
         * @enum {string}
         */
        AnnotationKind: "face" | "bed" | "phi" | "person" | "chair" | "line" | "object" | "polygon";
        Labeler: {
            id: number;
            name: string;
            email: string;
            /** @description The kinds this labeler may label, in contract order. */
            annotation_kinds: components["schemas"]["AnnotationKind"][];
            /** @description Only an active labeler may label images. */
            active: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description TEXT filters match when the value contains the text (any case). */
        LabelerFilters: {
            name?: string;
            email?: string;
        };
        LabelerPage: {
            results: components["schemas"]["Labeler"][];
            metadata: components["schemas"]["PageMetadata"];
        };
        LabelerWrite: {
            /** @description On create name and email are required, annotation_kinds defaults to none and active to true; the email is unique in the organisation (any case). */
            labeler: {
                name?: string;
                email?: string;
                annotation_kinds?: components["schemas"]["AnnotationKind"][];
                active?: boolean;
            };
        };
    };
    responses: {
        /** @description The request does not match the contract; `details` names each field and rule (`body` with rule `maxDepth` for a body nested deeper than 32 levels, `absent` for a body sent to a call that takes none). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No token, an unknown token or an expired one. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The user lacks the permission (`forbidden`, or `feature_disabled` for a feature flag), or the `division_id` selector names a division that is not theirs (`division_forbidden`). A record of another division is not a 403: it answers 404 as a missing one. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An assignment rule is broken (code assignment_rule); `details` names the field and says why. */
        AssignmentRuleBroken: {
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
        /** @description The request body is larger than the call accepts (1 MiB; 4 KiB for a form-encoded body); `error` names the limit. */
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
        /** @description The device cannot take the command now; `code` says why (e.g. device_offline, device_not_connected, tv_ir_disabled, no_video_device, no_credentials, ptz_not_enabled, device_kind_unsupported, device_decommissioned). */
        DeviceConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The simulator's MLLP listener did not answer (not listening, or no ACK within 10 s); `error` says which. */
        MllpUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The job is not in a state for this (`job_not_failed` for Retry, `job_not_running` for Cancel, `job_no_result` for a download before the file is written). */
        JobConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The monitor cannot make this change from its status (`invalid_transition`, naming both), its device already has a monitor that is not stopped (`device_in_use`), or it is stopped and its curtain cannot close nor its viewers be nudged (`monitor_stopped`; opening the curtain and clearing a nudge are always taken). */
        MonitorConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request is no longer open: `already_accepted` (naming who accepted it), `denied` or `dismissed`; or it cannot be served: `patient_discharged`, `patient_without_room`; or (accept) its visit could not connect: `device_offline`, naming the room's camera. */
        VirtualRequestConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The prompt asked for is not one of the organisation's enabled prompts, or the organisation has none (`no_prompt`); or the offer could not be answered (`bad_offer`). */
        AimeeConversationUnprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The conversation has ended (`conversation_ended`): its transcript was saved with the end. */
        AimeeConversationEnded: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The monitor already has an open stat alarm (`alarm_open`, naming who raised it), or the alarm is already documented (`alarm_documented`, naming who documented it). */
        StatAlarmConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The monitor is not one of the caller's divisions (`monitor_not_found`), not of the division_id asked for (`monitor_not_in_division`) or not active (`monitor_not_active`); `details` names `body.patient_monitor_id`. */
        StatAlarmUnprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The organisation has no enabled virtual request type of the kind asked for (`no_request_type`), or the monitor's patient is not active (`patient_not_active`). */
        VirtualRequestUnprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The browser session's id; a sign-in from another device ends older sessions. */
        SessionId: string;
        /** @description A division of the user, or `*` for all divisions. */
        DivisionId: components["schemas"]["DivisionSelector"];
        PreferenceKey: components["schemas"]["PreferenceKey"];
        Id: number;
        Page: number;
        PerPage: components["schemas"]["PerPage"];
        /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
        CsvColumns: string[];
        /** @description Keeps the values containing this text (any case); at most 50 are answered. */
        DropdownQuery: string;
        OrderBy: components["schemas"]["OrderBy"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getCurrentUser: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    refreshSession: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is alive again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        refreshed_at: string;
                        /** @description The Session-Id header of the call, if any. */
                        session_id?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listEnabledMenuSets: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu sets of the caller's organisation that are enabled and either unrestricted (no roles) or list the caller's role (shell §6), in their order. Disabled items of a set are included (the sidebar greys them). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSet"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                /** @description Only archived (true) or only active (false) notifications; both when absent. */
                archived?: boolean;
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    search: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                /** @description The search text; it must not be empty. */
                q: string;
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Result groups, each with at most 10 items and the total number of hits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUserPreferences: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every stored preference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPreference"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteAllUserPreferences: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All preferences removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored preference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putUserPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserPreferenceWrite"];
            };
        };
        responses: {
            /** @description The saved preference. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteUserPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                key: components["parameters"]["PreferenceKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (or there was nothing to remove). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listTableUserSettings: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                table_id?: components["schemas"]["TableId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Saved views, system views first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableUserSetting"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTableUserSetting: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableUserSettingWrite"];
            };
        };
        responses: {
            /** @description The saved view. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableUserSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateTableUserSetting: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableUserSettingWrite"];
            };
        };
        responses: {
            /** @description The updated view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TableUserSetting"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteTableUserSetting: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCustomFields: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["CustomFieldFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of custom fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCustomField: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomFieldWrite"];
            };
        };
        responses: {
            /** @description The new custom field. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomField"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportCustomFieldsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["CustomFieldFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per custom field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCustomField: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomField"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCustomField: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomFieldWrite"];
            };
        };
        responses: {
            /** @description The updated custom field. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomField"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listCustomFieldRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAllCustomFields: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomFieldsByModel"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAuditLog: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuditLogWrite"];
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLog"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    authorizeRealtimeChannel: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["ChannelAuthRequest"];
            };
        };
        responses: {
            /** @description The channel authorisation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChannelAuth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    triggerHospitalEvent: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TriggerRequest"];
            };
        };
        responses: {
            /** @description Published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    triggerUserEvent: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TriggerRequest"];
            };
        };
        responses: {
            /** @description Published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TriggerResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVideoDevices: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                /** @description Filters by field, each a list of accepted values (`filters[kind][]=fixed`) or a text (`filters[name]=cart`). */
                filters?: components["schemas"]["VideoDeviceFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportVideoDevicesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VideoDeviceFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVideoDevicesDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "version" | "room";
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVideoDevicePicker: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                /** @description The patient of the visit (one of the user's divisions; any other answers 404). */
                patient_id: number;
                /** @description Keeps the devices whose name contains this text (any case). */
                name?: string;
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevicePickerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getVideoDevice: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateVideoDevice: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoDeviceWrite"];
            };
        };
        responses: {
            /** @description The updated device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVideoDeviceRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setVideoDeviceFrameProcessing: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    frame_processing: components["schemas"]["FrameProcessing"];
                };
            };
        };
        responses: {
            /** @description The updated device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    setVideoDeviceFrameUploadInterval: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    frame_upload_interval: number;
                };
            };
        };
        responses: {
            /** @description The updated device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    joinMeeting: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinMeetingRequest"];
            };
        };
        responses: {
            /** @description The device's offer and the meeting's ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinMeetingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The device is offline, out of service or not connected to the backend. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device refused the call. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The device did not answer in time. */
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
    joinTesting: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinTestingRequest"];
            };
        };
        responses: {
            /** @description The device's offer and the meeting's ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinMeetingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The device is offline, out of service or not connected to the backend. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device refused the call. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The device did not answer in time. */
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
    joinMonitoring: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinMonitoringRequest"];
            };
        };
        responses: {
            /** @description The device's offer and the meeting's ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JoinMeetingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The monitor is not active, or the device is offline, out of service or not connected. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device refused the call. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The device did not answer in time. */
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
    signalVideo: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoSignal"];
            };
        };
        responses: {
            /** @description Relayed to the device. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The meeting has ended, or its device is no longer connected. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    leaveMeeting: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Left (also when the meeting had already ended). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setMeetingMic: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MicState"];
            };
        };
        responses: {
            /** @description Recorded. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The meeting has ended (`meeting_ended`), or it is a preview, which stays muted (`preview_muted`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVideoDeviceParticipants: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The participants, oldest visit first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomParticipant"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setVideoDeviceVolume: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VolumeWrite"];
            };
        };
        responses: {
            /** @description The device with its new volume. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    sendTvIrCommand: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TvIrCommand"];
            };
        };
        responses: {
            /** @description The device was told. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPatients: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PatientFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of patients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPatient: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientWrite"];
            };
        };
        responses: {
            /** @description The new patient. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportPatientsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PatientFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per patient. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPatientsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "room";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPatientRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPatientMonitoringSessions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The patient's monitors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPatientTimeline: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Timeline entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimelineEntry"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDynamicFields: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                table_name: "patients";
                field_name: "status";
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every value, enabled or not, by sort order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldValue"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPatientMonitors: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PatientMonitorFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of monitors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitorPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientMonitorWrite"];
            };
        };
        responses: {
            /** @description The new monitor. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportPatientMonitorsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PatientMonitorFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per monitor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPatientMonitorsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "room" | "patient" | "video_device";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listPatientMonitorAcuityScores: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                /** @description Monitor ids, comma-joined (at most 100). */
                monitor_ids: string;
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The score of each monitor the caller may see. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcuityScores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    multiPausePatientMonitors: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorBulkPause"];
            };
        };
        responses: {
            /** @description The paused monitors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitorList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    multiResumePatientMonitors: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorBulkResume"];
            };
        };
        responses: {
            /** @description The resumed monitors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitorList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getPatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monitor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientMonitorWrite"];
            };
        };
        responses: {
            /** @description The updated monitor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPatientMonitorRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPatientMonitorEvents: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorEvent"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    startPatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monitor in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
        };
    };
    pausePatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorPause"];
            };
        };
        responses: {
            /** @description The monitor in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    resumePatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monitor in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
        };
    };
    stopPatientMonitor: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The monitor in its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientMonitor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
        };
    };
    listRooms: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["RoomFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of rooms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRoom: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomWrite"];
            };
        };
        responses: {
            /** @description The new room. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportRoomsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["RoomFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRoomsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "unit";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRoom: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRoom: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoomWrite"];
            };
        };
        responses: {
            /** @description The updated room. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listRoomRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCareAssignments: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["CareAssignmentFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of units. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareAssignmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCareAssignment: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CareAssignmentWrite"];
            };
        };
        responses: {
            /** @description The new assignment. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareAssignment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AssignmentRuleBroken"];
        };
    };
    exportCareAssignmentsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["CareAssignmentFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per assignment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCareAssignmentsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "patient" | "assignee" | "unit";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCareAssignment: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareAssignment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateCareAssignment: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CareAssignmentWrite"];
            };
        };
        responses: {
            /** @description The assignment with its new assignee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareAssignment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AssignmentRuleBroken"];
        };
    };
    listCareAssignmentRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getMyCareAssignments: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Assignments by patient and staff type, and the pending transfers to and from the caller. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCareAssignments"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listCareTransferColleagues: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                staff_kind: components["schemas"]["StaffKind"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colleagues, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCareTransfer: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CareTransferCreate"];
            };
        };
        responses: {
            /** @description The pending transfer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AssignmentRuleBroken"];
        };
    };
    acceptCareTransfer: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer, now successful. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["AssignmentRuleBroken"];
        };
    };
    cancelCareTransfer: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer, now cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CareTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["AssignmentRuleBroken"];
        };
    };
    listUnits: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["UnitFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of units. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnitPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUnit: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitWrite"];
            };
        };
        responses: {
            /** @description The new unit. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportUnitsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["UnitFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per unit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUnitsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "division";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUnit: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUnit: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnitWrite"];
            };
        };
        responses: {
            /** @description The updated unit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listUnitRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPatient: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The patient. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePatient: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PatientWrite"];
            };
        };
        responses: {
            /** @description The updated patient. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Patient"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    rebootPatientMonitorDevice: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reboot command was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
        };
    };
    rebootPatientMonitorPtz: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PTZ reboot command was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommandSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
        };
    };
    listPtzPresetsForDevice: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The presets, sorted by preset_index. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PtzPreset"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPtzPreset: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PtzPresetCreate"];
            };
        };
        responses: {
            /** @description The new preset. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PtzPreset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["DeviceConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The device already has the most presets it can hold (code preset_limit). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePtzPreset: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PtzPresetUpdate"];
            };
        };
        responses: {
            /** @description The renamed preset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PtzPreset"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deletePtzPreset: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    saveVideoMetrics: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoMetricsWrite"];
            };
        };
        responses: {
            /** @description Stored. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listRoles: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["RoleFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of roles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRole: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleWrite"];
            };
        };
        responses: {
            /** @description The new role. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportRolesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["RoleFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRolesDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "role";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRole: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateRole: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleWrite"];
            };
        };
        responses: {
            /** @description The updated role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteRole: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The role is still held by users; reassign them first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRoleRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMenuSets: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["MenuSetFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of menu sets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSetPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createMenuSet: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuSetWrite"];
            };
        };
        responses: {
            /** @description The new menu set. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportMenuSetsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["MenuSetFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per menu set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listMenuSetsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "role";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMenuSet: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The menu set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateMenuSet: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MenuSetWrite"];
            };
        };
        responses: {
            /** @description The updated menu set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteMenuSet: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listMenuSetRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listFeatureFlags: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["FeatureFlagFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of feature flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlagPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportFeatureFlagsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["FeatureFlagFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getFeatureFlag: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFeatureFlag: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeatureFlagWrite"];
            };
        };
        responses: {
            /** @description The updated flag. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeatureFlag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listFeatureFlagRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPartners: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PartnerFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of partners (never a secret). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPartner: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerWrite"];
            };
        };
        responses: {
            /** @description The new partner with `client_secret`, which is stored only as a hash and never answered again. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportPartnersCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PartnerFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per partner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPartner: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePartner: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerWrite"];
            };
        };
        responses: {
            /** @description The updated partner. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPartnerRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    rotatePartnerSecret: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The partner with its new `client_secret`, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Partner"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPartnerToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PartnerTokenRequest"];
            };
        };
        responses: {
            /** @description A bearer token for the partner's scopes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PartnerToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listBackgroundJobs: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["BackgroundJobFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of jobs (without their logs). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJobPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportBackgroundJobsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["BackgroundJobFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    startCsvExportJob: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CsvExportJobWrite"];
            };
        };
        responses: {
            /** @description The queued job. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    startBulkDischargeJob: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDischargeJobWrite"];
            };
        };
        responses: {
            /** @description The queued job. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getBackgroundJob: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job and its log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJobDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    retryBackgroundJob: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, queued again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["JobConflict"];
        };
    };
    cancelBackgroundJob: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BackgroundJob"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["JobConflict"];
        };
    };
    downloadBackgroundJobResult: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file (a header row, then one row per record), named in content-disposition. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["JobConflict"];
        };
    };
    listHospitalDivisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["HospitalDivisionFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of hospitals (divisions). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HospitalDivisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createHospitalDivision: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HospitalDivisionWrite"];
            };
        };
        responses: {
            /** @description The new hospital. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HospitalDivision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportHospitalDivisionsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["HospitalDivisionFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per hospital. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHospitalDivision: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hospital. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HospitalDivision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateHospitalDivision: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HospitalDivisionWrite"];
            };
        };
        responses: {
            /** @description The updated hospital. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HospitalDivision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listHospitalDivisionRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listTags: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["TagFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of attributes (tags). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createTag: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagWrite"];
            };
        };
        responses: {
            /** @description The new attribute. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportTagsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["TagFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per attribute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTag: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attribute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateTag: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TagWrite"];
            };
        };
        responses: {
            /** @description The updated attribute. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tag"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTagRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listHealthSystemPreferences: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["HealthSystemPreferenceFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page (the caller's health system). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthSystemPreferencePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getHealthSystemPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthSystemPreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateHealthSystemPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HealthSystemPreferenceWrite"];
            };
        };
        responses: {
            /** @description The updated preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthSystemPreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listHealthSystemPreferenceRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDivisionPreferences: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["DivisionPreferenceFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of division preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionPreferencePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDivisionPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The division's preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionPreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDivisionPreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DivisionPreferenceWrite"];
            };
        };
        responses: {
            /** @description The updated preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionPreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listDivisionPreferenceRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDivisionHomepages: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["DivisionHomepageFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of home pages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionHomepagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDivisionHomepage: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The division's home page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionHomepage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDivisionHomepage: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DivisionHomepageWrite"];
            };
        };
        responses: {
            /** @description The updated home page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DivisionHomepage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listDivisionHomepageRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPagePreferences: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["PagePreferenceFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page (the caller's health system). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagePreferencePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPagePreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagePreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updatePagePreference: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PagePreferenceWrite"];
            };
        };
        responses: {
            /** @description The updated page preferences. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagePreference"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPagePreferenceRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listLogEntries: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["LogEntryFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportLogEntriesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["LogEntryFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listLogEntriesDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "user" | "category";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLogEntry: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVideoReasons: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VideoReasonFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of video reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoReasonPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createVideoReason: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoReasonWrite"];
            };
        };
        responses: {
            /** @description The new video reason. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportVideoReasonsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VideoReasonFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per video reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getVideoReason: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The video reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateVideoReason: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VideoReasonWrite"];
            };
        };
        responses: {
            /** @description The updated video reason. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoReason"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVideoReasonRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVideoReasonChoices: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enabled video reasons, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoReasonChoice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listStaffTypes: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["StaffTypeFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of staff types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTypePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportStaffTypesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["StaffTypeFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per staff type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getStaffType: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The staff type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateStaffType: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffTypeWrite"];
            };
        };
        responses: {
            /** @description The updated staff type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listStaffTypeRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["UserFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUser: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserWrite"];
            };
        };
        responses: {
            /** @description The new user. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportUsersCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["UserFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listUsersDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "role" | "division" | "staff_type" | "virtual_request_type";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserWrite"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listUserRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSavedViews: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["SavedViewFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of saved views. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedViewPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportSavedViewsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["SavedViewFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per saved view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSavedView: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSavedView: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedViewWrite"];
            };
        };
        responses: {
            /** @description The updated saved view. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedView"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listSavedViewRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listDynamicFieldValues: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["DynamicFieldValueFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of dynamic field values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldValuePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportDynamicFieldValuesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["DynamicFieldValueFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per dynamic field value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getDynamicFieldValue: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dynamic field value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateDynamicFieldValue: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DynamicFieldValueWrite"];
            };
        };
        responses: {
            /** @description The updated dynamic field value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DynamicFieldValue"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listDynamicFieldValueRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listInboundRequests: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["InboundRequestFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundRequestPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportInboundRequestsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["InboundRequestFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdtMessages: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["AdtMessageFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdtMessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdtMessage: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdtMessage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportAdtMessagesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["AdtMessageFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdtTemplate: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                event: components["schemas"]["AdtEvent"];
                patient_id?: number;
                room_id?: number;
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filled message, segments separated by carriage returns. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdtTemplate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    sendAdtMessage: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdtSend"];
            };
        };
        responses: {
            /** @description The ACK the listener answered (AA, AE or AR with its reason). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdtAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            502: components["responses"]["MllpUnavailable"];
        };
    };
    listNurseCalls: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["NurseCallFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of calls. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurseCallPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getNurseCall: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The call. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurseCall"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportNurseCallsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["NurseCallFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per call (response time in seconds). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listNurseCallRooms: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rooms, by division and name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurseCallRoom"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    raiseNurseCall: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NurseCallRaise"];
            };
        };
        responses: {
            /** @description The call, open. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NurseCall"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The room has no admitted patient (details name body.nurse_call.room_id, rule patient), the patient has no running monitor (rule monitor), or the organisation has no enabled virtual nursing request type (code no_request_type). Nothing is stored. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listDevicesUptime: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["DeviceUptimeFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of device uptimes, one row per device and window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeviceUptimePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportDevicesUptimeCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["DeviceUptimeFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per device and window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAccessBrowserUsers: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every user of the organisation, blocked ones included (marked), sorted by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUserAccess: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's access, division by division. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserAccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRoomAccess: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The room, its patients and the users who can see it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomAccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSystemOverview: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts as they stand now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVirtualRequestTypes: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VirtualRequestTypeFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of virtual request types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequestTypePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createVirtualRequestType: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VirtualRequestTypeWrite"];
            };
        };
        responses: {
            /** @description The new virtual request type. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequestType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportVirtualRequestTypesCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VirtualRequestTypeFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per virtual request type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVirtualRequestTypesDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "video_reason";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getVirtualRequestType: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The virtual request type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequestType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateVirtualRequestType: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VirtualRequestTypeWrite"];
            };
        };
        responses: {
            /** @description The updated virtual request type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequestType"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listVirtualRequestTypeRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVirtualRequests: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VirtualRequestFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of virtual requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequestPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createVirtualRequest: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VirtualRequestWrite"];
            };
        };
        responses: {
            /** @description The new virtual request, open. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportVirtualRequestsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["VirtualRequestFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per virtual request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listVirtualRequestsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "patient" | "virtual_request_type" | "division";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createVirtualRequestForAimee: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VirtualRequestForAimee"];
            };
        };
        responses: {
            /** @description The new virtual request, open. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The call_id was used for a request about another patient (`call_id_used`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["VirtualRequestUnprocessable"];
        };
    };
    getVirtualRequest: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The virtual request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listVirtualRequestRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    receiveVirtualRequest: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The virtual request as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    acceptVirtualRequest: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The virtual request as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["VirtualRequestConflict"];
        };
    };
    dismissVirtualRequest: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The virtual request as it stands now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VirtualRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["VirtualRequestConflict"];
        };
    };
    listGroups: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["GroupFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of groups. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createGroup: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupWrite"];
            };
        };
        responses: {
            /** @description The new group. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportGroupsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["GroupFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listGroupsDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "division" | "member" | "room" | "unit";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getGroup: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateGroup: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GroupWrite"];
            };
        };
        responses: {
            /** @description The updated group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listGroupRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listForms: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["FormFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of forms. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createForm: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormWrite"];
            };
        };
        responses: {
            /** @description The new form. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportFormsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["FormFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getForm: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateForm: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormWrite"];
            };
        };
        responses: {
            /** @description The updated form. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Form"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listFormRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listPatientFormSubmissions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forms to fill and the submissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PatientFormSubmissions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPatientFormSubmission: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormSubmissionWrite"];
            };
        };
        responses: {
            /** @description The submission. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormSubmission"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listAimeePrompts: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["AimeePromptFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Aimee prompts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeePromptPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createAimeePrompt: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AimeePromptWrite"];
            };
        };
        responses: {
            /** @description The new Aimee prompt. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeePrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportAimeePromptsCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["AimeePromptFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per Aimee prompt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAimeePrompt: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Aimee prompt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeePrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAimeePrompt: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AimeePromptWrite"];
            };
        };
        responses: {
            /** @description The updated Aimee prompt. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeePrompt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listAimeePromptRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAimeeConversations: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["AimeeConversationFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of Aimee conversations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeeConversationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    startAimeeConversation: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AimeeConversationStart"];
            };
        };
        responses: {
            /** @description The conversation, connected. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeeConversationStarted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["AimeeConversationUnprocessable"];
        };
    };
    getAimeeConversation: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeeConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateAimeeConversationTranscript: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AimeeTranscriptWrite"];
            };
        };
        responses: {
            /** @description The conversation as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeeConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AimeeConversationEnded"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    endAimeeConversation: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AimeeTranscriptWrite"];
            };
        };
        responses: {
            /** @description The conversation, ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AimeeConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["AimeeConversationEnded"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listFamilyMembers: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["FamilyMemberFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of family members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyMemberPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createFamilyMember: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FamilyMemberWrite"];
            };
        };
        responses: {
            /** @description The new family member. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportFamilyMembersCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["FamilyMemberFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per family member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listFamilyMembersDropdown: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                field: "patient";
                /** @description Keeps the values containing this text (any case); at most 50 are answered. */
                q?: components["parameters"]["DropdownQuery"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values, sorted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DropdownOption"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getFamilyMember: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The family member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFamilyMember: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FamilyMemberWrite"];
            };
        };
        responses: {
            /** @description The updated family member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyMember"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listFamilyMemberRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listLabelers: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                page?: components["parameters"]["Page"];
                per_page?: components["parameters"]["PerPage"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["LabelerFilters"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of labelers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LabelerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createLabeler: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LabelerWrite"];
            };
        };
        responses: {
            /** @description The new labeler. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Labeler"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    exportLabelersCsv: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                order_by?: components["parameters"]["OrderBy"];
                filters?: components["schemas"]["LabelerFilters"];
                /** @description Column ids to export, in order (`columns[]=name`); the default columns when absent. */
                columns?: components["parameters"]["CsvColumns"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A header row with the column titles, then one row per labeler. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getLabeler: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The labeler. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Labeler"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateLabeler: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LabelerWrite"];
            };
        };
        responses: {
            /** @description The updated labeler. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Labeler"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listLabelerRevisions: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revision records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createStatAlarm: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatAlarmWrite"];
            };
        };
        responses: {
            /** @description The alarm, open. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatAlarm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["StatAlarmConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["StatAlarmUnprocessable"];
        };
    };
    documentStatAlarm: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatAlarmDocument"];
            };
        };
        responses: {
            /** @description The alarm, documented. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatAlarm"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["StatAlarmConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listPatientMonitorWatchStates: {
        parameters: {
            query: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
                /** @description The monitors (`monitor_ids[]=1&monitor_ids[]=2`), at most 100. */
                monitor_ids: number[];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorWatchStateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    setPatientMonitorCurtain: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorCurtainWrite"];
            };
        };
        responses: {
            /** @description The monitor's state now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorWatchState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    setPatientMonitorNudge: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorNudgeWrite"];
            };
        };
        responses: {
            /** @description The monitor's state now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorWatchState"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MonitorConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listManagerViewObservers: {
        parameters: {
            query?: {
                /** @description A division of the user, or `*` for all divisions. */
                division_id?: components["parameters"]["DivisionId"];
            };
            header?: {
                /** @description The browser session's id; a sign-in from another device ends older sessions. */
                "Session-Id"?: components["parameters"]["SessionId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The observers, the heaviest load first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagerViewObserverList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
