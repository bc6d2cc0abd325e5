// Hospitals (divisions) on the generic resource pages: the colour as its picker swatch; a save
// refreshes what lists divisions (the caller's hospital picker, the units' Division filter). Other
// users' pickers follow user-updated.
import type { components } from '@bedside/openapi/api';
import { hospitals } from '@bedside/resources';
import { ColorName } from '../../components/color-name';
import type { WebResource } from '../../components/resource/web-resource';

type Hospital = components['schemas']['HospitalDivision'];

export const hospitalsWeb: WebResource<Hospital> = {
  descriptor: hospitals,
  cells: { color: (row) => <ColorName color={row.color} /> },
  related: [['get', '/users/current'], ['get', '/units/dropdown']],
};
