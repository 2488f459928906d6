export {
  extractCredentialFields,
  normaliseForMatch,
  type CatalogueEntry,
  type ExtractedFields,
  type ExtractOptions,
  type KnownIssuer,
} from './fields';
export { markPersonEdits, type ParsedValues } from './person-edits';
export { acquireOcrEngine, type OcrEngine, type OcrReference } from './ocr';
export { readDocumentText, UnreadableFileError, type DocumentText } from './text';
