import { Box, Slider, Text } from '@mantine/core';
import { useState } from 'react';
import { useSetDeviceVolume } from '../../api/set-device-volume';
import { clampVolume, VOLUME_MAX, VOLUME_MIN } from '../../utils/command-rules';

/** The device's speaker, 60 to 100; sent when the slider is let go (failures are not shown). */
export function VolumeControl({ deviceId, initial }: { deviceId: number; initial: number }) {
  const [volume, setVolume] = useState(initial);
  const save = useSetDeviceVolume(deviceId);
  return (
    <Box px="sm" py={6} miw={200}>
      <Text size="xs" c="dimmed" mb={4}>Volume</Text>
      <Slider
        aria-label="Volume"
        thumbLabel="Volume"
        min={VOLUME_MIN}
        max={VOLUME_MAX}
        value={volume}
        onChange={setVolume}
        onChangeEnd={(value) => save.mutate(clampVolume(value))}
        marks={[{ value: VOLUME_MIN, label: String(VOLUME_MIN) }, { value: VOLUME_MAX, label: String(VOLUME_MAX) }]}
        mb="md"
        data-testid="volume-slider"
      />
    </Box>
  );
}
