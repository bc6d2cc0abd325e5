// Word lists for synthetic, obviously fictional hospital data.
export const firstNames = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Iris', 'Omar', 'Lena', 'Caleb', 'Priya', 'Mateo', 'Hazel', 'Felix', 'Ines', 'Jonah', 'Ruth', 'Theo', 'Alma', 'Hugo', 'Nadia', 'Silas', 'Wren', 'Amir', 'Clara', 'Dmitri', 'Elena', 'Kofi', 'Lucia', 'Tariq'];
export const lastNames = ['Abernathy', 'Brightwater', 'Castellano', 'Delacroix', 'Ellsworth', 'Fairbanks', 'Gallagher', 'Holloway', 'Ishikawa', 'Jablonski', 'Kowalczyk', 'Lindqvist', 'Montgomery', 'Nakamura', 'Okonkwo', 'Pemberton', 'Quintero', 'Rosenthal', 'Sandoval', 'Thornbury', 'Underwood', 'Valenzuela', 'Whitacre', 'Yamamoto', 'Zielinski'];
export const divisionSeeds = [
  { name: 'North Tower', color: 'blue', prefix: 'N', address: '1200 Mercy Drive, North Building, Springfield, IL 62701' },
  { name: 'South Tower', color: 'green', prefix: 'S', address: '1200 Mercy Drive, South Building, Springfield, IL 62701' },
  { name: 'Pediatrics', color: 'orange', prefix: 'P', address: '45 Children\'s Way, Springfield, IL 62702' },
  { name: 'Behavioral Health', color: 'purple', prefix: 'B', address: null },
] as const;
export const unitNames = ['ICU', 'Med-Surg', 'Telemetry', 'Step-Down', 'Oncology', 'Neuro'];
/** Units each division has besides its three with rooms (seed.ts). */
export const emptyUnitNames = ['Maternity', 'Rehabilitation', 'Cardiology', 'Emergency', 'Orthopedics', 'Dialysis', 'Palliative Care'];
export const versions = ['4.12.0', '4.12.3', '4.13.1', '5.0.2'];
export const wifiStates = ['excellent', 'good', 'fair', 'poor'] as const;
/** A pause notification is one of its monitor's pauses (seed-patients.ts). */
export const FALL_RISK_TEXT = 'Fall risk alert in room {room}';
export const PAUSED_TEXT = 'Monitoring paused for {room}';
export const notificationTexts = [
  FALL_RISK_TEXT,
  'Virtual nursing request for {room}',
  'Translation requested for {room}',
  'Security check requested for {room}',
  'eICU consult requested for {room}',
  PAUSED_TEXT,
];
/** The virtual request type a notification text is of (the others are everyone's). */
export const notificationRequestKind: Readonly<Record<string, string>> = {
  'Virtual nursing request for {room}': 'virtual_nursing',
  'Translation requested for {room}': 'translation',
  'Security check requested for {room}': 'security',
  'eICU consult requested for {room}': 'eicu',
};
