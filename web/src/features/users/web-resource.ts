// Users on the generic resource pages: the form's list and choice inputs. The generic form sends
// only the fields changed, so an untouched password field leaves the password as it is.
import type { components } from '@bedside/openapi/api';
import { users } from '@bedside/resources';
import type { WebResource } from '../../components/resource/web-resource';
import { choiceInput, choicesInput } from './components/choice-input';

export const usersWeb: WebResource<components['schemas']['User']> = {
  descriptor: users,
  inputs: {
    division_ids: choicesInput('division_ids'),
    staff_types: choicesInput('staff_types'),
    virtual_request_types: choicesInput('virtual_request_types'),
    time_format: choiceInput('time_format', '12'),
  },
  // Roles and staff types count their users.
  related: [['get', '/roles'], ['get', '/staff_types']],
};
