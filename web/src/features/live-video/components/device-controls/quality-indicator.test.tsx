import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QualitySnapshot } from '../../../../lib/media/quality';
import { QualityIndicator, qualityVisible } from './quality-indicator';

const snapshot = (over: Partial<QualitySnapshot>): QualitySnapshot => ({ score: 5, level: 'excellent', issues: [], pulsing: false, ...over });

describe('QualityIndicator', () => {
  afterEach(cleanup);

  it('hides at good or better, unless issues remain or the border still pulses', () => {
    expect(qualityVisible(null)).toBe(false);
    expect(qualityVisible(snapshot({}))).toBe(false);
    expect(qualityVisible(snapshot({ score: 4, level: 'good' }))).toBe(false);
    expect(qualityVisible(snapshot({ score: 3, level: 'fair' }))).toBe(true);
    expect(qualityVisible(snapshot({ score: 1, level: 'poor' }))).toBe(true);
    expect(qualityVisible(snapshot({ score: 4, level: 'good', issues: ['jitter'] }))).toBe(true);
    expect(qualityVisible(snapshot({ score: 4, level: 'good', pulsing: true }))).toBe(true);
  });

  it('names the level in words, not only bars, and pulses after a drop', () => {
    render(<MantineProvider><QualityIndicator snapshot={snapshot({ score: 1, level: 'poor', issues: ['packetLoss'], pulsing: true })} /></MantineProvider>);
    const badge = screen.getByTestId('quality-indicator');
    expect(badge.textContent).toContain('Poor');
    expect(badge.getAttribute('aria-label')).toBe('Connection quality Poor');
    expect(badge.dataset.pulsing).toBe('true');
    expect(badge.dataset.issues).toBe('packetLoss');
  });

  it('draws the pulsing ring in the colour of the level it names: a good call is never ringed red', () => {
    render(<MantineProvider><QualityIndicator snapshot={snapshot({ score: 4, level: 'good', pulsing: true })} /></MantineProvider>);
    const badge = screen.getByTestId('quality-indicator');
    expect(badge.textContent).toContain('Good');
    expect(badge.style.borderColor).toBe('var(--mantine-color-green-6)');
    expect(badge.getAttribute('style')).not.toContain('red');
  });

  it('says Poor · No video while the picture is frozen, whatever the last score was', () => {
    render(<MantineProvider><QualityIndicator snapshot={snapshot({})} frozen /></MantineProvider>);
    const badge = screen.getByTestId('quality-indicator');
    expect(badge.textContent).toBe('Poor · No video');
    expect(badge.dataset.level).toBe('poor');
    expect(badge.getAttribute('aria-label')).toBe('Connection quality Poor: no video');
  });
});
