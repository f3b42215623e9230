export { createFirebaseStaffVerifier, staffClaim, staffSecondFactor } from './staffVerifier';
export { createEmulatorStaffVerifier } from './emulatorStaffVerifier';
export { createLocalStaffVerifier } from './localStaffVerifier';
