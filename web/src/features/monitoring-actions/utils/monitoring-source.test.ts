import { describe, expect, it } from 'vitest';
import { monitoringSourceOf } from './monitoring-source';

describe('monitoringSourceOf', () => {
  it('names the source of each monitoring route and none elsewhere', () => {
    expect(monitoringSourceOf('/infinity-watch')).toBe('infinity_watch');
    expect(monitoringSourceOf('/patient-central/team-mode')).toBe('team_mode');
    expect(monitoringSourceOf('/patient-central/nursing-station/4')).toBe('central_monitoring');
    expect(monitoringSourceOf('/patient-central')).toBe('central_monitoring');
    expect(monitoringSourceOf('/patient-monitors/3/monitoring')).toBeNull();
  });
});
