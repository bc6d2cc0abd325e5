// swagger-ui-react ships no types: the props the API Docs page passes, as its documentation names them.
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  interface SwaggerUIProps {
    /** An OpenAPI document: an object, or its JSON or YAML text. */
    spec?: object | string;
    /** HTTP methods Try it out is offered for; none turns it off. */
    supportedSubmitMethods?: readonly string[];
    displayOperationId?: boolean;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    /** Shows the Filter by tag box (true), or filters by this text. */
    filter?: boolean | string;
  }

  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
