import { INVALID_TEXT_MESSAGE, findInvalidText } from '@shop/domain/text.rules';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, type FieldErrors } from './errors';

/**
 * Refuses a request whose path parameters, query or body hold a NUL or a lone surrogate (text.rules.ts): 400 with
 * the field map of DESIGN §2, naming each field (`items.0.note`; `non_field_errors` for a bad key at the top or a
 * raw text body). Registered once as a root preValidation hook, so it runs before every route's schema, including
 * routes that have none (the webhooks' raw bodies) and routes yet to be written: no schema can forget it.
 */
export async function refuseInvalidText(req: FastifyRequest) {
  const paths = [req.params, req.query, req.body].flatMap(findInvalidText);
  if (!paths.length) return;
  const fields: FieldErrors = {};
  for (const path of paths) fields[path.length ? path.join('.') : 'non_field_errors'] = [INVALID_TEXT_MESSAGE];
  throw new BadRequestError(INVALID_TEXT_MESSAGE, fields);
}
