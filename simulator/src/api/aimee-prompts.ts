// Aimee prompts on the generic collection: what is theirs alone. A prompt is organisation-wide; its
// name is unique in the organisation (any case); a save that changes the greeting or the
// instructions makes the next version (the revision shows the version and the text before and after),
// so a conversation can name the script it used (issue 15).
import { aimeePrompts } from '@bedside/resources';
import { badRequest } from '../api-error.ts';
import { resourceHandlers } from '../resources/handlers.ts';
import type { ResourceSpec } from '../resources/spec.ts';
import type { Store } from '../store/store.ts';
import type { StoredAimeePrompt } from '../store/types.ts';
import type { ApiHandlers } from './types.ts';

function checkName(store: Store, organization: string, name: string, self?: StoredAimeePrompt) {
  const wanted = name.toLowerCase();
  if (store.data.aimeePrompts.some((p) => p !== self && p.organization_id === organization && p.name.toLowerCase() === wanted)) {
    throw badRequest('body.aimee_prompt.name', 'unique', 'An Aimee prompt with this name already exists');
  }
}

export const aimeePromptSpec: ResourceSpec<'AimeePrompt', 'AimeePrompts', StoredAimeePrompt> = {
  descriptor: aimeePrompts,
  records: (store) => store.data.aimeePrompts,
  organizationOf: (prompt) => prompt.organization_id,
  toRows: (_ctx, recs) => recs.map(({ organization_id: _org, ...prompt }) => prompt),
  create: ({ auth, services: { store } }, input) => {
    const organization = auth.user.organization_id;
    const name = (input.name ?? '').trim();
    checkName(store, organization, name);
    const prompt: StoredAimeePrompt = {
      id: store.nextId('aimeePrompts'), name, greeting: (input.greeting ?? '').trim(), instructions: (input.instructions ?? '').trim(),
      voice: input.voice ?? 'alloy', enabled: input.enabled ?? true, version: 1, organization_id: organization, updated_at: new Date().toISOString(),
    };
    store.data.aimeePrompts.push(prompt);
    return prompt;
  },
  update: ({ services: { store } }, prompt, input, edit) => {
    const name = input.name?.trim();
    if (name !== undefined) checkName(store, prompt.organization_id, name, prompt);
    edit.set('name', name);
    const script = `${prompt.greeting}\n${prompt.instructions}`;
    edit.set('greeting', input.greeting?.trim());
    edit.set('instructions', input.instructions?.trim());
    if (`${prompt.greeting}\n${prompt.instructions}` !== script) edit.set('version', prompt.version + 1);
    edit.set('voice', input.voice);
    edit.set('enabled', input.enabled);
  },
  afterChange: async (_ctx, prompt) => { prompt.updated_at = new Date().toISOString(); },
  sample: (store) => ({
    name: `Sample Prompt ${store.data.aimeePrompts.length + 1}`, greeting: 'Hello, I am Aimee.', instructions: 'Ask how the patient is feeling.', voice: 'alloy',
  }),
};

export const aimeePromptHandlers: ApiHandlers = resourceHandlers(aimeePromptSpec);
