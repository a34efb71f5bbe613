/** An error whose message is safe to show to the user; the error handler turns it into the error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, message, 'Unauthorized');
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, message, 'Forbidden');
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
