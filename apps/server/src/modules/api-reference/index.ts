/** What other parts of the server may use of the API reference. */
export { API_EXAMPLES, type ApiExample } from './api-examples';
export { curlCommand, withApiExamples } from './with-api-examples';
