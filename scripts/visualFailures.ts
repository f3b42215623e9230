/** What the visual report shows of one failed story test: a section per failure, in the mode it failed in. */
import { stripVTControlCharacters } from 'node:util';
import { modeOfFailure } from './visualMatrix';
import type { VisualFailure } from './visualReportPage';

/** A mismatch toMatchScreenshot recorded: its message and the pictures it wrote. */
export interface CaptureArtifact {
  message: string;
  images: VisualFailure['images'];
}

/**
 * One section per failure of the test: a story project checks both themes of one render, and each
 * theme's checks run even when the other's failed, so a test can fail twice. A mismatch gets the
 * pictures of its own recorded artifact (the first not yet taken whose message the error quotes).
 */
export function failuresOfTest(
  test: { project: string; file: string; story: string },
  errors: readonly string[],
  artifacts: readonly CaptureArtifact[],
): VisualFailure[] {
  const untaken = [...artifacts];
  return errors.map((error) => {
    const raw = stripVTControlCharacters(error);
    const taken = untaken.findIndex((artifact) => raw.includes(artifact.message));
    const images = taken === -1 ? {} : (untaken.splice(taken, 1)[0]?.images ?? {});
    // Colour codes and the file paths (the page links the images) are noise on a web page.
    const message = raw.split(/\n\s*Reference screenshot:/)[0]?.trim() ?? raw;
    const mode = modeOfFailure(test.project, raw, images.reference ?? raw);
    return { project: `${mode.theme} ${mode.viewport}`, file: test.file, story: test.story, message, images };
  });
}
