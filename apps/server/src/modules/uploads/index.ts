// The uploads module's public entry: other modules import only what is listed here (docs/contributing.md).
export { RefusedImageError, UnusableImageError, processImage } from './image-processing.ts';
export { type ImageStore, imagesUnavailable } from './image-store.ts';
export { ImageStoreUnavailableError, StorageFullError, storeUpload } from './store-upload.ts';
export { existingKeys as existingUploadKeys } from './uploads.repository.ts';
