// Connection quality (flag connection_quality_indicator): a label plus bars, shown when the level is
// fair or poor, while issues last, and while the border pulses after a drop (spec section 4). While
// the patient picture is frozen it says No video: a frozen call is not a good one, whatever the
// audio path's figures say. The ring and the label come from the same level, so they always agree.
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import type { QualityLevel, QualityMetric, QualitySnapshot } from '../../../../lib/media/quality';
import { levelColors, levelLabels } from './signal-level';

const bars: Record<QualityLevel, number> = { excellent: 4, good: 3, fair: 2, poor: 1 };
const metricNames: Record<QualityMetric, string> = { latency: 'latency', jitter: 'jitter', packetLoss: 'packet loss', speakerDelay: 'speaker delay' };

/** The spec hides the indicator at good or better; issues and a running pulse keep it up. */
export function qualityVisible(snapshot: QualitySnapshot | null): snapshot is QualitySnapshot {
  if (!snapshot) return false;
  return snapshot.level === 'fair' || snapshot.level === 'poor' || snapshot.issues.length > 0 || snapshot.pulsing;
}

const pulseKeyframes = '@keyframes bedside-quality-pulse { 0%, 100% { box-shadow: 0 0 0 0 var(--bedside-quality-ring); } 50% { box-shadow: 0 0 0 6px transparent; } }';

function Bars({ filled }: { filled: number }) {
  return (
    <Group gap={1} align="flex-end" aria-hidden wrap="nowrap">
      {[1, 2, 3, 4].map((bar) => (
        <span key={bar} style={{ display: 'inline-block', width: 3, height: 3 + bar * 2, background: bar <= filled ? 'currentColor' : 'rgba(128,128,128,0.35)' }} />
      ))}
    </Group>
  );
}

export function QualityIndicator({ snapshot, frozen = false }: { snapshot: QualitySnapshot | null; frozen?: boolean }) {
  if (!frozen && !qualityVisible(snapshot)) return null;
  const issues = snapshot?.issues ?? [];
  const pulsing = snapshot?.pulsing ?? false;
  // No picture is as poor as a call gets, whatever the figures of the audio path say.
  const level: QualityLevel = frozen ? 'poor' : snapshot?.level ?? 'poor';
  const label = frozen ? `${levelLabels.poor} · No video` : levelLabels[level];
  const issueText = issues.length ? `Issues: ${issues.map((issue) => metricNames[issue]).join(', ')}` : 'No current issues';
  const ring = `var(--mantine-color-${levelColors[level]}-6)`;
  return (
    <Tooltip label={frozen ? 'The patient video is frozen' : issueText} withinPortal>
      <Badge
        variant={frozen ? 'filled' : 'light'}
        tt="none"
        color={levelColors[level]}
        data-testid="quality-indicator"
        data-level={level}
        data-frozen={frozen || undefined}
        data-issues={issues.join(' ')}
        data-pulsing={pulsing || undefined}
        aria-label={`Connection quality ${levelLabels[level]}${frozen ? ': no video' : ''}`}
        style={{
          ...(pulsing ? { borderWidth: 2, borderStyle: 'solid', borderColor: ring } : {}),
          animation: pulsing ? 'bedside-quality-pulse 1s ease-in-out infinite' : undefined,
          ['--bedside-quality-ring' as string]: ring,
        }}
        leftSection={<Bars filled={frozen ? 0 : bars[level]} />}
      >
        {pulsing ? <style>{pulseKeyframes}</style> : null}
        <Text span size="xs" fw={600}>{label}</Text>
      </Badge>
    </Tooltip>
  );
}
