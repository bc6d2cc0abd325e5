// The words and colours of a signal level, shared by the connection quality and the device's Wi-Fi
// badges so that both read alike.
import type { QualityLevel } from '../../../../lib/media/quality';

export const levelLabels: Record<QualityLevel, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };
export const levelColors: Record<QualityLevel, string> = { excellent: 'green', good: 'green', fair: 'yellow', poor: 'red' };
