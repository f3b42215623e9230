/**
 * Side-effect imports that every app using the design system needs once: the web font, the theme
 * on :root and the reset. `index.ts` re-exports this, so importing the package is enough.
 */
import '@fontsource-variable/figtree/wght.css';
import '../tokens/lightTheme.css';
import './reset.css';
