// What a person reads for a configurable menu item's page kind (shell §2: "Configurable menu items
// map to a page kind"): the App Modules editor's page choices, named as the sidebar names them.
import { labels } from '../enum-labels.ts';

export const pageKind = labels('PageKind', {
  patients_list: 'Patients',
  patient_monitors: 'Patient Monitors',
  central_monitoring: 'Central Monitoring',
  assignments: 'Assignments',
  infinity_watch: 'Infinity Watch',
  team_mode: 'Team Mode',
  nursing_station: 'Nursing Station',
  shift_report: 'Shift Report',
  patient_tracker: 'Patient Tracker',
  operational_live_view: 'Operational Live View',
  patient_timeline: 'Patient Timeline',
  advanced_reporting: 'Advanced Reporting',
  recordings: 'Recordings',
  care_assignments: 'Care Assignments',
  my_home: 'My Home',
});
