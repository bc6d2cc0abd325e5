// Custom fields on the generic resource pages: the choices input of the form, and the definitions
// every table and form of a model reads (GET /custom_fields/all), refreshed after a save here.
import type { components } from '@bedside/openapi/api';
import { customFields } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { OptionsInput } from './components/options-input';

export const customFieldsWeb: WebResource<components['schemas']['CustomField']> = {
  descriptor: customFields,
  inputs: { options: OptionsInput },
  related: [['get', '/custom_fields/all']],
};
