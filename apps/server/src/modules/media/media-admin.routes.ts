import fastifyMultipart from '@fastify/multipart';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@shop/domain/media.rules';
import { MediaItem, MediaListQuery, MediaPage } from '@shop/domain/media.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, BadRequestError } from '../../http/errors';
import { ErrorBody } from '../../http/schemas';
import { staffOf } from '../../http/staff-context';
import type { MediaService } from './media.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody };

const fileError = (status: number, message: string) => new AppError(status, message, { file: [message] });

/** @fastify/multipart's and busboy's failures, as the client's mistakes they are (never a 500). */
function uploadError(err: unknown): AppError {
  switch ((err as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileError(413, MEDIA_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return fileError(413, MEDIA_MESSAGES.tooManyFiles);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new BadRequestError(MEDIA_MESSAGES.notMultipart);
    default:
      // Malformed multipart (busboy), too many parts or fields, a body cut short.
      return new BadRequestError(MEDIA_MESSAGES.malformed);
  }
}

/** The bytes of the multipart field `file` (DESIGN §8), at most 10 MB. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await req.file();
  } catch (err) {
    throw uploadError(err);
  }
  if (!part || part.fieldname !== 'file') throw fileError(400, MEDIA_MESSAGES.noFile);
  try {
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err);
  }
}

/**
 * `POST /api/admin/media/` and `GET /api/admin/media/`. Registered inside the staff scope (app.ts), so the token
 * and the role are checked before the body is read; multipart bodies are accepted on these routes only.
 */
export function mediaAdminRoutes(media: MediaService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    const tags = ['admin'];

    app.post(
      '/admin/media',
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description: 'Multipart field `file`: a JPEG, PNG, WebP or AVIF image of at most 10 MB and 40 megapixels.',
          response: { 200: MediaItem, 201: MediaItem, ...errors },
        },
      },
      async (req, reply) => {
        const data = await readUpload(req);
        const { item, created } = await media.staffUpload(staffOf(req), data);
        return reply.status(created ? 201 : 200).send(item);
      },
    );

    app.get(
      '/admin/media',
      { schema: { tags, querystring: MediaListQuery, response: { 200: MediaPage, ...errors } } },
      async (req) => media.list(req.query),
    );
  };
}
