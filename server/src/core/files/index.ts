export {
  MB,
  MAX_UPLOAD_BYTES,
  MAX_PICTURE_BYTES,
  checkUpload,
  detectFileKind,
  mimeTypeOf,
  removeStoredFile,
  storeUpload,
  tooLargeMessage,
  type FileKind,
  type StoredFile,
  type UploadInput,
  type UploadRules,
} from './uploads';
export { readMultipartForm, type MultipartForm, type ReceivedFile } from './multipart';
export { contentDisposition, loadCustomerFile, sendStoredFile, type ServableFile } from './serve';
export { PICTURE_SIZE, resizeProfilePicture } from './pictures';
