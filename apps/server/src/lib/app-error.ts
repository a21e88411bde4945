import type { ErrorCode } from '@campus/contract';

const statusByCode: Record<ErrorCode, number> = {
  validation: 400,
  invalid_code: 400,
  unauthorized: 401,
  forbidden: 403,
  no_access: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  payment_declined: 402,
  too_large: 413,
  internal: 500,
};

/** The one error type of the server: a code, the HTTP status it maps to and a Spanish message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues?: { path: string; message: string }[];

  constructor(code: ErrorCode, message: string, options: { issues?: { path: string; message: string }[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusByCode[code];
    if (options.issues) this.issues = options.issues;
  }
}

/** True for errors created by the server on purpose (as opposed to crashes). */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
