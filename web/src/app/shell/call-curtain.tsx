// What the live video overlay draws over the picture of a call through a patient's monitor: the
// monitor's privacy curtain, as every wall tile of it shows it (it blurs the room for every viewer).
import { CurtainVeil } from '../../features/monitoring-actions/components/curtain';

export const curtainOverPicture = (patientMonitorId: number) => <CurtainVeil monitor={{ id: patientMonitorId }} />;
