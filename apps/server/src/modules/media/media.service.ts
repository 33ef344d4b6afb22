import { createHash } from 'node:crypto';
import type { MediaItem, MediaListQuery, MediaPage } from '@shop/domain/media.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { StoredVariant } from '../../db/schema/media';
import { assertPageExists, paginate } from '../../http/pagination';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';
import { processImage } from './image-pipeline';
import * as repo from './media.repo';
import { IMMUTABLE, type MediaObject, type MediaStore, PRIVATE } from './storage';

export type { MediaRow } from './media.repo';

/** Runs inside the upload's transaction, after its row is written (the back office's audit row). */
export type MediaWriteHook = (tx: Tx, row: repo.MediaRow) => Promise<void>;

interface Deps {
  db: Db;
  store: MediaStore;
  publicUrl: string;
  log: FastifyBaseLogger;
  audit: AuditService;
  /**
   * The uploaders' e-mails (users' directory, which app.ts passes). A test's service may leave it out: it names
   * no e-mails.
   */
  users?: EmailDirectory;
}

type EmailDirectory = { emailsByIds(db: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> };
const NO_EMAILS: EmailDirectory = { emailsByIds: async () => new Map() };

/**
 * The image library (DESIGN §8): uploads go through the pipeline (image-pipeline.ts) into the store and
 * get a row. An image's folder is named by the hash of its bytes, so its files never change under their names, and
 * the same picture uploaded twice is the first upload's row.
 */
export function createMediaService({ db, store, publicUrl, log, audit, users = NO_EMAILS }: Deps) {
  /** The rows as the API shows them, with their uploaders' e-mails (one look-up). */
  async function shapeAll(rows: repo.MediaRow[]): Promise<MediaItem[]> {
    const emails = await users.emailsByIds(
      db,
      rows.map((r) => r.createdBy),
    );
    return rows.map((r) => shape(r, r.createdBy === null ? undefined : emails.get(r.createdBy)));
  }

  function shape(row: repo.MediaRow, creatorEmail: string | undefined): MediaItem {
    const variants = row.variants.map((v) => ({ width: v.width, format: v.format, url: store.url(v.key) }));
    const top = row.variants.filter((v) => v.format === 'webp').at(-1)!;
    return {
      id: row.id,
      url: store.url(top.key),
      width: row.width,
      height: row.height,
      variants,
      content_type: row.contentType,
      bytes: row.bytes,
      created_by: row.createdBy === null ? null : { id: row.createdBy, email: creatorEmail ?? '' },
      created_at: row.createdAt.toISOString(),
    };
  }

  /** Writes every object, all or none: what was written is removed again when one fails. */
  async function putAll(objects: MediaObject[]): Promise<string[]> {
    const results = await Promise.allSettled(objects.map((o) => store.put(o)));
    const written = objects.filter((_, i) => results[i]!.status === 'fulfilled').map((o) => o.key);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      await removeQuietly(written);
      throw failed.reason;
    }
    return written;
  }

  async function removeQuietly(keys: string[]) {
    try {
      await store.remove(keys);
    } catch (err) {
      log.error({ err, keys }, 'media: could not remove the files of a failed upload');
    }
  }

  /**
   * `POST /api/admin/media/`: `created` is false when these bytes were uploaded before (that row is answered, and
   * nothing is written). A refused file changes nothing; a failed write or hook leaves no row and no file.
   */
  async function upload(
    data: Buffer,
    opts: { createdBy: number; onWrite?: MediaWriteHook },
  ): Promise<{ item: MediaItem; created: boolean }> {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    const key = `p/${hash}`;
    const existing = await repo.findMediaByKey(db, key);
    if (existing) return { item: (await shapeAll([existing]))[0]!, created: false };
    const image = await processImage(data);

    const original = `originals/${hash}.${image.ext}`;
    const objects: MediaObject[] = [
      ...image.files.map((f) => ({
        key: `${key}/${f.name}`,
        body: f.data,
        contentType: f.contentType,
        cacheControl: IMMUTABLE,
      })),
      { key: original, body: data, contentType: image.contentType, cacheControl: PRIVATE },
    ];
    const written = await putAll(objects);
    const variants: StoredVariant[] = image.files.map((f) => ({
      width: f.width,
      format: f.format,
      key: `${key}/${f.name}`,
    }));
    let row: repo.MediaRow | undefined;
    try {
      row = await db.transaction(async (tx) => {
        const inserted = await repo.insertMedia(tx, {
          key,
          width: image.width,
          height: image.height,
          variants,
          original,
          contentType: image.contentType,
          bytes: data.length,
          createdBy: opts.createdBy,
        });
        if (inserted) await opts.onWrite?.(tx, inserted);
        return inserted;
      });
    } catch (err) {
      await removeQuietly(written);
      throw err;
    }
    // Without a new row, the same bytes were uploaded meanwhile: the files are the same, that row owns them.
    const saved = (await repo.findMediaByKey(db, key))!;
    if (row) log.info({ mediaId: row.id, key, bytes: data.length }, 'media uploaded');
    return { item: (await shapeAll([saved]))[0]!, created: row !== undefined };
  }

  return {
    upload,

    /** `POST /api/admin/media/`: a staff member's upload, its audit row written in the transaction of its row. */
    staffUpload: (staff: StaffContext, data: Buffer) =>
      upload(data, {
        createdBy: staff.userId,
        onWrite: (tx, row) =>
          audit.record(tx, staff, {
            action: 'media.upload',
            targetType: 'media',
            targetId: row.id,
            before: null,
            after: {
              key: row.key,
              width: row.width,
              height: row.height,
              content_type: row.contentType,
              bytes: row.bytes,
            },
          }),
      }),

    /** `GET /api/admin/media/`: newest first, for the back office's picker. */
    async list(q: MediaListQuery): Promise<MediaPage> {
      const total = await repo.countMedia(db);
      assertPageExists(q, total);
      const rows = await repo.listMedia(db, { limit: q.page_size, offset: (q.page - 1) * q.page_size });
      return paginate(`${publicUrl}/api/admin/media/`, new URLSearchParams(), q, total, await shapeAll(rows));
    },

    close: () => store.close(),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
