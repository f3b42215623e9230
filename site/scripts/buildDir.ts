import { resolve } from 'node:path';

/**
 * Where `react-router build` writes: site/build, or SITE_BUILD_DIR (relative to site/) so a test
 * or benchmark run can build beside a developer's build instead of replacing it mid-run.
 */
export const buildDirectory = process.env.SITE_BUILD_DIR ?? 'build';

/** The static files hosting serves. */
export const clientDir = resolve(import.meta.dirname, '..', buildDirectory, 'client');
