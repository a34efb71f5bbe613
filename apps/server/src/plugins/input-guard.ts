import type { FastifyInstance } from 'fastify';
import { hasForbiddenCharacters, INPUT_MESSAGES } from '@cardbinder/shared';
import { badRequest } from '@/lib/errors';

/** The first string (value or key) in a parsed request part that breaks the text rule, named by its path. */
function findForbiddenText(value: unknown, root: string): string | null {
  // iterative: a deeply nested JSON body must not overflow the stack
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (hasForbiddenCharacters(item.value)) return item.path;
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, child] of Object.entries(item.value)) {
        if (hasForbiddenCharacters(key)) return item.path;
        stack.push({ value: child, path: key });
      }
    }
  }
  return null;
}

/**
 * The shared text rule (no NUL, no lone surrogate) on every path parameter, query parameter and JSON body of every
 * route, schema or not. preValidation runs after the routes' onRequest sign-in checks, so 401 still comes first.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field =
      findForbiddenText(request.params, 'path') ??
      findForbiddenText(request.query, 'query') ??
      findForbiddenText(request.body, 'body');
    if (field) throw badRequest(INPUT_MESSAGES.badCharacters(field));
  });
}
