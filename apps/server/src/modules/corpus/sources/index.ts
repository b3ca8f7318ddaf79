export {
  type AknChapter,
  type AknDocument,
  type AknSection,
  type AknSectionKind,
  type AknSubsection,
  readAkomaNtoso,
  writeAkomaNtosoText,
} from "./akoma-ntoso.ts";
export { type DocumentFormat, type DocumentText, MAX_DOCUMENT_BYTES, readDocumentText } from "./file-text.ts";
export {
  SourceFileError,
  type SourceFileProblem,
  XmlDocumentError,
  type XmlProblem,
  ZipArchiveError,
  type ZipArchiveLimits,
  type ZipArchiveProblem,
} from "./sources.errors.ts";
export { decodeWindows1252 } from "./text-decoding.ts";
export {
  DEFAULT_ZIP_LIMITS,
  isZipArchive,
  listZipPaths,
  readZipArchive,
  type ZipEntry,
} from "./zip-archive.ts";
