import { INVALID_TEXT_MESSAGE, findInvalidText } from '@shop/domain/text.rules';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, type FieldErrors } from './errors';

/**
 * `items.0.note`; `non_field_errors` for the body itself, and for `__proto__`, which no field map can carry (as a
 * key it would set the map's prototype, and the answer would match no schema: a 500).
 */
function fieldName(path: (string | number)[]): string {
  const name = path.join('.');
  return name === '' || name === '__proto__' ? 'non_field_errors' : name;
}

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
  for (const path of paths) fields[fieldName(path)] = [INVALID_TEXT_MESSAGE];
  throw new BadRequestError(INVALID_TEXT_MESSAGE, fields);
}
