import { Box, Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { useDeviceVolume } from '../../hooks/use-device-volume';
import { clampVolume, VOLUME_MAX, VOLUME_MIN } from '../../utils/command-rules';

/**
 * The device's speaker, 60 to 100: sent when the slider is let go (or at each key step), one
 * step at a time; the slider then shows the level the device acknowledged. Failures are not
 * shown (spec section 7), but the slider goes back to the device's level.
 */
export function VolumeControl({ deviceId, initial }: { deviceId: number; initial: number }) {
  const volume = useDeviceVolume(deviceId, initial);
  // While the thumb is dragged it follows the hand; nothing is sent until it is let go.
  const [dragging, setDragging] = useState<number | null>(null);
  return (
    <Box px="sm" py={6} miw={200}>
      <Text size="xs" c="dimmed" mb={4}>Volume</Text>
      <Slider
        aria-label="Volume"
        thumbLabel="Volume"
        min={VOLUME_MIN}
        max={VOLUME_MAX}
        value={dragging ?? volume.shown}
        onChange={setDragging}
        onChangeEnd={(value) => {
          setDragging(null);
          volume.set(clampVolume(value));
        }}
        marks={[{ value: VOLUME_MIN, label: String(VOLUME_MIN) }, { value: VOLUME_MAX, label: String(VOLUME_MAX) }]}
        mb="md"
        data-testid="volume-slider"
      />
    </Box>
  );
}
