import { describe, expect, it } from 'vitest';
import { canSubmit, defaultValues, effectiveValues, visibleOptions, type SettingsContext } from './settings-rules';

const context = (over: Partial<SettingsContext> = {}): SettingsContext => ({
  device: { kioskMode: true, ptzEnabled: true },
  testMode: false,
  enabledFlags: ['screen_sharing'],
  reasonCount: 3,
  previewEnabled: { hospital: true, division: true },
  mediaError: null,
  ...over,
});

describe('visibleOptions', () => {
  it('offers video and screen share only on kiosk devices, screen share only with the flag', () => {
    expect(visibleOptions(context())).toMatchObject({ activateVideo: true, screenShare: true, kioskWarning: false });
    expect(visibleOptions(context({ enabledFlags: [] }))).toMatchObject({ activateVideo: true, screenShare: false });
    expect(visibleOptions(context({ device: { kioskMode: false, ptzEnabled: true } }))).toMatchObject({ activateVideo: false, screenShare: false, kioskWarning: true });
  });

  it('hides Door Knock and the reason in test mode, and the reason when there are none', () => {
    expect(visibleOptions(context({ testMode: true }))).toMatchObject({ doorKnock: false, videoReason: false, previewButton: false });
    expect(visibleOptions(context({ reasonCount: 0 }))).toMatchObject({ doorKnock: true, videoReason: false });
  });

  it('offers PTZ only for a PTZ device and Preview only when hospital and division enable it', () => {
    expect(visibleOptions(context({ device: { kioskMode: true, ptzEnabled: false } })).ptz).toBe(false);
    expect(visibleOptions(context({ previewEnabled: { hospital: true, division: false } })).previewButton).toBe(false);
    expect(visibleOptions(context({ previewEnabled: { hospital: false, division: true } })).previewButton).toBe(false);
    expect(visibleOptions(context()).previewButton).toBe(true);
  });
});

describe('canSubmit', () => {
  const values = { ...defaultValues({ kioskMode: true, ptzEnabled: true }), videoReasonId: null };
  it('needs a video reason when one is shown', () => {
    expect(canSubmit(context(), values)).toBe(false);
    expect(canSubmit(context(), { ...values, videoReasonId: '2' })).toBe(true);
    expect(canSubmit(context({ reasonCount: 0 }), values)).toBe(true);
    expect(canSubmit(context({ testMode: true }), values)).toBe(true);
  });

  it('waits for the reasons list, loading or failed, except in test mode which takes none', () => {
    expect(canSubmit(context({ reasonCount: null }), { ...values, videoReasonId: '2' })).toBe(false);
    expect(visibleOptions(context({ reasonCount: null })).videoReason).toBe(false);
    expect(canSubmit(context({ reasonCount: null, testMode: true }), values)).toBe(true);
  });

  it('is blocked by a media error', () => {
    expect(canSubmit(context({ mediaError: 'media-denied' }), { ...values, videoReasonId: '2' })).toBe(false);
  });
});

describe('effectiveValues', () => {
  it('turns off what is not shown', () => {
    const hidden = context({ device: { kioskMode: false, ptzEnabled: false }, testMode: true });
    expect(effectiveValues(hidden, { activateVideo: true, screenShare: true, doorKnock: true, ptz: true, videoReasonId: '1' }))
      .toEqual({ activateVideo: false, screenShare: false, doorKnock: false, ptz: false, videoReasonId: null });
  });
});
