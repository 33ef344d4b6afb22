/**
 * Typed errors the services throw; `errorHandler` (http/error-handler.ts) maps them to the DESIGN §2 shapes.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** `{detail}` for a whole-request error, the field map for a validation error. */
  toBody(): Record<string, unknown> {
    return this.fields ? this.fields : { detail: this.message };
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super(400, message, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Thông tin xác thực không hợp lệ hoặc đã hết hạn.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Bạn không có quyền thực hiện thao tác này.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Không tìm thấy.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, fields?: FieldErrors) {
    super(409, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau.') {
    super(429, message);
  }
}
