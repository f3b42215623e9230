/**
 * The brand font's @font-face rules (Figtree, variable weight, every subset fontsource ships), for
 * apps that want the font from their first paint: Storybook and the brand-asset script.
 */
import '@fontsource-variable/figtree/wght.css';
