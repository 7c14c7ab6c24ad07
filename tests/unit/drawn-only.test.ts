import { describe, expect, it } from 'vitest';
// @ts-expect-error: the bench is plain JavaScript, without declarations.
import { withoutScripts } from '../../bench/lib/drawn-only.mjs';

// The head and the start of the body of a drawn first step, as scripts/prerender.ts writes them.
const BODY = `<body>
    <div id="prerendered" data-brand="es-solcredito"><div class="app"><main id="main"><h1 id="step-title">Empieza tu solicitud</h1>
    <form class="form-step__form"><input id="field-contactDetails-email" type="email"><button type="submit">Continuar</button></form></main></div></div>
  </body>`;
const DRAWN = `<!doctype html>
<html lang="es-ES">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="data:," />
    <script type="module" crossorigin src="/application-frontend/assets/index-C1rQA88K.js"></script>
    <link rel="stylesheet" crossorigin href="/application-frontend/assets/index-Cvz-QgYP.css">
    <template id="after-first-paint">
      <link rel="preload" href="/application-frontend/config.json" as="fetch" crossorigin="anonymous" />
      <link rel="modulepreload" crossorigin href="/application-frontend/assets/app-router-u2FRSyUb.js">
    </template>
    <link rel="stylesheet" crossorigin href="/application-frontend/assets/app-router-C5Xunefw.css">
    <link rel="stylesheet" crossorigin href="/application-frontend/assets/es-solcredito-B0-APoRF.css">
  </head>
  ${BODY}
</html>`;

const links = (html: string) => [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);

describe('the drawn step with no JavaScript (the ceiling of the raw Lighthouse figures)', () => {
  const stripped: string = withoutScripts(DRAWN);

  it('has no script, no template the entry stamps out, and nothing preloaded for the scripts', () => {
    expect(stripped).not.toMatch(/<script|<template|modulepreload|config\.json|\.js"/);
  });

  it('keeps the stylesheets, the icon and the drawn markup as the build wrote them', () => {
    expect(links(stripped)).toEqual([
      '<link rel="icon" href="data:," />',
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/index-Cvz-QgYP.css">',
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/app-router-C5Xunefw.css">',
      '<link rel="stylesheet" crossorigin href="/application-frontend/assets/es-solcredito-B0-APoRF.css">',
    ]);
    expect(stripped).toContain(BODY);
  });

  it('takes out inline scripts and modulepreloads outside a template, keeps a preload of a style, image or font', () => {
    const html = `<head><script>window.x = 1</script><link rel=modulepreload href="/a.js"><link rel="preload" as="fetch" href="/c.json">
      <link rel="preload" as="image" href="/logo.svg"><link rel="preload" href="/f.woff2" as="font" crossorigin></head>`;
    expect(links(withoutScripts(html))).toEqual(['<link rel="preload" as="image" href="/logo.svg">', '<link rel="preload" href="/f.woff2" as="font" crossorigin>']);
  });
});
