import type { MediaService } from '../media/media.service';
import type { StaffContext } from '../../http/staff-context';
import type { AuditService } from '../audit/audit.service';

/** The back office's image uploads (issue 13): each new image is audited in the transaction that records it. */
export function createAdminMediaService({ media, audit }: { media: MediaService; audit: AuditService }) {
  return {
    upload: (staff: StaffContext, data: Buffer) =>
      media.upload(data, {
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
    list: media.list,
  };
}

export type AdminMediaService = ReturnType<typeof createAdminMediaService>;
