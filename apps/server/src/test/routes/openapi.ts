import type { FastifyInstance } from 'fastify';

export interface DocumentedParameter {
  in: 'path' | 'query' | 'header';
  name: string;
}

/** One operation of the API's own OpenAPI document. */
export interface DocumentedOperation {
  /** 'METHOD /path/{param}' */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: DocumentedParameter[];
  /** top-level properties of a JSON body */
  bodyProperties: string[];
}

interface OpenApiOperation {
  parameters?: DocumentedParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The operations /api/docs lists, read the way a client would read them. */
export async function documentedOperations(app: FastifyInstance): Promise<DocumentedOperation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<string, Record<string, OpenApiOperation>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as DocumentedOperation['method'],
      path,
      parameters: operation.parameters ?? [],
      bodyProperties: Object.keys(
        operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
}
