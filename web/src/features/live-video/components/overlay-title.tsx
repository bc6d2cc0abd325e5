import { MaskedText } from '../../../components/masked-text';
import type { PatientDetail } from '../api/get-patient';
import type { VideoDevice } from '../api/list-picker-devices';

/** "Patient Video" plus the masked patient name and the room (the device's name in a test). */
export function OverlayTitle({ patient, device }: { patient: PatientDetail | null; device: VideoDevice | null }) {
  const room = patient?.room?.name ?? device?.room?.name ?? null;
  return (
    <>
      Patient Video
      {patient ? <>{' - '}<MaskedText value={patient.display_name} type="patient_name" /></> : device ? ` - ${device.name}` : null}
      {room ? ` - ${room}` : null}
    </>
  );
}
