// Attributes on the generic resource pages: the colour as a swatch with its name.
import type { components } from '@bedside/openapi/api';
import { tags } from '@bedside/resources';
import { ColorName } from '../../components/color-name';
import type { WebResource } from '../../components/resource/web-resource';

type Tag = components['schemas']['Tag'];

export const tagsWeb: WebResource<Tag> = {
  descriptor: tags,
  cells: { color: (row) => <ColorName color={row.color} /> },
};
