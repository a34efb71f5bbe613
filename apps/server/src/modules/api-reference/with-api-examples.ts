import { API_EXAMPLES, type ApiExample } from './api-examples';

interface Operation {
  description?: string;
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
  'x-codeSamples'?: { lang: string; label: string; source: string }[];
}
interface OpenApiDocument {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, Operation>>;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The call as a curl command line, with a placeholder for the caller's key. */
export function curlCommand(method: string, baseUrl: string, example: ApiExample): string {
  const parts = ['curl'];
  if (method !== 'GET') parts.push('-X', method);
  parts.push('-H', shellQuote('Authorization: Bearer $CARDBINDER_KEY'));
  if (example.body !== undefined)
    parts.push(
      '-H',
      shellQuote('Content-Type: application/json'),
      '-d',
      shellQuote(JSON.stringify(example.body)),
    );
  parts.push(shellQuote(`${baseUrl}${example.url}`));
  return parts
    .join(' ')
    .replace(/'Authorization: Bearer \$CARDBINDER_KEY'/, '"Authorization: Bearer $CARDBINDER_KEY"');
}

/**
 * Puts each recorded example into the OpenAPI document: the request (a curl line in the description, which
 * every viewer renders, and as x-codeSamples), its JSON body and the answer as the response's example.
 */
export function withApiExamples<T>(document: T): T {
  const doc = document as OpenApiDocument;
  const baseUrl = doc.servers?.[0]?.url ?? '';
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(operations)) {
      const example = API_EXAMPLES[`${method.toUpperCase()} ${path}`];
      if (!example) continue;
      const curl = curlCommand(method.toUpperCase(), baseUrl, example);
      operation['x-codeSamples'] = [{ lang: 'shell', label: 'curl', source: curl }];
      operation.description = [operation.description, 'Example request:', '```\n' + curl + '\n```']
        .filter(Boolean)
        .join('\n\n');
      const jsonBody = operation.requestBody?.content?.['application/json'];
      if (jsonBody && example.body !== undefined) jsonBody.example = example.body;
      const answer = operation.responses?.[String(example.status)]?.content?.['application/json'];
      if (answer) answer.example = example.response;
    }
  return document;
}
