// What the patient of a training video (a device of kind trainingvideo) says, line by line: each
// line once the other side has finished speaking. The simulator's emulated assistant reads the same
// lines as its transcription of that patient (it hears the speech, it does not recognise words).
export const TRAINING_SCENARIO: readonly string[] = [
  'Hello? Who is this?',
  'Can you get my nurse please? I need help getting up.',
  'Thank you.',
];
