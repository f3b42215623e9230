export { parseEml, type ParsedEml } from './parseEml';
export { exampleDocId, exampleMessage, payloadFor } from './fixtures';
export {
  docmBytes,
  docxBytes,
  exeBytes,
  exeWithDocxBytes,
  htmlBytes,
  otherZipBytes,
  pdfBytes,
  truncatedPdfBytes,
} from './cvFixtures';
export { multipartBody, validApplicationFields, type ApplicationParts } from './multipart';
