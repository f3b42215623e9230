/**
 * The listener the suite puts first into every page it serves to Firefox and WebKit. Classic
 * WebDriver (WebKitGTK's) cannot read a browser's console, so the page keeps its own list of what
 * went wrong: uncaught errors, rejected promises nobody handled, files that failed to load, CSP
 * violations and console errors. It runs before the page's Content-Security-Policy `<meta>` (a
 * policy in a meta tag governs only what follows it), and then removes its own element, so the
 * document the app hydrates is exactly the one the site serves. Plain ES5: it is sent as it is.
 */
export const probeGlobal = '__engineProbe';

export const probeScript = `(function () {
  var problems = window.${probeGlobal} = [];
  function add(kind, text) { problems.push(kind + ': ' + text); }
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) add('failed to load', target.src || target.href);
    else add('uncaught', event.message);
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    add('unhandled rejection', reason && reason.message ? reason.message : String(reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    add('CSP', event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline'));
  }, true);
  var error = console.error;
  console.error = function () {
    add('console', Array.prototype.join.call(arguments, ' '));
    return error.apply(console, arguments);
  };
  if (document.currentScript) document.currentScript.remove();
})();`;
