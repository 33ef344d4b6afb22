import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './errors';

export const SERVER_ERROR = 'Đã xảy ra lỗi máy chủ. Vui lòng thử lại sau.';

/** Fastify's own client errors, reworded for shoppers. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Dữ liệu gửi lên quá lớn.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Định dạng dữ liệu không được hỗ trợ. Hãy gửi JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Dữ liệu JSON trống.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Dữ liệu JSON không hợp lệ.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Độ dài dữ liệu không hợp lệ.',
};

/**
 * The one error handler: typed domain errors and schema failures become DESIGN §2 bodies; anything else is
 * a 5xx whose cause is logged and masked.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.statusCode).send(error.toBody());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const segments = issue.instancePath.split('/').filter(Boolean);
      const key = segments.length ? segments.join('.') : 'non_field_errors';
      (fields[key] ??= []).push(issue.message ?? 'Giá trị không hợp lệ.');
    }
    return reply.status(400).send(fields);
  }
  const clientMessage = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (clientMessage) return reply.status(error.statusCode ?? 400).send({ detail: clientMessage });
  // Invalid JSON arrives as a SyntaxError with statusCode 400 from the content-type parser.
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ detail: status === 400 ? 'Yêu cầu không hợp lệ.' : error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ detail: SERVER_ERROR });
}

/** JSON 404 for unknown /api paths; the SPA's history fallback handles the rest (see app.ts). */
export const API_NOT_FOUND = { detail: 'Không tìm thấy đường dẫn API.' };
