/**
 * Side-effect imports that every app using the design system needs once: the themes (light on :root, dark by attribute or preference) and the
 * reset. `index.ts` re-exports this, so importing the package is enough.
 *
 * The web font is not among them: an app imports `@rico/design-system/web-font` for its @font-face
 * rules and preloads `fontPreloads`, so a tool that never shows text (a test that renders one component
 * in Node) need not carry the font.
 */
import '../tokens/lightTheme.css';
import '../tokens/darkTheme.css';
import './reset.css';
