import { logger } from 'firebase-functions';
import type { Logger } from '../ports';

/** The handler's Logger on Cloud Logging: structured entries, fields as JSON. */
export const functionsLogger: Logger = {
  info: (message, fields) => logger.info(message, fields ?? {}),
  error: (message, fields) => logger.error(message, fields ?? {}),
};
