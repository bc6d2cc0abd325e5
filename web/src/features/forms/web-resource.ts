// Forms (Form Builder) on the generic resource pages: the fields editor as the form's custom input.
import type { components } from '@bedside/openapi/api';
import { forms } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { FormFieldsEditor } from './components/form-fields-editor';

export const formsWeb: WebResource<components['schemas']['Form']> = {
  descriptor: forms,
  inputs: { fields: FormFieldsEditor },
};
