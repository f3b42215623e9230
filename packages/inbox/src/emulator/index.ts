export { seedStaff, type SeededStaff } from './seedStaff';
export { startAuthEmulator, type AuthEmulatorOptions, type RunningAuthEmulator } from './startAuthEmulator';
