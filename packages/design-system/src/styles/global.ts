/**
 * Side-effect imports that every app using the design system needs once: the themes (light on :root, dark by attribute or preference) and the
 * reset. `index.ts` re-exports this, so importing the package is enough.
 *
 * The web font is not among them: how it loads is the app's choice. Storybook and the brand-asset
 * script import `@rico/design-system/web-font` (the font's @font-face rules, used from the first
 * paint); the site loads the same file from `brandFontFaces` with the FontFace API, when a page is
 * already on screen (see the site's README).
 */
import '../tokens/lightTheme.css';
import '../tokens/darkTheme.css';
import './reset.css';
