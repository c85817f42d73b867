import { SetLimits } from '@coursecards/shared/constants/limits';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { IMAGE_MIME, type ProcessedImage } from './image-processing.ts';
import type { ImageStore } from './image-store.ts';
import { deleteUploadRow, insertUpload, storageUsed } from './uploads.repository.ts';

/** The account's stored images would pass SetLimits.imageStoragePerAccountBytes. */
export class StorageFullError extends Error {}

/** The image store (disk or S3) could not take the bytes; the upload's row is already undone. */
export class ImageStoreUnavailableError extends Error {}

/**
 * Stores a processed image as the user's upload and gives its address (`/uploads/{key}`). The row
 * first, counted against the quota in the same transaction; the bytes only once it stands, so a
 * refused image leaves nothing behind. An upload no card shows is collected after a grace period.
 */
export async function storeUpload(
  deps: { db: Kysely<DB>; clock: Clock; store: ImageStore },
  ownerId: string,
  image: ProcessedImage,
): Promise<string> {
  const { db, clock, store } = deps;
  const key = `${newId()}.${image.kind}`;
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await insertUpload(trx, {
      id,
      owner_id: ownerId,
      key,
      mime: IMAGE_MIME[image.kind],
      bytes: image.data.length,
      width: image.width,
      height: image.height,
      created_at: clock.now(),
    });
    if ((await storageUsed(trx, ownerId)) > SetLimits.imageStoragePerAccountBytes) throw new StorageFullError();
  });
  try {
    await store.put(key, image.data, IMAGE_MIME[image.kind]);
  } catch (err) {
    await deleteUploadRow(db, id);
    throw new ImageStoreUnavailableError('image store failed', { cause: err });
  }
  return `/uploads/${key}`;
}
