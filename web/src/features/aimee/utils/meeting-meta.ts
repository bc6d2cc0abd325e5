// The meeting metadata that concerns Aimee (live video §3): auto_aimee, auto_save (seconds) and
// aimee_tags, as the host that opens a visit passes them (the external /live-video page reads them
// from its query), plus the prompt to use. Absent: no automatic connection, saved only at the end.

export interface AimeeMeeting {
  autoAimee: boolean;
  /** seconds of silence before the transcript is saved; null: saved only when the conversation ends */
  autoSave: number | null;
  aimeeTags: string[];
  /** an Aimee prompt id; null: the organisation's first enabled one */
  promptId: number | null;
}

export const NO_AIMEE_MEETING: AimeeMeeting = { autoAimee: false, autoSave: null, aimeeTags: [], promptId: null };

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** `?auto_aimee=true&auto_save=5&aimee_tags=Fall Risk,Hard of Hearing&prompt_id=1` */
export function aimeeMeetingFrom(search: URLSearchParams): AimeeMeeting {
  const tags = search.getAll('aimee_tags').flatMap((value) => value.split(','))
    .map((tag) => tag.trim()).filter((tag) => tag.length > 0 && tag.length <= 100);
  return {
    autoAimee: ['true', '1'].includes(search.get('auto_aimee') ?? ''),
    autoSave: positive(search.get('auto_save')),
    aimeeTags: [...new Set(tags)].slice(0, 50),
    promptId: positive(search.get('prompt_id')),
  };
}
