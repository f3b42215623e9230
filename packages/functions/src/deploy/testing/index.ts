/*
 * What other packages' tests and benchmarks use of the production side: the fake Firestore (with
 * the index check and the billed reads) and the inbox's store on it.
 */
export { createFakeDocumentDb, deployedIndexes, type FakeDocumentDb } from './fakeDocumentDb';
export { createFirestoreInboxStore } from '../firestoreInboxStore';
