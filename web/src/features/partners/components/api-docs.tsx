// The provider contract as partners read it, rendered by Swagger UI. This module (the viewer, its
// stylesheet and the bundled contract) loads only on /system/partners/api-docs. The contract is the
// copy this build was made from, so the page needs no call and works whichever host serves the app;
// the viewer loads no fonts or scripts from elsewhere, which the app's Content-Security-Policy
// would refuse. Try it out is off: a partner calls with its own token, not the admin's session. The
// tag filter narrows some 180 operations (the viewer renders them as they scroll into view).
import contract from '@bedside/openapi/openapi.yaml?raw';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './api-docs.css';

export function ApiDocs() {
  return (
    <div data-testid="api-docs">
      <SwaggerUI spec={contract} supportedSubmitMethods={[]} displayOperationId docExpansion="list" defaultModelsExpandDepth={-1} filter />
    </div>
  );
}
