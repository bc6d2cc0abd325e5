// The contract lint's resource convention (openapi/scripts/resource-rules.mjs): a clean resource
// passes, and each rule reports exactly the one thing a document breaks.
import { describe, expect, it } from 'vitest';
import { resourceProblems } from '../../openapi/scripts/resource-rules.mjs';

const ref = (kind, name) => ({ $ref: `#/components/${kind}/${name}` });
const param = (name) => ref('parameters', name);
const schema = (name) => ref('schemas', name);
const json = (body) => ({ description: 'ok', content: { 'application/json': { schema: body } } });
const tags = ['video-reasons'];
const view = { action: 'View', resource: 'VideoReason' };
const edit = { action: 'Edit', resource: 'VideoReason' };
const shared = ['SessionId', 'DivisionId'].map(param);
const filters = { name: 'filters', in: 'query', style: 'deepObject', explode: true, schema: schema('VideoReasonFilters') };
const columns = { name: 'columns', in: 'query', schema: { type: 'array', items: { type: 'string' } } };
const division = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };

/** A resource keeping every rule: all eight kinds of VideoReason under /video_reasons. */
const clean = () => ({
  tags: [{ name: 'video-reasons', 'x-resource': {
    schema: 'VideoReason', plural: 'VideoReasons', path: '/video_reasons',
    operations: ['list', 'get', 'create', 'update', 'delete', 'exportCsv', 'dropdown', 'revisions'],
  } }],
  paths: {
    '/video_reasons': {
      get: { tags, operationId: 'listVideoReasons', 'x-permission': view,
        parameters: [...shared, ...['Page', 'PerPage', 'OrderBy'].map(param), filters],
        responses: { 200: json(schema('VideoReasonPage')) } },
      post: { tags, operationId: 'createVideoReason', 'x-permission': edit, parameters: shared,
        responses: { 201: json(schema('VideoReason')) } },
    },
    '/video_reasons/export.csv': {
      get: { tags, operationId: 'exportVideoReasonsCsv', 'x-permission': view, parameters: [...shared, param('OrderBy'), filters, columns],
        responses: { 200: { description: 'rows', content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
    '/video_reasons/dropdown': {
      get: { tags, operationId: 'listVideoReasonsDropdown', 'x-permission': view,
        parameters: [...shared, { name: 'field', in: 'query', required: true, schema: { type: 'string', enum: ['name'] } },
          { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 } }],
        responses: { 200: json({ type: 'array', items: schema('DropdownOption') }) } },
    },
    '/video_reasons/{id}': {
      parameters: [param('Id')],
      get: { tags, operationId: 'getVideoReason', 'x-permission': view, parameters: shared, responses: { 200: json(schema('VideoReason')) } },
      put: { tags, operationId: 'updateVideoReason', 'x-permission': edit, parameters: shared, responses: { 200: json(schema('VideoReason')) } },
      delete: { tags, operationId: 'deleteVideoReason', 'x-permission': edit, parameters: shared, responses: { 204: { description: 'gone' } } },
    },
    '/video_reasons/{id}/revisions': {
      parameters: [param('Id')],
      get: { tags, operationId: 'listVideoReasonRevisions', 'x-permission': view, parameters: shared,
        responses: { 200: ref('responses', 'Revisions') } },
    },
    '/video_reasons/{id}/usage': {
      get: { tags, operationId: 'getVideoReasonUsage', 'x-permission': view, responses: { 200: json({ type: 'object' }) } },
    },
  },
  components: {
    parameters: {},
    responses: { Revisions: json({ type: 'array', items: schema('Revision') }) },
    schemas: {
      VideoReason: { type: 'object', required: ['id', 'name', 'division'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, division: schema('Division') } },
      Division: division,
      VideoReasonPage: { type: 'object', required: ['results', 'metadata'],
        properties: { results: { type: 'array', items: schema('VideoReason') }, metadata: schema('PageMetadata') } },
      VideoReasonWrite: { type: 'object', required: ['video_reason'],
        properties: { video_reason: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' } } } } },
      VideoReasonFilters: { type: 'object', additionalProperties: false, properties: { name: { type: 'string' } } },
    },
  },
});

/** The problems of the clean document after `change` breaks it. */
const after = (change) => {
  const doc = clean();
  change(doc);
  return resourceProblems(doc);
};
const at = 'x-resource VideoReason';
const list = (doc) => doc.paths['/video_reasons'].get;
const one = (doc) => doc.paths['/video_reasons/{id}'];

describe('resourceProblems', () => {
  it('passes a resource that keeps the convention, and a document without x-resource', () => {
    expect(resourceProblems(clean())).toEqual([]);
    expect(resourceProblems({ tags: [{ name: 'users' }], paths: {} })).toEqual([]);
  });

  it('accepts an SDetail that is allOf [S, …] and a declared permission override', () => {
    const problems = after((doc) => {
      doc.components.schemas.VideoReasonDetail = { allOf: [schema('VideoReason'), { type: 'object' }] };
      one(doc).get.responses[200] = json(schema('VideoReasonDetail'));
      doc.tags[0]['x-resource'].permission = { resource: 'Reason', view: 'Read', edit: 'Manage' };
      for (const item of Object.values(doc.paths)) {
        for (const op of [item.get, item.post, item.put, item.delete].filter(Boolean)) {
          op['x-permission'] = { action: op['x-permission'].action === 'View' ? 'Read' : 'Manage', resource: 'Reason' };
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it('reports a declaration without its fields and unknown kinds', () => {
    expect(after((doc) => delete doc.tags[0]['x-resource'].path)).toEqual([
      'x-resource of tag video-reasons: needs schema, plural, path and operations',
    ]);
    expect(after((doc) => doc.tags[0]['x-resource'].operations.push('archive'))).toEqual([
      'x-resource of tag video-reasons: unknown operation kinds archive',
    ]);
  });

  describe('rule 1: each declared kind at its conventional place', () => {
    it('reports a missing operation', () => {
      expect(after((doc) => delete doc.paths['/video_reasons/dropdown'])).toEqual([
        `${at}: dropdown needs GET /video_reasons/dropdown (listVideoReasonsDropdown), which is missing`,
      ]);
    });
    it('reports a wrong operationId at the place', () => {
      expect(after((doc) => { one(doc).put.operationId = 'saveVideoReason'; })).toEqual([
        `${at}: PUT /video_reasons/{id} (saveVideoReason) must have operationId updateVideoReason`,
      ]);
    });
    it('reports an operation without the tag', () => {
      expect(after((doc) => { one(doc).get.tags = ['videos']; })).toEqual([
        `${at}: GET /video_reasons/{id} (getVideoReason) must have tag video-reasons`,
      ]);
    });
    it('reports create without 201 and delete without 204', () => {
      expect(after((doc) => {
        const post = doc.paths['/video_reasons'].post;
        post.responses = { 200: post.responses[201] };
      })).toEqual([`${at}: createVideoReason must answer 201`]);
      expect(after((doc) => { one(doc).delete.responses = { 200: { description: 'gone' } }; })).toEqual([
        `${at}: deleteVideoReason must answer 204`,
      ]);
    });
    it('reports an export that is not text/csv', () => {
      expect(after((doc) => { doc.paths['/video_reasons/export.csv'].get.responses[200] = json({ type: 'string' }); })).toEqual([
        `${at}: exportVideoReasonsCsv 200 must answer text/csv`,
      ]);
    });
    it('reports a dropdown whose field is optional or has no enum, or whose q is unbounded', () => {
      const dropdown = (doc) => doc.paths['/video_reasons/dropdown'].get;
      const message = `${at}: listVideoReasonsDropdown must take a required query parameter field with an enum`;
      expect(after((doc) => { dropdown(doc).parameters[2].required = false; })).toEqual([message]);
      expect(after((doc) => { dropdown(doc).parameters[2].schema = { type: 'string' }; })).toEqual([message]);
      expect(after((doc) => { delete dropdown(doc).parameters[3].schema.maxLength; })).toEqual([
        `${at}: listVideoReasonsDropdown q must be optional with maxLength ≤ 100`,
      ]);
      expect(after((doc) => { dropdown(doc).responses[200] = json({ type: 'array', items: { type: 'string' } }); })).toEqual([
        `${at}: listVideoReasonsDropdown 200 must answer an array of $ref DropdownOption`,
      ]);
    });
    it('reports revisions that are not an array of Revision', () => {
      expect(after((doc) => { doc.components.responses.Revisions = json(schema('Revision')); })).toEqual([
        `${at}: listVideoReasonRevisions 200 must answer an array of $ref Revision`,
      ]);
    });
  });

  describe('rule 2: the schemas', () => {
    const schemas = (doc) => doc.components.schemas;
    it('reports a record without an integer id or a required division', () => {
      expect(after((doc) => { schemas(doc).VideoReason.properties.id = { type: 'string' }; })).toEqual([
        `${at}: VideoReason must require an integer id`,
      ]);
      expect(after((doc) => { schemas(doc).VideoReason.required = ['id', 'name']; })).toEqual([
        `${at}: VideoReason must require division, an object requiring id and name`,
      ]);
    });
    it('lets an organisation-wide record go without a division, and names an unknown scope', () => {
      const orgWide = (doc) => { schemas(doc).VideoReason.required = ['id', 'name']; delete schemas(doc).VideoReason.properties.division; };
      expect(after((doc) => { orgWide(doc); doc.tags[0]['x-resource'].scope = 'organization'; })).toEqual([]);
      expect(after((doc) => { doc.tags[0]['x-resource'].scope = 'hospital'; })).toEqual([
        'x-resource of tag video-reasons: scope must be division or organization, not hospital',
      ]);
    });
    it('asks no write body of a resource that neither creates nor updates', () => {
      const readOnly = (doc) => {
        doc.tags[0]['x-resource'].operations = ['list', 'get', 'exportCsv', 'dropdown', 'revisions'];
        for (const method of ['post']) delete doc.paths['/video_reasons'][method];
        delete doc.paths['/video_reasons/{id}'].put;
        delete doc.paths['/video_reasons/{id}'].delete;
        delete schemas(doc).VideoReasonWrite;
      };
      expect(after(readOnly)).toEqual([]);
    });
    it('reports a page without PageMetadata', () => {
      expect(after((doc) => { schemas(doc).VideoReasonPage.properties.metadata = { type: 'object' }; })).toEqual([
        `${at}: VideoReasonPage must require results (array of $ref VideoReason) and metadata ($ref PageMetadata)`,
      ]);
    });
    it('reports a write body whose snake_case wrapper accepts unknown properties', () => {
      expect(after((doc) => { delete schemas(doc).VideoReasonWrite.properties.video_reason.additionalProperties; })).toEqual([
        `${at}: VideoReasonWrite must require video_reason, an object with additionalProperties false`,
      ]);
    });
    it('reports filters that accept unknown properties', () => {
      expect(after((doc) => { delete schemas(doc).VideoReasonFilters.additionalProperties; })).toEqual([
        `${at}: VideoReasonFilters must have additionalProperties false`,
      ]);
    });
    it('reports get answering neither S nor an SDetail built on it', () => {
      expect(after((doc) => { one(doc).get.responses[200] = json({ type: 'object' }); })).toEqual([
        `${at}: getVideoReason 200 must answer $ref VideoReason or VideoReasonDetail (allOf [VideoReason, …])`,
      ]);
      expect(after((doc) => {
        schemas(doc).VideoReasonDetail = { type: 'object' };
        one(doc).put.responses[200] = json(schema('VideoReasonDetail'));
      })).toEqual([`${at}: updateVideoReason 200 must answer $ref VideoReason or VideoReasonDetail (allOf [VideoReason, …])`]);
    });
  });

  describe('rule 3: list and export parameters', () => {
    it('reports a list without a shared parameter', () => {
      expect(after((doc) => { list(doc).parameters = list(doc).parameters.filter((p) => p.$ref !== '#/components/parameters/PerPage'); })).toEqual([
        `${at}: listVideoReasons must take parameter $ref PerPage`,
      ]);
    });
    it('reports filters that are not a deepObject of SFilters', () => {
      expect(after((doc) => { list(doc).parameters[5] = { ...filters, style: 'form' }; })).toEqual([
        `${at}: listVideoReasons must take query parameter filters (style deepObject, $ref VideoReasonFilters)`,
      ]);
    });
    it('reports an export that pages', () => {
      expect(after((doc) => { doc.paths['/video_reasons/export.csv'].get.parameters.push(param('Page')); })).toEqual([
        `${at}: exportVideoReasonsCsv must not take Page`,
      ]);
    });
  });

  describe('rule 4: x-permission', () => {
    it('reports a write kind with a read rule, and a read kind without a rule', () => {
      expect(after((doc) => { one(doc).put['x-permission'] = view; })).toEqual([
        `${at}: updateVideoReason must have x-permission {action: Edit, resource: VideoReason}`,
      ]);
      expect(after((doc) => { delete list(doc)['x-permission']; })).toEqual([
        `${at}: listVideoReasons must have x-permission {action: View, resource: VideoReason}`,
      ]);
    });
    it('applies the declared override', () => {
      expect(after((doc) => { doc.tags[0]['x-resource'].permission = { resource: 'Reason' }; })).toContain(
        `${at}: listVideoReasons must have x-permission {action: View, resource: Reason}`,
      );
    });
  });

  describe('rule 5: operations that look conventional but are not', () => {
    const extra = (operationId, place = '/video_reasons/extra') => (doc) => {
      doc.paths[place] = { get: { tags, operationId, 'x-permission': view, responses: { 200: json({ type: 'object' }) } } };
    };
    it('names the right id for one differing by singular/plural only', () => {
      expect(after(extra('listVideoReasonDropdown'))).toEqual([
        `${at}: GET /video_reasons/extra (listVideoReasonDropdown) should be listVideoReasonsDropdown (it differs from the dropdown id by singular/plural only)`,
      ]);
    });
    it('reports the id of a kind that is not declared', () => {
      expect(after((doc) => { doc.tags[0]['x-resource'].operations = doc.tags[0]['x-resource'].operations.filter((k) => k !== 'delete'); })).toEqual([
        `${at}: DELETE /video_reasons/{id} (deleteVideoReason) has the delete id, but operations does not declare delete`,
      ]);
    });
    it('leaves other ids that merely start like a conventional one alone', () => {
      for (const id of ['listVideoReasonPicker', 'setVideoReasonVolume', 'getVideoReasonParticipants', 'listVideoReasonsForRoom']) {
        expect(after(extra(id))).toEqual([]);
      }
    });
    it('looks only at operations of the tag', () => {
      expect(after((doc) => { extra('listVideoReasonDropdown')(doc); doc.paths['/video_reasons/extra'].get.tags = ['videos']; })).toEqual([]);
    });
  });
});
