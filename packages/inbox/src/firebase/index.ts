export { createFirebaseStaffVerifier, staffClaim } from './staffVerifier';
