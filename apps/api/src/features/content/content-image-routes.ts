import {
  REVIEW_PHOTO_MAX_BYTES,
  type DataResponse,
  type UploadedContentImage,
} from '@atelier/contracts';
import type { FastifyInstance } from 'fastify';

import { fieldError } from '../../http/errors.js';
import type { AppDeps } from '../../ports/app-deps.js';
import { rendition } from '../media/image-urls.js';
import { acceptUploads, storeUploadedImages } from '../media/uploads.js';
import { recordAudit } from '../operators/audit-records.js';

/** Storage prefix of the console's content images (popups, the feed strip, CMS nodes). */
export const CONTENT_IMAGES_PREFIX = 'content';

/**
 * `POST /api/admin/content/images` (content, edit): one image (`files[]`) through the media
 * pipeline (checked by content, re-encoded, content-addressed), answered as the address of
 * its large WebP rendition for a popup, a feed item or a CMS node. Audited as an upload.
 */
export async function contentImageRoutes(app: FastifyInstance, deps: AppDeps) {
  const readUploads = await acceptUploads(app, deps);
  app.post(
    '/api/admin/content/images',
    { config: { admin: { area: 'content', action: 'edit' } } },
    async (request, reply) => {
      const { images } = await readUploads(request, { max: 1, maxBytes: REVIEW_PHOTO_MAX_BYTES });
      if (images.length === 0) throw fieldError('files', 'required');
      const [stored] = await storeUploadedImages(deps.objectStore, images, CONTENT_IMAGES_PREFIX);
      const image = rendition(stored!, 'zoom', 'webp');
      await deps.db.transaction((tx) =>
        recordAudit(tx, request, {
          area: 'content',
          action: 'upload',
          resource: 'content-images',
          resourceId: stored!.storageKey,
          before: null,
          after: { url: image.url, file: images[0]!.fileName },
        }),
      );
      return reply.code(201).send({ data: image } satisfies DataResponse<UploadedContentImage>);
    },
  );
}
