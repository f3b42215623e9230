import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cspPlaceholder } from '../../src/seo/cspMeta';
import {
  externalSources,
  inlineScriptHashes,
  pagePolicy,
  pageSources,
  styleAttributeHashes,
  styleElementHashes,
  withCspMeta,
} from './csp';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  `<meta http-equiv="Content-Security-Policy" content="${cspPlaceholder}"/><title>T</title>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script type="module" src="/assets/a.js"></script></head><body>',
  '<script>window.a = 1;</script>',
  '<script type="module" async="">import "/assets/b.js";\n</script>',
  '<script id="_R_">requestAnimationFrame(function(){})</script>',
  '<script>window.a = 1;</script>',
  '</body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('should hash each distinct executable inline script and skip external scripts and JSON-LD', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha('window.a = 1;'),
      sha('import "/assets/b.js";\n'),
      sha('requestAnimationFrame(function(){})'),
    ]);
  });
});

describe('styleAttributeHashes', () => {
  it('should hash each style attribute of the markup as parsed, ignoring script text', () => {
    const html =
      '<div style="position:relative"><p style="content:&quot;x&quot;">a</p></div><script>x=\'<b style="no">\'</script>';
    expect(styleAttributeHashes(html)).toEqual([sha('position:relative'), sha('content:"x"')]);
  });
  it('given a quoted attribute holding ">" or a single-quoted style, should still hash the style as the browser reads it', () => {
    const html = `<a title="1 > 0" style="color:red">a</a><p style='margin:0' data-x="&lt;">b</p>`;
    expect(styleAttributeHashes(html)).toEqual([sha('color:red'), sha('margin:0')]);
  });
});

describe('styleElementHashes', () => {
  it("should hash each inline <style>'s text (the critical CSS), which style-src then allows", () => {
    const html =
      '<head><style data-critical-css="">a{color:red}</style></head><script>x="<style>no</style>"</script>';
    expect(styleElementHashes(html)).toEqual([sha('a{color:red}')]);
    expect(pagePolicy([], [], undefined, [sha('a{color:red}')])).toContain(
      `style-src 'self' '${sha('a{color:red}')}';`,
    );
  });
});

describe('pagePolicy', () => {
  it('given style attribute hashes, should allow exactly those with unsafe-hashes', () => {
    expect(pagePolicy([], ['sha256-s'])).toContain("style-src 'self' 'unsafe-hashes' 'sha256-s'");
    expect(pagePolicy([])).toContain("style-src 'self';");
  });

  it('should allow scripts from the site and the hashes only, never unsafe-inline', () => {
    const policy = pagePolicy(['sha256-abc']);
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('given a build for the local backend, should let the page connect to its own origin only', () => {
    const policy = pagePolicy([], [], externalSources({}));
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-src 'none'");
  });

  it('given a Firebase project, should allow Firestore and Cloud Functions', () => {
    const policy = pagePolicy([], [], externalSources({ VITE_FIREBASE_PROJECT_ID: 'rico' }));
    expect(policy).toContain(
      "connect-src 'self' https://firestore.googleapis.com https://*.cloudfunctions.net;",
    );
    expect(policy).toContain("script-src 'self';");
  });

  it('given App Check too, should allow reCAPTCHA Enterprise and the token exchange', () => {
    const policy = pagePolicy(
      [],
      [],
      externalSources({ VITE_FIREBASE_PROJECT_ID: 'rico', VITE_APPCHECK_SITE_KEY: 'k' }),
    );
    expect(policy).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(policy).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(policy).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
    );
  });
});

describe('the staff sign-in hosts', () => {
  const inboxPage = '<main><div data-island="inbox"></div></main>';
  const visitorPage = '<main><div data-island="contactForm"></div></main>';
  const authHosts = /identitytoolkit|securetoken/;
  const policyOf = (env: { VITE_FIREBASE_PROJECT_ID?: string }, html: string) =>
    pagePolicy([], [], pageSources(externalSources(env), env, html));

  it("given a Firebase project, should let the inbox's page reach Firebase Authentication's two hosts", () => {
    expect(policyOf({ VITE_FIREBASE_PROJECT_ID: 'rico' }, inboxPage)).toContain(
      "connect-src 'self' https://firestore.googleapis.com https://*.cloudfunctions.net https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;",
    );
  });

  it('should not let any other page reach them', () => {
    expect(policyOf({ VITE_FIREBASE_PROJECT_ID: 'rico' }, visitorPage)).not.toMatch(authHosts);
  });

  it("given a local build, should keep the inbox's page on its own origin (the emulator is proxied there)", () => {
    expect(policyOf({}, inboxPage)).toContain("connect-src 'self';");
  });
});

describe('analytics hosts', () => {
  const googleHosts = /googletagmanager|google-analytics|analytics\.google|firebaseinstallations/;

  it('given no measurement id (local builds and the stand-in), should name no analytics host', () => {
    expect(pagePolicy([], [], externalSources({}))).not.toMatch(googleHosts);
    expect(pagePolicy([], [], externalSources({ VITE_FIREBASE_PROJECT_ID: 'rico' }))).not.toMatch(
      googleHosts,
    );
  });

  it('given a measurement id, should allow Google’s tag, its hits and pixels, and Firebase’s config', () => {
    const policy = pagePolicy(
      [],
      [],
      externalSources({ VITE_FIREBASE_PROJECT_ID: 'rico', VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST' }),
    );
    expect(policy).toContain("script-src 'self' https://*.googletagmanager.com;");
    expect(policy).toContain(
      "connect-src 'self' https://firestore.googleapis.com https://*.cloudfunctions.net https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://firebase.googleapis.com https://firebaseinstallations.googleapis.com;",
    );
    expect(policy).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;",
    );
  });
});

describe('withCspMeta', () => {
  it('should fill the policy into the slot the app renders, before any script', () => {
    const html = withCspMeta(page);
    const at = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(at).toBe(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(at).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(`'${sha('window.a = 1;')}'`);
    expect(html).not.toContain(cspPlaceholder);
  });

  it('given a page without the policy slot, should fail the build', () => {
    expect(() => withCspMeta('<html><head><meta charSet="utf-8"/></head></html>')).toThrow(/slot/);
  });
});
