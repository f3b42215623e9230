// Public exports of this component group; index.ts re-exports this file.
export {};
