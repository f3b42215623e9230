// Public exports of this component group; index.ts re-exports this file.
export { MotionProvider, type MotionProviderProps } from './Motion/MotionProvider';
export { Reveal, type RevealProps } from './Motion/Reveal';
export { Stagger, StaggerItem, type StaggerProps, type StaggerItemProps } from './Motion/Stagger';
export { useMotionEnabled } from './Motion/motionContext';
export { startEntrances } from './Motion/startEntrances';
