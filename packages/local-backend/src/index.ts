export { createLocalBackend, type LocalBackend, type LocalBackendOptions } from './backend';
export { startLocalBackend, type RunningBackend } from './server';
export { defaultDataDir, defaultProjectId, defaultRegion, findRepoRoot } from './config';
export {
  defaultHost,
  describeReach,
  hostFromEnv,
  isLoopbackHost,
  networkWarning,
  urlFor,
} from './listenHost';
export { DataDirError } from './store/dataDir';
export { createFileMessageStore, type FileMessageStore, type StoredEntry } from './store/fileMessageStore';
export { createOutboxMailer } from './mail/outboxMailer';
export type { BackendHandler } from './http/types';
