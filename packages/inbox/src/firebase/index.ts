export { createFirebaseStaffVerifier, staffClaim } from './staffVerifier';
export { createLocalStaffVerifier } from './localStaffVerifier';
