// What a person reads for a family member's relationship to the patient and for the annotation
// kinds a labeler may label (shell §3).
import { labels } from '../enum-labels.ts';

export const familyRelationship = labels('FamilyRelationship', {
  spouse: 'Spouse',
  partner: 'Partner',
  parent: 'Parent',
  child: 'Child',
  sibling: 'Sibling',
  guardian: 'Guardian',
  friend: 'Friend',
  other: 'Other',
});

export const annotationKind = labels('AnnotationKind', {
  face: 'Face',
  bed: 'Bed',
  phi: 'PHI',
  person: 'Person',
  chair: 'Chair',
  line: 'Line',
  object: 'Object',
  polygon: 'Polygon',
});

/** A labeler's kinds as a person reads them ("Face, PHI"); null for none. */
export const annotationKindNames = (kinds: readonly (typeof annotationKind.values)[number][]) => kinds.map((k) => annotationKind.text[k]).join(', ') || null;
