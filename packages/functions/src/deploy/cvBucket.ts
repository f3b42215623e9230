/*
 * The few Cloud Storage calls the CVs need, typed as firebase-admin's own Bucket and File have them
 * (`getStorage().bucket()` is passed in as it is), so the fake in testing/fakeCvBucket.ts stands
 * exactly at the Admin SDK's boundary: the Storage emulator cannot run here.
 */

export interface CvSaveOptions {
  contentType: string;
  /** One request: a CV is at most 5 MB. */
  resumable: false;
  /** `ifGenerationMatch: 0`: only if no object has this name, so a CV is never overwritten. */
  preconditionOpts: { ifGenerationMatch: number };
  metadata: { contentDisposition: string; cacheControl: string };
}

export interface CvBucketFile {
  save(data: Buffer, options: CvSaveOptions): Promise<void>;
  /** Rejects with an error whose `code` is 404 when there is no such object. */
  download(): Promise<[Buffer]>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
}

export interface CvBucket {
  file(path: string): CvBucketFile;
}

/** The error code Cloud Storage gives, or undefined. */
export const storageErrorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
