export { parseEml, type ParsedEml } from './parseEml';
export { exampleDocId, exampleMessage, payloadFor } from './fixtures';
