import { themeStorageKey } from '../../content/themeStorageKey';

/**
 * The visitor's theme choice, applied before the first paint. CSS alone follows the device (the
 * design system's dark theme sits under `prefers-color-scheme`); only a choice the visitor made
 * needs this script, which must run in <head> before <body> is painted, so it is inline: the
 * build hashes it into the page's Content-Security-Policy like every other inline script.
 *
 * It sets `data-theme` on <html> to `light`, `dark` or `system` (the attribute also tells CSS that
 * script runs, so the footer's control is shown only where it can work), and it handles the
 * footer's radios itself, through listeners on the document: they work from the first paint, and
 * the browser never needs more code for them (the radios are not an island). It checks the radio of
 * the theme in force when the page is parsed and whenever the theme changes (another tab too). A
 * React-rendered control (Storybook) reflects the state from `themechange` on <html>. It listens for
 * the click, on its way down, as well as the change: React keeps a controlled radio at its rendered
 * value by putting the old selection back straight after the click, and the browser then fires no
 * change at all. On its way down the click comes first, with the new radio already checked (arrow
 * keys in a radio group click too); the change covers a radio checked without one.
 * Kept as a plain ES5 string so what is hashed is exactly what is written, in every build.
 */
const key = JSON.stringify(themeStorageKey);

export const themeHeadScript = `(function () {
  var key = ${key}, root = document.documentElement;
  function apply(choice) {
    root.setAttribute('data-theme', choice === 'light' || choice === 'dark' ? choice : 'system');
    root.dispatchEvent(new Event('themechange'));
    check();
  }
  function check() {
    var input = document.querySelector('input[name=' + key + '][value=' + root.getAttribute('data-theme') + ']');
    if (input) input.checked = true;
  }
  function stored() {
    try { return localStorage.getItem(key); } catch (e) { return null; }
  }
  function store(choice) {
    try {
      if (choice === 'system') localStorage.removeItem(key);
      else localStorage.setItem(key, choice);
    } catch (e) {}
  }
  apply(stored());
  function chosen(event) {
    var input = event.target;
    if (!input || input.name !== key || input.type !== 'radio' || !input.checked) return;
    store(input.value);
    apply(input.value);
  }
  document.addEventListener('click', chosen, true);
  document.addEventListener('change', chosen);
  window.addEventListener('storage', function (event) {
    if (event.key === key) apply(event.newValue);
  });
  document.addEventListener('DOMContentLoaded', check);
})();`;
