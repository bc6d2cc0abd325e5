// Partners (Partner API) on the generic resource pages: the credentials shown once after a create,
// and the credentials panel with Rotate secret on the edit page.
import type { components } from '@bedside/openapi/api';
import { partners } from '@bedside/resources';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WebResource } from '../../components/resource/web-resource';
import { patchRecord } from '../../lib/resources/patch-record';
import { PartnerCredentials } from './components/partner-credentials';
import { SecretDialog } from './components/secret-dialog';

type Partner = components['schemas']['Partner'];

function NewPartnerSecret({ row, onClose }: { row: Partner; onClose: () => void }) {
  const queryClient = useQueryClient();
  // The add page cached the create's answer as the record: the secret lives on in this dialog only.
  useEffect(() => patchRecord(queryClient, partners, row.id, ({ client_secret: _secret, ...rest }: Partner) => rest), [queryClient, row.id]);
  return <SecretDialog clientId={row.client_id} secret={row.client_secret ?? ''} onClose={onClose} />;
}

export const partnersWeb: WebResource<Partner> = {
  descriptor: partners,
  Created: NewPartnerSecret,
  EditExtras: PartnerCredentials,
};
