export { createFirebaseStaffVerifier, staffClaim } from './staffVerifier';
export { createEmulatorStaffVerifier } from './emulatorStaffVerifier';
export { createLocalStaffVerifier } from './localStaffVerifier';
