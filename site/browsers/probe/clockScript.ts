/** Where the page keeps the clock the journey moves on (see clockScript). */
export const clockGlobal = '__engineClock';

/**
 * A clock a journey moves on, put into a page before any of its own scripts, in every engine: the
 * fake timers Playwright's clock is made of (`@sinonjs/fake-timers`, its source as `fakeTimers`),
 * behind the one require it makes. Timeouts, intervals and Date run as the real ones do until the
 * journey moves them on (`tickAsync`), so a product timer of half a minute (the inbox's next look)
 * is reached without waiting for it. Animation frames and the rest stay the browser's own, so the
 * page draws as usual. Like the probe, it runs before the page's security policy and removes itself.
 */
export const clockScript = (fakeTimers: string) => `(function () {
  var module = { exports: {} };
  var require = function (name) {
    if (name === '@sinonjs/commons') return { global: window };
    throw new Error('not in a browser: ' + name);
  };
  (function (module, exports, require) {
${fakeTimers}
  })(module, module.exports, require);
  window.${clockGlobal} = module.exports.withGlobal(window).install({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  });
  if (document.currentScript) document.currentScript.remove();
})();`;
